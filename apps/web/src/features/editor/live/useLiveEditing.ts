import type { LivePatchEvent } from '@bar/contracts/live';
import { useEffect } from 'react';
import { fetchBar } from '../../bars/index.ts';
import { nameParticipantInSaves, openLiveChannel, resetLive, sendPresence, useLive } from '../../live/index.ts';
import { resolveConflict } from '../autosave/conflict.ts';
import type { EditorStore } from '../store/createEditorStore.ts';
import { useEditorStore, useEditorStoreApi } from '../store/editorContext.tsx';
import { remoteStep, withRemoteChange } from './remoteChange.ts';

/** Reads the bar as stored and makes the user's waiting changes again on it (the save conflict's merge). */
async function mergeStored(store: EditorStore, barId: string): Promise<void> {
  const { editToken } = store.getState();
  const stored = await fetchBar(barId, editToken ? { edit_token: editToken } : {});
  const state = store.getState();
  if (state.bar?.id !== barId || stored.version <= state.bar.version) return;
  if (state.unsavedPatches.length === 0 && !state.needsFullSave) state.loadBar(stored, editToken);
  else resolveConflict(store, stored, 'keepMine');
}

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
    const waiting: LivePatchEvent[] = [];
    let merging: Promise<void> | null = null;

    const merge = () => {
      merging ??= mergeStored(store, barId)
        .catch(() => {})
        .finally(() => {
          merging = null;
          take();
        });
    };
    const take = () => {
      while (waiting.length > 0 && !store.getState().isSaving && !merging) {
        const change = waiting.shift() as LivePatchEvent;
        const state = store.getState();
        const step = remoteStep(state, change);
        if (step.kind === 'apply') store.setState(withRemoteChange(state, step, change.version));
        else if (step.kind === 'merge') merge();
      }
    };
    const query: Record<string, string> = store.getState().editToken
      ? { edit_token: store.getState().editToken ?? '' }
      : {};
    const unsubscribe = store.subscribe((state, previous) => {
      if (previous.isSaving && !state.isSaving) take();
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
        patch: (change) => {
          // This user's own save: its answer brings the version.
          if (change.by !== null && change.by === me()) return;
          waiting.push(change);
          take();
        },
        reload: merge,
        presence: (participants) => useLive.setState({ participants, status: 'live' }),
        end: (reason) => useLive.setState({ status: 'ended', endReason: reason, participants: [] }),
        interrupted: () => useLive.setState({ status: 'interrupted' }),
      },
    );
    return () => {
      close();
      unsubscribe();
      stopNaming();
      resetLive();
    };
  }, [barId, canEdit, store]);
}
