import type { CommandResult } from '@bar/domain/commands/types';
import { i18n } from '../../i18n/index.ts';
import { showNotice } from '../../ui/notifications.ts';
import { editorActions } from './store/editorStore.ts';

/** Shows a refused command's reason, translated, as a notification. */
export function reportRefusal(result: CommandResult | null): void {
  if (!result || result.ok) return;
  showNotice({ tone: 'warning', title: i18n.t('refusals.title'), message: i18n.t(`refusals.${result.reason}`) });
}

/** The editor's user actions as the UI triggers them: run the command, report a refusal. */
export const editorCommands = {
  addBaseModule: (baseModuleId: number) => reportRefusal(editorActions.addBaseModule(baseModuleId)),
  removeBaseModule: (moduleId: string) => reportRefusal(editorActions.removeBaseModule(moduleId)),
  removeSelectedModule: () => reportRefusal(editorActions.removeSelectedModule()),
};
