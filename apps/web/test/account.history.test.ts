import type { BarDto, UpdateBarRequest } from '@bar/contracts/bars';
import { describe, expect, test } from 'vitest';
import { startAutosave } from '../src/features/editor/autosave/autosaveController.ts';
import { deriveSaveState } from '../src/features/editor/autosave/mergeSave.ts';
import { type HistoryDirection, restoreSavedVersion } from '../src/features/editor/autosave/restoreSavedVersion.ts';
import type { Timers } from '../src/features/editor/autosave/scheduler.ts';
import type { JsonPatchOperation } from '../src/features/editor/store/patches.ts';
import { addModule, BASE, barDto, loadedStore } from './fixtures.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A bar saved as version 1 (empty) and version 2 (one module), open in the editor with autosave
 * running on timers the test fires; the fake server answers undo/redo like the real one.
 */
async function historySetup() {
  const pending: (() => void)[] = [];
  const timers: Timers = { set: (callback) => pending.push(callback), clear: () => undefined };
  const fireTimers = async () => {
    for (const callback of pending.splice(0)) callback();
    await settle();
  };
  const store = loadedStore();
  const saves: (UpdateBarRequest | JsonPatchOperation[])[] = [];
  const revisions: BarDto[] = [barDto({ version: 1 })];
  let current = 0;
  let serverVersion = 1;
  const moves: { direction: HistoryDirection; version: number; editToken: string | undefined }[] = [];
  /** Stores the editor's document as the next revision (what a full or a patch save leads to). */
  const storeRevision = () => {
    serverVersion++;
    const saved = barDto({ version: serverVersion }, store.getState().doc ?? undefined);
    revisions.splice(current + 1, revisions.length, saved);
    current = revisions.length - 1;
    return saved;
  };
  const controller = startAutosave(store, {
    save: async (_id, _token, body) => {
      saves.push(body);
      return storeRevision();
    },
    patch: async (_id, _token, _version, operations) => {
      saves.push(operations);
      const saved = storeRevision();
      const { transport, power } = saved;
      const totals = { bags: transport.bags.length, volume_l: 0, weight_g: transport.weight_g, vehicles: [] };
      return {
        version: saved.version,
        parts: saved.parts,
        packaging_recommendation: [],
        transport: totals,
        power,
        warnings: [],
      };
    },
    describeError: (error) => error as { status: number; body: unknown },
    onProblem: () => undefined,
    timers,
  });
  const move = async (_id: string, direction: HistoryDirection, version: number, editToken: string | undefined) => {
    moves.push({ direction, version, editToken });
    const current409 = () => ({ status: 409, body: { data: { ...revisions[current], version: serverVersion } } });
    if (version !== serverVersion) throw current409();
    const target = current + (direction === 'undo' ? -1 : 1);
    if (target < 0 || target >= revisions.length) throw current409();
    current = target;
    serverVersion++;
    return { ...(revisions[target] as BarDto), version: serverVersion };
  };
  const deps = {
    flush: () => controller.flush(),
    move,
    describeError: (error: unknown) => error as { status: number; body: unknown },
  };
  addModule(store, BASE.graxx600);
  await fireTimers();
  return { store, saves, moves, deps, fireTimers, setServerVersion: (version: number) => (serverVersion = version) };
}

describe('restore the previous/next saved version (server-side undo/redo)', () => {
  test('undo loads the previous saved revision as the current bar, and autosave sends nothing back', async () => {
    const setup = await historySetup();
    expect(setup.saves).toHaveLength(1);
    const outcome = await restoreSavedVersion(setup.store, 'undo', setup.deps);
    expect(outcome.kind).toBe('restored');
    expect(setup.moves).toEqual([{ direction: 'undo', version: 2, editToken: 'edit-token' }]);
    const state = setup.store.getState();
    expect(state.bar?.version).toBe(3);
    expect(state.doc?.front.baseModules).toHaveLength(0);
    expect(deriveSaveState(state)).toBe('saved');
    await setup.fireTimers();
    expect(setup.saves).toHaveLength(1);
  });

  test('redo after undo brings the saved edit back, again without a save', async () => {
    const setup = await historySetup();
    await restoreSavedVersion(setup.store, 'undo', setup.deps);
    const outcome = await restoreSavedVersion(setup.store, 'redo', setup.deps);
    expect(outcome.kind).toBe('restored');
    expect(setup.moves[1]).toMatchObject({ direction: 'redo', version: 3 });
    expect(setup.store.getState().doc?.front.baseModules).toHaveLength(1);
    await setup.fireTimers();
    expect(setup.saves).toHaveLength(1);
  });

  test('an edit waiting for its timer is saved first, so the undo starts from the newest version', async () => {
    const setup = await historySetup();
    addModule(setup.store, BASE.graxx600);
    const outcome = await restoreSavedVersion(setup.store, 'undo', setup.deps);
    expect(setup.saves).toHaveLength(2);
    expect(setup.moves[0]?.version).toBe(3);
    expect(outcome.kind).toBe('restored');
    expect(setup.store.getState().doc?.front.baseModules).toHaveLength(1);
  });

  test('nothing to undo (409 with the same version): the bar stays as it is', async () => {
    const setup = await historySetup();
    await restoreSavedVersion(setup.store, 'undo', setup.deps);
    const before = setup.store.getState().doc;
    const outcome = await restoreSavedVersion(setup.store, 'undo', setup.deps);
    expect(outcome.kind).toBe('nothingToMove');
    expect(setup.store.getState().doc).toBe(before);
  });

  test('changed elsewhere (409 with a newer version): the conflict choice with the server bar', async () => {
    const setup = await historySetup();
    setup.setServerVersion(7);
    const outcome = await restoreSavedVersion(setup.store, 'undo', setup.deps);
    expect(outcome.kind === 'conflict' ? outcome.server.version : null).toBe(7);
    expect(setup.store.getState().doc?.front.baseModules).toHaveLength(1);
  });

  test('local edits a failed save left unsaved are not dropped: no move is sent', async () => {
    const setup = await historySetup();
    addModule(setup.store, BASE.graxx600);
    const outcome = await restoreSavedVersion(setup.store, 'undo', { ...setup.deps, flush: async () => undefined });
    expect(outcome.kind).toBe('unsavedEdits');
    expect(setup.moves).toHaveLength(0);
    expect(setup.store.getState().doc?.front.baseModules).toHaveLength(2);
  });
});
