import type { BarDto } from '@bar/contracts/bars';
import { describe, expect, test } from 'vitest';
import { type SaveProblem, startAutosave } from '../src/features/editor/autosave/autosaveController.ts';
import { resolveConflict } from '../src/features/editor/autosave/conflict.ts';
import { deriveSaveState } from '../src/features/editor/autosave/mergeSave.ts';
import type { Timers } from '../src/features/editor/autosave/scheduler.ts';
import { documentOf } from '../src/features/editor/store/documentOf.ts';
import { addModule, BASE, barDto, loadedStore } from './fixtures.ts';
import { fakeSaveServer } from './kit/fakeSaveServer.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Timers that fire when the test says so. */
function manualTimers() {
  const pending: (() => void)[] = [];
  const timers: Timers = {
    set: (callback) => pending.push(callback),
    clear: (handle) => {
      const index = (handle as number) - 1;
      pending[index] = () => undefined;
    },
  };
  const fireAll = () => {
    for (const callback of pending.splice(0)) callback();
  };
  return { timers, fireAll };
}

/** A server holding version `theirs.version`: a save from an older version gets 409 with its bar. */
function conflictSetup() {
  const clock = manualTimers();
  const store = loadedStore();
  const server = fakeSaveServer(barDto({ version: 5, name: 'Changed in another tab' }));
  const theirs: BarDto = server.stored();
  const problems: SaveProblem[] = [];
  startAutosave(store, {
    save: server.save,
    patch: server.patch,
    describeError: (error) => error as { status: number; body: unknown },
    onProblem: (problem) => problems.push(problem),
    timers: clock.timers,
  });
  return { clock, store, theirs, sent: server.sent, problems };
}

async function staleSave(setup: ReturnType<typeof conflictSetup>) {
  addModule(setup.store, BASE.graxx600);
  setup.clock.fireAll();
  await settle();
}

describe('save conflict (409): the user chooses', () => {
  test('the conflict carries the newer bar and leaves the local edit in place', async () => {
    const setup = conflictSetup();
    await staleSave(setup);
    expect(setup.problems).toHaveLength(1);
    const [problem] = setup.problems;
    expect(problem?.kind === 'conflict' ? problem.server.version : null).toBe(5);
    expect(setup.store.getState().doc?.front.baseModules).toHaveLength(1);
  });

  test('"load the newer version" replaces the local bar and does not save', async () => {
    const setup = conflictSetup();
    await staleSave(setup);
    resolveConflict(setup.store, setup.theirs, 'loadNewer');
    setup.clock.fireAll();
    await settle();
    const state = setup.store.getState();
    expect(state.bar).toMatchObject({ version: 5, name: 'Changed in another tab' });
    expect(state.doc?.front.baseModules).toHaveLength(0);
    expect(deriveSaveState(state)).toBe('saved');
    expect(setup.sent).toHaveLength(1);
  });

  test('"keep mine" saves the local bar over the newer version', async () => {
    const setup = conflictSetup();
    await staleSave(setup);
    resolveConflict(setup.store, setup.theirs, 'keepMine');
    setup.clock.fireAll();
    await settle();
    expect(setup.sent).toHaveLength(2);
    expect(setup.sent[1]?.version).toBe(5);
    const state = setup.store.getState();
    expect(state.bar?.version).toBe(6);
    expect(state.doc?.front.baseModules).toHaveLength(1);
    expect(deriveSaveState(state)).toBe('saved');
  });

  test('a choice about another bar changes nothing', async () => {
    const setup = conflictSetup();
    await staleSave(setup);
    const before = setup.store.getState().doc;
    resolveConflict(setup.store, { ...setup.theirs, id: 'another-bar' }, 'loadNewer');
    expect(setup.store.getState().doc).toBe(before);
    expect(documentOf(setup.theirs).front.baseModules).toHaveLength(0);
  });
});
