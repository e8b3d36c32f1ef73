import type { EditCommand } from '@bar/domain/commands/editCommands';
import { currentLocale } from '../../../i18n/index.ts';
import type { Occupant } from '../kinds/types.ts';
import type { EditorState } from '../store/types.ts';
import type { ConfirmationRequest } from './confirmStore.ts';
import { occupantOf } from './occupant.ts';

type Run = (command: EditCommand) => unknown;
type Confirm = (request: ConfirmationRequest) => void;

/** Runs the occupant's removal through `run` (the door), asking first where a rule says so (C3). */
export function removeOccupant(occupant: Occupant, run: Run, confirm: Confirm): void {
  if (occupant.needsConfirmation) confirm({ kind: occupant.needsConfirmation, onConfirm: () => run(occupant.remove) });
  else run(occupant.remove);
}

/**
 * Delete: takes away what sits on the selected place (asking first where a rule says so, C3),
 * otherwise the selected module of `state`. Returns whether there was anything to remove.
 */
export function removeSelection(state: EditorState, run: Run, confirm: Confirm): boolean {
  const { doc, catalogue, side, selectedPlace, selectedModuleId } = state;
  if (!doc || !catalogue) return false;
  if (selectedPlace && selectedPlace.kind !== 'module') {
    const occupant = occupantOf(selectedPlace, { doc, side, catalogue, locale: currentLocale() });
    if (!occupant) return false;
    removeOccupant(occupant, run, confirm);
    return true;
  }
  const moduleId = selectedPlace?.kind === 'module' ? selectedPlace.moduleId : selectedModuleId;
  if (!moduleId) return false;
  run({ type: 'removeBaseModule', input: { side, moduleId } });
  return true;
}
