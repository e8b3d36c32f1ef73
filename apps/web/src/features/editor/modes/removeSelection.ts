import { currentLocale } from '../../../i18n/index.ts';
import type { EditCommand } from '../store/editCommands.ts';
import { editorStore } from '../store/editorStore.ts';
import type { ConfirmationRequest } from './confirmStore.ts';
import { occupantOf } from './occupant.ts';

/**
 * Delete: takes away what sits on the selected place (asking first where a rule says so, C3),
 * otherwise the selected module. Returns whether there was anything to remove.
 */
export function removeSelection(
  run: (command: EditCommand) => unknown,
  confirm: (request: ConfirmationRequest) => void,
): boolean {
  const { doc, catalogue, side, selectedPlace, selectedModuleId } = editorStore.getState();
  if (!doc || !catalogue) return false;
  if (selectedPlace && selectedPlace.kind !== 'module') {
    const occupant = occupantOf(selectedPlace, { doc, side, catalogue, locale: currentLocale() });
    if (!occupant) return false;
    if (occupant.needsConfirmation)
      confirm({ kind: occupant.needsConfirmation, onConfirm: () => run(occupant.remove) });
    else run(occupant.remove);
    return true;
  }
  const moduleId = selectedPlace?.kind === 'module' ? selectedPlace.moduleId : selectedModuleId;
  if (!moduleId) return false;
  run({ type: 'removeBaseModule', input: { side, moduleId } });
  return true;
}
