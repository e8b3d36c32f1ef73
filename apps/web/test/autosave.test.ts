import type { BarDto } from '@bar/contracts/bars';
import { describe, expect, test } from 'vitest';
import { startAutosave } from '../src/features/editor/autosave/autosaveController.ts';
import { buildSaveBody, deriveSaveState, mergeSavedBar } from '../src/features/editor/autosave/mergeSave.ts';
import { createAutosaveScheduler, type Timers } from '../src/features/editor/autosave/scheduler.ts';
import { documentOf } from '../src/features/editor/store/documentOf.ts';
import { addModule, BASE, barDto, loadedStore } from './fixtures.ts';

/** Timers driven by the test: `advance(ms)` runs what is due. */
function manualTimers() {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    set: (callback, delayMs) => {
      const handle = nextHandle++;
      pending.set(handle, { at: now + delayMs, callback });
      return handle;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  function advance(ms: number): void {
    now += ms;
    for (const [handle, entry] of [...pending.entries()].sort((a, b) => a[1].at - b[1].at)) {
      if (entry.at > now) continue;
      pending.delete(handle);
      entry.callback();
    }
  }
  return { timers, advance, count: () => pending.size };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('autosave scheduler', () => {
  test('runs 500 ms after the last edit, once', async () => {
    const clock = manualTimers();
    let runs = 0;
    const scheduler = createAutosaveScheduler({ delayMs: 500, timers: clock.timers, run: async () => void runs++ });
    scheduler.notifyEdit();
    clock.advance(400);
    scheduler.notifyEdit();
    clock.advance(400);
    expect(runs).toBe(0);
    clock.advance(100);
    expect(runs).toBe(1);
    await settle();
    expect(scheduler.hasPendingSave()).toBe(false);
  });

  test('an edit during a running save leads to exactly one more save after it', async () => {
    const clock = manualTimers();
    const saves: ReturnType<typeof deferred<void>>[] = [];
    const scheduler = createAutosaveScheduler({
      delayMs: 500,
      timers: clock.timers,
      run: () => {
        const save = deferred<void>();
        saves.push(save);
        return save.promise;
      },
    });
    scheduler.notifyEdit();
    clock.advance(500);
    expect(saves).toHaveLength(1);
    scheduler.notifyEdit();
    clock.advance(500);
    scheduler.notifyEdit();
    clock.advance(500);
    expect(saves).toHaveLength(1);
    expect(scheduler.hasPendingSave()).toBe(true);
    saves[0]?.resolve();
    await settle();
    expect(saves).toHaveLength(2);
    saves[1]?.resolve();
    await settle();
    expect(saves).toHaveLength(2);
  });

  test('flush saves at once and waits for it', async () => {
    const clock = manualTimers();
    let runs = 0;
    const scheduler = createAutosaveScheduler({ delayMs: 500, timers: clock.timers, run: async () => void runs++ });
    scheduler.notifyEdit();
    await scheduler.flush();
    expect(runs).toBe(1);
    expect(clock.count()).toBe(0);
  });
});

describe('save merge', () => {
  test('the body carries the version and every document field', () => {
    const store = loadedStore();
    addModule(store, BASE.graxx600);
    const doc = store.getState().doc;
    if (!doc) throw new Error('no document');
    const body = buildSaveBody(doc, 7);
    expect(Object.keys(body).sort()).toEqual(
      [
        'additionalAccessories',
        'back',
        'front',
        'orbit_settings',
        'schemaVersion',
        'settings',
        'singleParts',
        'version',
      ].sort(),
    );
    expect(body.version).toBe(7);
    expect(body.front).toBe(doc.front);
  });

  test('without edits during the request the server document is taken', () => {
    const store = loadedStore();
    addModule(store, BASE.graxx600);
    const local = store.getState();
    const serverDoc = { ...documentOf(barDto()), singleParts: [{ part_id: 1, count: 2 }] };
    const response = barDto({ version: 2 }, serverDoc);
    const merged = mergeSavedBar({ doc: local.doc ?? serverDoc, editRevision: 1 }, 1, response);
    expect(merged.doc.singleParts).toEqual([{ part_id: 1, count: 2 }]);
    expect(merged.bar.version).toBe(2);
    expect(merged.savedRevision).toBe(1);
  });

  test('with edits during the request the local document stays and only the version is taken', () => {
    const store = loadedStore();
    addModule(store, BASE.graxx600);
    addModule(store, BASE.graxx600);
    const local = store.getState();
    const response = barDto({ version: 5 });
    const merged = mergeSavedBar({ doc: local.doc ?? documentOf(response), editRevision: 2 }, 1, response);
    expect(merged.doc).toBe(local.doc);
    expect(merged.bar.version).toBe(5);
    expect(merged.savedRevision).toBe(1);
    expect(deriveSaveState({ editRevision: 2, savedRevision: 1, isSaving: false, hasSaveError: false })).toBe('dirty');
  });

  test('save states', () => {
    const base = { editRevision: 3, savedRevision: 3, isSaving: false, hasSaveError: false };
    expect(deriveSaveState(base)).toBe('saved');
    expect(deriveSaveState({ ...base, editRevision: 4 })).toBe('dirty');
    expect(deriveSaveState({ ...base, isSaving: true })).toBe('saving');
    expect(deriveSaveState({ ...base, editRevision: 4, hasSaveError: true })).toBe('error');
  });
});

describe('autosave controller with the store', () => {
  function setup(save: (body: { version: number }) => Promise<BarDto>) {
    const clock = manualTimers();
    const store = loadedStore();
    const problems: string[] = [];
    const sent: { version: number }[] = [];
    const controller = startAutosave(store, {
      save: (_id, token, body) => {
        expect(token).toBe('edit-token');
        sent.push(body);
        return save(body);
      },
      describeError: (error) => error as { status: number; body: unknown },
      onProblem: (problem) => problems.push(problem.kind),
      timers: clock.timers,
    });
    return { clock, store, problems, sent, controller };
  }

  test('an edit during a save is kept, saved again with the new version, then the state is saved', async () => {
    const first = deferred<BarDto>();
    let call = 0;
    const { clock, store, sent } = setup(async (body) => {
      call++;
      if (call === 1) return first.promise;
      return barDto({ version: body.version + 1 }, documentOf(barDto()));
    });
    addModule(store, BASE.graxx600);
    clock.advance(500);
    expect(store.getState().isSaving).toBe(true);
    addModule(store, BASE.graxx600);
    first.resolve(barDto({ version: 2 }));
    await settle();
    expect(store.getState().doc?.front.baseModules).toHaveLength(2);
    expect(store.getState().bar?.version).toBe(2);
    clock.advance(500);
    await settle();
    expect(sent.map((body) => body.version)).toEqual([1, 2]);
    expect(store.getState().bar?.version).toBe(3);
    expect(deriveSaveState(store.getState())).toBe('saved');
  });

  test('409 keeps the local bar, stops saving and reports the conflict for the user to choose', async () => {
    const theirs = barDto({ version: 9, name: 'Theirs' });
    const { clock, store, problems } = setup(() =>
      Promise.reject({ status: 409, body: { message: 'stale', data: theirs } }),
    );
    addModule(store, BASE.graxx600);
    clock.advance(500);
    await settle();
    expect(problems).toEqual(['conflict']);
    expect(store.getState().bar?.name).not.toBe('Theirs');
    expect(store.getState().doc?.front.baseModules).toHaveLength(1);
    expect(deriveSaveState(store.getState())).toBe('error');
  });

  test('a failed save shows the error state until the next edit saves again', async () => {
    let shouldFail = true;
    const { clock, store, problems } = setup(async (body) => {
      if (shouldFail) throw { status: 500, body: { message: 'boom' } };
      return barDto({ version: body.version + 1 }, documentOf(barDto()));
    });
    addModule(store, BASE.graxx600);
    clock.advance(500);
    await settle();
    expect(problems).toEqual(['failed']);
    expect(deriveSaveState(store.getState())).toBe('error');
    shouldFail = false;
    addModule(store, BASE.graxx600);
    clock.advance(500);
    await settle();
    expect(deriveSaveState(store.getState())).toBe('saved');
  });
});

describe('camera (orbit settings) save beside the document autosave', () => {
  const camera = (zoom: number) => ({ panX: 0, panY: 0.05, rotationX: -180, rotationY: 28, zoom });

  function setup() {
    const clock = manualTimers();
    const store = loadedStore();
    const sent: Record<string, unknown>[] = [];
    const replies: ReturnType<typeof deferred<BarDto>>[] = [];
    const controller = startAutosave(store, {
      save: (_id, _token, body) => {
        sent.push(body);
        const reply = deferred<BarDto>();
        replies.push(reply);
        return reply.promise;
      },
      describeError: (error) => error as { status: number; body: unknown },
      onProblem: () => undefined,
      timers: clock.timers,
    });
    /** Answers request `index` as the server would: the version after the one it was sent with. */
    const answer = async (index: number) => {
      const body = sent[index] as { version: number };
      replies[index]?.resolve(barDto({ version: body.version + 1 }, store.getState().doc ?? undefined));
      await settle();
    };
    return { clock, store, sent, answer, controller };
  }

  test('is sent on its own 500 ms after the last camera change, with only version and orbit_settings', async () => {
    const { clock, store, sent, answer } = setup();
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-4) });
    clock.advance(300);
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-3) });
    clock.advance(499);
    expect(sent).toHaveLength(0);
    clock.advance(1);
    await settle();
    expect(sent).toEqual([{ version: 1, orbit_settings: camera(-3) }]);
    await answer(0);
    expect(store.getState().bar?.version).toBe(2);
    expect(deriveSaveState(store.getState())).toBe('saved');
  });

  test('waits for a running document save and then uses the version it returned', async () => {
    const { clock, store, sent, answer } = setup();
    addModule(store, BASE.graxx600);
    clock.advance(500);
    await settle();
    expect(sent).toHaveLength(1);
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-2) });
    clock.advance(500);
    await settle();
    expect(sent).toHaveLength(1);
    await answer(0);
    expect(sent.map((body) => body.version)).toEqual([1, 2]);
    expect(sent[1]).toEqual({ version: 2, orbit_settings: camera(-2) });
  });

  test('a document edit made during a camera save is saved after it with the newer version, not lost', async () => {
    const { clock, store, sent, answer } = setup();
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-2) });
    clock.advance(500);
    await settle();
    addModule(store, BASE.graxx600);
    clock.advance(500);
    await settle();
    expect(sent).toHaveLength(1);
    await answer(0);
    expect(store.getState().doc?.front.baseModules).toHaveLength(1);
    expect(deriveSaveState(store.getState())).not.toBe('saved');
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ version: 2, front: { baseModules: [{ base_module_id: BASE.graxx600 }] } });
    await answer(1);
    expect(deriveSaveState(store.getState())).toBe('saved');
  });

  test('a camera change that went out with a document save is not sent again', async () => {
    const { clock, store, sent, answer } = setup();
    addModule(store, BASE.graxx600);
    clock.advance(100);
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-1) });
    clock.advance(400);
    await settle();
    expect(sent).toHaveLength(1);
    clock.advance(100);
    await settle();
    expect(sent[0]).toMatchObject({ orbit_settings: camera(-1) });
    await answer(0);
    await settle();
    expect(sent).toHaveLength(1);
  });

  test('a read-only bar never sends the camera', async () => {
    const clock = manualTimers();
    const store = loadedStore({ can_edit: false });
    let calls = 0;
    startAutosave(store, {
      save: async () => {
        calls++;
        return barDto();
      },
      describeError: () => ({ status: undefined, body: undefined }),
      onProblem: () => undefined,
      timers: clock.timers,
    });
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-2) });
    clock.advance(1000);
    await settle();
    expect(calls).toBe(0);
  });

  test('taking the server document after a save keeps the camera the user has now', () => {
    const store = loadedStore();
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-7) });
    const local = store.getState();
    const merged = mergeSavedBar(
      { doc: local.doc ?? documentOf(barDto()), editRevision: 0 },
      0,
      barDto({ version: 2 }),
    );
    expect(merged.doc.orbit_settings).toEqual(camera(-7));
  });
});
