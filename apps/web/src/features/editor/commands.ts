import { i18n } from '../../i18n/index.ts';
import { showNotice } from '../../ui/notifications.ts';
import { offerFollowUp } from './modes/offers.ts';
import type { EditorStore } from './store/createEditorStore.ts';
import { useEditorStoreApi } from './store/editorContext.tsx';
import type { Dispatch, DispatchResult, EditorCommand } from './store/types.ts';

/**
 * Shows a refusal of the engine (it carries a rule), translated, as a notification. The door's own
 * refusals (nothing loaded, read-only bar, nothing to undo) stay silent: the UI does not offer those.
 */
export function reportRefusal(result: DispatchResult): void {
  if (result.ok || !('rule' in result)) return;
  showNotice({
    tone: 'warning',
    title: i18n.t('refusals.title'),
    message: i18n.t(`refusals.${result.reason}`),
    details: i18n.t('refusals.ruleCode', { rule: result.rule }),
    rule: result.rule,
  });
}

const dispatchers = new WeakMap<EditorStore, Dispatch>();

/**
 * The editor's one door as the UI uses it: every edit, undo, redo and view change of the side
 * menu, the 3D view, the keyboard, the settings and the dialogs is a command passed here. A
 * refusal is explained; an offer of the engine (D2) is put to the user. One function per store,
 * so that components may keep it as a stable reference.
 */
export function dispatcherOf(store: EditorStore): Dispatch {
  const known = dispatchers.get(store);
  if (known) return known;
  const dispatch = ((command: EditorCommand): DispatchResult => {
    const result = store.getState().dispatch(command);
    reportRefusal(result);
    if (result.ok && 'offer' in result && result.offer) offerFollowUp(result.offer, dispatch);
    return result;
  }) as Dispatch;
  dispatchers.set(store, dispatch);
  return dispatch;
}

/** The door of the editor the component sits in. */
export function useDispatch(): Dispatch {
  return dispatcherOf(useEditorStoreApi());
}
