import type { BarDto } from '@bar/contracts/bars';
import type { LivePatchEvent } from '@bar/contracts/live';
import { resolveConflict } from '../autosave/conflict.ts';
import type { EditorStore } from '../store/createEditorStore.ts';
import { remoteStep, withRemoteChange, withStoredBar } from './remoteChange.ts';

export type LiveEditingDeps = {
  /** The bar as stored now (GET /bars/{id}). */
  fetchStored: () => Promise<BarDto>;
  /** This editor's participant id, once the channel said it. */
  me: () => string | null;
};

export type LiveEditing = {
  /** A `patch` event of the channel. */
  patch(change: LivePatchEvent): void;
  /** A `reload` event: the versions missed are no longer kept. */
  reload(): void;
  /** Settles once the changes received so far have been taken in (tests). */
  settled(): Promise<void>;
  stop(): void;
};

/**
 * Reads the bar as stored and takes it in: as it is when nothing of the user's waits (their undo steps
 * kept), else by making the user's waiting changes again on it (the save conflict's merge).
 */
async function mergeStored(store: EditorStore, fetchStored: () => Promise<BarDto>): Promise<void> {
  const stored = await fetchStored();
  const state = store.getState();
  if (state.bar?.id !== stored.id || stored.version <= state.bar.version) return;
  if (state.unsavedPatches.length === 0 && !state.needsFullSave && !state.isSaving) {
    store.setState(withStoredBar(state, stored));
  } else resolveConflict(store, stored, 'keepMine');
}

/**
 * Takes the changes others store into this editor's document: without an undo step when nothing of
 * the user's waits to be saved, else by the merge of a save conflict. While a save of the user's is
 * on its way, others' changes wait for its answer, so that they apply to the version they were made
 * on; the events of the user's own saves are skipped (their answers bring the version).
 */
export function startLiveEditing(store: EditorStore, deps: LiveEditingDeps): LiveEditing {
  const waiting: LivePatchEvent[] = [];
  let merging: Promise<void> | null = null;

  const merge = () => {
    merging ??= mergeStored(store, deps.fetchStored)
      .catch(() => {})
      .finally(() => {
        merging = null;
        take();
      });
  };
  function take(): void {
    while (waiting.length > 0 && !store.getState().isSaving && !merging) {
      const change = waiting.shift() as LivePatchEvent;
      const state = store.getState();
      const step = remoteStep(state, change);
      if (step.kind === 'apply') store.setState(withRemoteChange(state, step, change.version));
      else if (step.kind === 'merge') merge();
    }
  }
  const unsubscribe = store.subscribe((state, previous) => {
    if (previous.isSaving && !state.isSaving) take();
  });

  return {
    patch: (change) => {
      if (change.by !== null && change.by === deps.me()) return;
      waiting.push(change);
      take();
    },
    reload: merge,
    settled: async () => {
      while (merging) await merging;
    },
    stop: unsubscribe,
  };
}

/**
 * Whether this screen tells the others what it selected and where it looks from: only an editor
 * (a view-only screen sends nothing, even when its link could edit, as on a phone's editor address),
 * and only while someone else is on the bar to see it.
 */
export function mayTellPresence({
  isViewing,
  canEdit,
  participants,
}: {
  isViewing: boolean;
  canEdit: boolean;
  participants: number;
}): boolean {
  return !isViewing && canEdit && participants >= 2;
}

/** Live, a save conflict is another participant's change: the user's changes are made again on it, without asking. */
export function mergeLiveConflict(store: EditorStore, server: BarDto): void {
  resolveConflict(store, server, 'keepMine');
}
