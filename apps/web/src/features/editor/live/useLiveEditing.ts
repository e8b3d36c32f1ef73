import { useEffect } from 'react';
import { fetchBar } from '../../bars/index.ts';
import { nameParticipantInSaves, openLiveChannel, resetLive, sendPresence, useLive } from '../../live/index.ts';
import { useEditorStore, useEditorStoreApi } from '../store/editorContext.tsx';
import { startLiveEditing } from './liveEditing.ts';

/**
 * Keeps the open bar live: the changes others store reach this document without entering the
 * user's undo history (they are not the user's steps), who is here shows in the top bar, and this
 * user's saves name them. While a save of the user's is on its way, others' changes wait for its
 * answer, so that they apply to the version they were made on.
 */
export function useLiveEditing(): void {
  const store = useEditorStoreApi();
  const barId = useEditorStore((state) => state.bar?.id ?? null);
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);

  useEffect(() => {
    if (!barId || !canEdit) return;
    const me = () => useLive.getState().me?.participant ?? null;
    const stopNaming = nameParticipantInSaves(barId, me);
    const editToken = store.getState().editToken;
    const live = startLiveEditing(store, {
      fetchStored: () => fetchBar(barId, editToken ? { edit_token: editToken } : {}),
      me,
    });
    const query: Record<string, string> = store.getState().editToken
      ? { edit_token: store.getState().editToken ?? '' }
      : {};
    const unsubscribe = store.subscribe((state, previous) => {
      // The others see what this user selected, outlined in this user's colour.
      const key = useLive.getState().me?.key;
      if (key && state.selectedModuleId !== previous.selectedModuleId) {
        sendPresence(barId, query, key, state.selectedModuleId ? [state.selectedModuleId] : [], null);
      }
    });

    useLive.setState({ status: 'connecting', endReason: null });
    const close = openLiveChannel(
      {
        barId,
        ...(store.getState().editToken ? { editToken: store.getState().editToken } : {}),
        since: store.getState().bar?.version ?? 1,
      },
      {
        hello: (hello) => useLive.setState({ me: hello, status: 'live' }),
        patch: live.patch,
        reload: live.reload,
        presence: (participants) => useLive.setState({ participants, status: 'live' }),
        end: (reason) => useLive.setState({ status: 'ended', endReason: reason, participants: [] }),
        interrupted: () => useLive.setState({ status: 'interrupted' }),
      },
    );
    return () => {
      close();
      live.stop();
      unsubscribe();
      stopNaming();
      resetLive();
    };
  }, [barId, canEdit, store]);
}
