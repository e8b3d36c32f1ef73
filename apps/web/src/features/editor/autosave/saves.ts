import type { BarPatchMinimalResult } from '@bar/contracts/barPatch';
import type { BarDto, UpdateBarRequest } from '@bar/contracts/bars';
import { barResponseSchema } from '@bar/contracts/bars';
import type { EditorStore } from '../store/createEditorStore.ts';
import type { JsonPatchOperation } from '../store/patches.ts';
import type { EditorState } from '../store/types.ts';
import { buildSaveBody } from './mergeSave.ts';
import { fitsOnePatch, operationsUpTo, orbitOperation } from './patchSave.ts';
import { createRetryBackoff, isPassingFailure, type RetryBackoff } from './retry.ts';
import type { Timers } from './scheduler.ts';

export type SaveProblem =
  /** 409: `server` is the bar as stored now; the user chooses between it and the local one. */
  | { kind: 'conflict'; server: BarDto }
  | { kind: 'rejected'; message: string }
  | { kind: 'failed'; status: number | undefined };

export type AutosaveDeps = {
  /** A full save (`PUT`): the whole document, answered with the stored bar. */
  save: (id: string, editToken: string | undefined, body: UpdateBarRequest) => Promise<BarDto>;
  /** A patch save (`PATCH`, RFC 6902) of `operations` made on `version`. */
  patch: (
    id: string,
    editToken: string | undefined,
    version: number,
    operations: JsonPatchOperation[],
  ) => Promise<BarPatchMinimalResult>;
  /** HTTP status, body and `Retry-After` (seconds) of a failed save, when it has them. */
  describeError: (error: unknown) => { status: number | undefined; body: unknown; retryAfterSeconds?: number };
  onProblem: (problem: SaveProblem) => void;
  /**
   * The camera follows another live participant's: its moves are theirs, stored by them. Saving
   * them again here would only race their next save (a conflict, whose merge costs the undo steps).
   */
  isCameraFollowing?: () => boolean;
  delayMs?: number;
  orbitDelayMs?: number;
  timers?: Timers;
};

/** What the saves and the controller that times them share: the camera change the server has. */
export type SavedOrbit = { revision: number };

type Saves = {
  /** Sends the document's unsaved changes (a patch, or the whole document when it must). */
  saveDocument: () => Promise<void>;
  /** Sends the camera on its own. */
  saveOrbit: () => Promise<void>;
};

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return '';
}

/**
 * The two saves autosave times (see autosaveController.ts), and how their answers go into the store.
 *
 * A document save sends the operations recorded since the last save as a JSON Patch (`PATCH`), made
 * on the version last saved; edits made while it is under way stay recorded and go with the next
 * one. The whole document (`PUT`) goes instead when the server holds another document than the one
 * the operations start from (after "keep mine" in a conflict), and once when the server refuses a
 * patch.
 *
 * A save that got no answer (network error) or a 502/503/504 (the server restarting) is sent again
 * through `retryIn`, with the edits made meanwhile, after the server's `Retry-After` or a backoff of
 * 1 s, 2 s … 30 s; the edits stay in the store, and the user is told once per run of failures.
 */
export function createSaves(
  store: EditorStore,
  deps: AutosaveDeps,
  savedOrbit: SavedOrbit,
  retryIn: { document: (delayMs: number) => void; orbit: (delayMs: number) => void },
): Saves {
  /**
   * A 409 carries the bar as stored now. Nothing is replaced here: the save stays failed (no retry
   * with the stale version) until the user chooses (see conflict.ts). True when handled.
   */
  function handleConflict(status: number | undefined, errorBody: unknown): boolean {
    const conflict = status === 409 ? barResponseSchema.safeParse(errorBody) : null;
    if (!conflict?.success) return false;
    if (store.getState().isSaving) store.getState().failSave();
    else store.setState({ hasSaveError: true });
    deps.onProblem({ kind: 'conflict', server: conflict.data.data });
    return true;
  }

  function reportFailure(status: number | undefined, errorBody: unknown): void {
    deps.onProblem(status === 422 ? { kind: 'rejected', message: messageOf(errorBody) } : { kind: 'failed', status });
  }

  const documentRetry = createRetryBackoff();
  const orbitRetry = createRetryBackoff();

  /** Reports a failed save; one that may pass later is tried again. */
  function handleFailure(
    failure: ReturnType<AutosaveDeps['describeError']>,
    retry: RetryBackoff,
    scheduleIn: (delayMs: number) => void,
  ): void {
    if (!isPassingFailure(failure.status)) {
      reportFailure(failure.status, failure.body);
      return;
    }
    scheduleIn(retry.nextDelayMs(failure.retryAfterSeconds));
    if (retry.isFirstFailure()) reportFailure(failure.status, failure.body);
  }

  function noteOrbitSaved(sentOrbitRevision: number): void {
    savedOrbit.revision = Math.max(savedOrbit.revision, sentOrbitRevision);
  }

  /** The patch for the changes up to `revision` (and the camera, when it moved), or null when it must be a full save. */
  function patchUpTo(state: EditorState, revision: number): JsonPatchOperation[] | null {
    if (state.needsFullSave || !state.doc) return null;
    const operations = operationsUpTo(state.unsavedPatches, revision);
    if (state.orbitRevision !== savedOrbit.revision) operations.push(orbitOperation(state.doc.orbit_settings));
    return fitsOnePatch(operations) ? operations : null;
  }

  /** Sends the unsaved operations. False when the server refused them as a patch (422). */
  async function savedByPatch(
    state: EditorState,
    operations: JsonPatchOperation[],
    revision: number,
  ): Promise<boolean> {
    const { bar } = state;
    if (!bar) return true;
    try {
      // Changes that cancel out leave nothing to send: the server already has this document.
      const result =
        operations.length === 0 ? null : await deps.patch(bar.id, state.editToken, bar.version, operations);
      if (store.getState().bar?.id !== bar.id) return true;
      store.getState().finishPatchSave(result, revision);
      noteOrbitSaved(state.orbitRevision);
      return true;
    } catch (error) {
      if (deps.describeError(error).status !== 422) throw error;
      // The stored document is not the one the operations were made on (or the result breaks a
      // rule): the whole document decides, and until a full save succeeds no patch goes.
      store.setState({ needsFullSave: true });
      return false;
    }
  }

  /** Sends the whole document as it is now. */
  async function saveWhole(): Promise<void> {
    const state = store.getState();
    const { doc, bar } = state;
    if (!doc || !bar) return;
    const revision = state.beginSave();
    const saved = await deps.save(bar.id, state.editToken, buildSaveBody(doc, bar.version));
    if (store.getState().bar?.id !== saved.id) return;
    store.getState().finishSave(saved, revision);
    noteOrbitSaved(state.orbitRevision);
  }

  async function saveDocument(): Promise<void> {
    const state = store.getState();
    const { doc, bar } = state;
    if (!doc || !bar?.can_edit || state.editRevision === state.savedRevision) return;
    const sentRevision = state.beginSave();
    try {
      const operations = patchUpTo(state, sentRevision);
      if (!operations || !(await savedByPatch(state, operations, sentRevision))) await saveWhole();
      documentRetry.reset();
    } catch (error) {
      const failure = deps.describeError(error);
      if (handleConflict(failure.status, failure.body)) return;
      store.getState().failSave();
      handleFailure(failure, documentRetry, retryIn.document);
    }
  }

  async function saveOrbit(): Promise<void> {
    const state = store.getState();
    const { doc, bar } = state;
    if (!doc || !bar?.can_edit || state.orbitRevision === savedOrbit.revision) return;
    if (deps.isCameraFollowing?.()) {
      noteOrbitSaved(state.orbitRevision);
      return;
    }
    const sentOrbitRevision = state.orbitRevision;
    try {
      const result = await deps.patch(bar.id, state.editToken, bar.version, [orbitOperation(doc.orbit_settings)]);
      if (store.getState().bar?.id !== bar.id) return;
      // Only the version is news: document edits made meanwhile stay unsaved and keep their own timer.
      store.getState().finishPatchSave(result, store.getState().savedRevision);
      noteOrbitSaved(sentOrbitRevision);
      orbitRetry.reset();
    } catch (error) {
      const failure = deps.describeError(error);
      if (handleConflict(failure.status, failure.body)) return;
      handleFailure(failure, orbitRetry, retryIn.orbit);
    }
  }

  return { saveDocument, saveOrbit };
}
