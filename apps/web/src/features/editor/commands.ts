import type { CommandResult } from '@bar/domain/commands/types';
import { i18n } from '../../i18n/index.ts';
import { showNotice } from '../../ui/notifications.ts';
import { requestConfirmation } from './modes/confirmStore.ts';
import { equipAllPlaces } from './modes/equipAll.ts';
import { offerFollowUp } from './modes/offers.ts';
import { removeSelection } from './modes/removeSelection.ts';
import type { Place } from './places/placeTypes.ts';
import { editorActions, editorStore } from './store/editorStore.ts';
import type { Command } from './store/types.ts';

/** Shows a refused command's reason, translated, as a notification. */
export function reportRefusal(result: CommandResult | null): void {
  if (!result || result.ok) return;
  showNotice({ tone: 'warning', title: i18n.t('refusals.title'), message: i18n.t(`refusals.${result.reason}`) });
}

/** Runs an edit: a refusal is explained, an offer of the engine (D2) is put to the user. */
function run(command: Command): CommandResult | null {
  const result = editorStore.getState().runCommand(command);
  reportRefusal(result);
  if (result?.ok && result.offer) offerFollowUp(result.offer, run);
  return result;
}

/** The editor's user actions as the UI triggers them: run the command, report a refusal. */
export const editorCommands = {
  run,
  addBaseModule: (baseModuleId: number) => reportRefusal(editorActions.addBaseModule(baseModuleId)),
  removeBaseModule: (moduleId: string) => reportRefusal(editorActions.removeBaseModule(moduleId)),
  removeSelectedModule: () => reportRefusal(editorActions.removeSelectedModule()),
  /** Delete: removes what is on the selected place (asking first where a rule says so), else the selected module. */
  deleteSelection: () => removeSelection(run, requestConfirmation),
  /** "Equip all bar tops": one edit; the report says what was placed and why each other place refused. */
  equipAllBarTops: (places: readonly Place[], assemblyId: number) =>
    equipAllPlaces(places, assemblyId, (command) => editorStore.getState().runCommand(command)),
};
