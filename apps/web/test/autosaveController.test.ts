import type { BarDto } from '@bar/contracts/bars';
import type { OrbitSettings } from '@bar/domain/document';
import { describe, expect, test } from 'vitest';
import { type SaveProblem, startAutosave } from '../src/features/editor/autosave/autosaveController.ts';
import { resolveConflict } from '../src/features/editor/autosave/conflict.ts';
import { deriveSaveState } from '../src/features/editor/autosave/mergeSave.ts';
import type { EditorStore } from '../src/features/editor/store/createEditorStore.ts';
import { documentOf } from '../src/features/editor/store/documentOf.ts';
import { addModule, BASE, loadedStore } from './fixtures.ts';
import { type FakeError, fakeSaveServer } from './kit/fakeSaveServer.ts';
import { manualTimers, settle } from './kit/manualTimers.ts';

/** An editor with autosave running against the fake server, on timers the test advances. */
function setup() {
  const clock = manualTimers();
  const store = loadedStore();
  const server = fakeSaveServer();
  const problems: SaveProblem[] = [];
  const controller = startAutosave(store, {
    save: (id, token, body) => {
      expect(token).toBe('edit-token');
      return server.save(id, token, body);
    },
    patch: server.patch,
    describeError: (error) => error as FakeError,
    onProblem: (problem) => problems.push(problem),
    timers: clock.timers,
  });
  /** Waits out the quiet period and lets the requests it started finish. */
  const save = async () => {
    clock.advance(500);
    await settle();
    await settle();
  };
  return { clock, store, server, problems, controller, save };
}

/** The document fields the server stores, as JSON: what must be equal on both sides. */
function storedDocument(bar: BarDto) {
  const { orbit_settings: _orbit, ...rest } = documentOf(bar);
  return JSON.parse(JSON.stringify(rest));
}

function localDocument(store: EditorStore) {
  const doc = store.getState().doc;
  if (!doc) throw new Error('no document');
  const { orbit_settings: _orbit, ...rest } = doc;
  return JSON.parse(JSON.stringify(rest));
}

const camera = (zoom: number): OrbitSettings => ({ panX: 0, panY: 0.05, rotationX: -180, rotationY: 28, zoom });

const otherTabsBackground = (bar: BarDto): BarDto => ({
  ...bar,
  settings: { ...bar.settings, backgroundColor: '#112233' },
});

describe('autosave sends JSON Patches', () => {
  test('an edit goes as a small patch made on the saved version; the reply is folded in, the document kept', async () => {
    const { store, server, save } = setup();
    addModule(store, BASE.graxx600);
    const edited = store.getState().doc;
    await save();
    expect(server.sent).toHaveLength(1);
    const [request] = server.sent;
    if (request?.method !== 'PATCH') throw new Error('expected a patch');
    expect(request.version).toBe(1);
    expect(request.operations.length).toBeGreaterThan(0);
    expect(request.operations.every((operation) => operation.path.startsWith('/front/'))).toBe(true);
    expect(request.bytes).toBeLessThan(JSON.stringify(edited).length);
    const state = store.getState();
    expect(state.doc).toBe(edited);
    expect(state.bar?.version).toBe(2);
    expect(state.bar?.parts).toEqual(server.stored().parts);
    expect(state.unsavedPatches).toEqual([]);
    expect(deriveSaveState(state)).toBe('saved');
    expect(storedDocument(server.stored())).toEqual(localDocument(store));
  });

  test('edits within 500 ms of each other go in one patch', async () => {
    const { clock, store, server, save } = setup();
    addModule(store, BASE.graxx600);
    clock.advance(300);
    addModule(store, BASE.graxx1200);
    clock.advance(499);
    expect(server.sent).toHaveLength(0);
    await save();
    expect(server.sent.map((request) => request.method)).toEqual(['PATCH']);
    expect(server.stored().front.baseModules).toHaveLength(2);
    expect(storedDocument(server.stored())).toEqual(localDocument(store));
  });

  test('edits made while a patch is under way go in the next one, in order, with the new version', async () => {
    const { clock, store, server, save } = setup();
    const release = server.pause();
    addModule(store, BASE.graxx600);
    clock.advance(500);
    await settle();
    expect(store.getState().isSaving).toBe(true);
    addModule(store, BASE.graxx1200);
    const second = store.getState().doc?.front.baseModules[1]?.id ?? '';
    store.getState().dispatch({ type: 'removeBaseModule', input: { side: 'front', moduleId: second } });
    addModule(store, BASE.gflexx1200);
    clock.advance(500);
    await settle();
    expect(server.sent).toHaveLength(1);
    release();
    await settle();
    await save();
    expect(server.sent.map((request) => [request.method, request.version])).toEqual([
      ['PATCH', 1],
      ['PATCH', 2],
    ]);
    expect(server.stored().front.baseModules.map((module) => module.base_module_id)).toEqual([
      BASE.graxx600,
      BASE.gflexx1200,
    ]);
    expect(storedDocument(server.stored())).toEqual(localDocument(store));
    expect(store.getState().bar?.version).toBe(3);
    expect(deriveSaveState(store.getState())).toBe('saved');
  });

  test('undo and redo are sent as the changes they make', async () => {
    const { store, server, save } = setup();
    addModule(store, BASE.graxx600);
    await save();
    addModule(store, BASE.graxx1200);
    store.getState().dispatch({ type: 'undo' });
    store.getState().dispatch({ type: 'undo' });
    store.getState().dispatch({ type: 'redo' });
    await save();
    expect(server.sent.map((request) => request.method)).toEqual(['PATCH', 'PATCH']);
    expect(server.stored().front.baseModules).toHaveLength(1);
    expect(storedDocument(server.stored())).toEqual(localDocument(store));
  });

  test('409: the conflict is reported and the local edit stays; nothing is retried on its own', async () => {
    const { store, server, problems, save } = setup();
    server.changeElsewhere(otherTabsBackground);
    addModule(store, BASE.graxx600);
    await save();
    expect(problems.map((problem) => problem.kind)).toEqual(['conflict']);
    const [problem] = problems;
    expect(problem?.kind === 'conflict' ? problem.server.version : null).toBe(2);
    expect(store.getState().doc?.front.baseModules).toHaveLength(1);
    expect(deriveSaveState(store.getState())).toBe('error');
    expect(server.sent).toHaveLength(1);
  });

  test('409, "keep mine": a full save of my changes made on the newer bar (theirs kept too), then patches again', async () => {
    const { store, server, problems, save } = setup();
    server.changeElsewhere(otherTabsBackground);
    addModule(store, BASE.graxx600);
    await save();
    const [problem] = problems;
    if (problem?.kind !== 'conflict') throw new Error('expected a conflict');
    resolveConflict(store, problem.server, 'keepMine');
    await save();
    expect(server.sent.map((request) => [request.method, request.version])).toEqual([
      ['PATCH', 1],
      ['PUT', 2],
    ]);
    const stored = server.stored();
    expect(stored.front.baseModules).toHaveLength(1);
    expect(stored.settings.backgroundColor).toBe('#112233');
    expect(store.getState().doc?.settings.backgroundColor).toBe('#112233');
    expect(deriveSaveState(store.getState())).toBe('saved');

    addModule(store, BASE.graxx1200);
    await save();
    expect(server.sent.at(-1)).toMatchObject({ method: 'PATCH', version: 3 });
    expect(server.stored().front.baseModules).toHaveLength(2);
    expect(storedDocument(server.stored())).toEqual(localDocument(store));
  });

  test('"keep mine" when my changes do not apply to the newer bar: my document is saved over it', async () => {
    const { store, server, problems, save } = setup();
    addModule(store, BASE.graxx600);
    await save();
    const mine = store.getState().doc?.front.baseModules[0]?.id ?? '';
    // The other tab removed the module I am changing.
    server.changeElsewhere((bar) => ({ ...bar, front: { ...bar.front, baseModules: [] } }));
    store.getState().dispatch({ type: 'removeBaseModule', input: { side: 'front', moduleId: mine } });
    addModule(store, BASE.graxx1200);
    addModule(store, BASE.graxx1200);
    await save();
    const [problem] = problems;
    if (problem?.kind !== 'conflict') throw new Error('expected a conflict');
    const local = localDocument(store);
    resolveConflict(store, problem.server, 'keepMine');
    await save();
    expect(server.sent.at(-1)).toMatchObject({ method: 'PUT', version: 3 });
    expect(storedDocument(server.stored())).toEqual(local);
  });

  test('409, "load the newer version": their bar replaces mine and the next edit is a patch again', async () => {
    const { store, server, problems, save } = setup();
    server.changeElsewhere(otherTabsBackground);
    addModule(store, BASE.graxx600);
    await save();
    const [problem] = problems;
    if (problem?.kind !== 'conflict') throw new Error('expected a conflict');
    resolveConflict(store, problem.server, 'loadNewer');
    await save();
    expect(server.sent).toHaveLength(1);
    addModule(store, BASE.graxx1200);
    await save();
    expect(server.sent.at(-1)).toMatchObject({ method: 'PATCH', version: 2 });
    expect(server.stored().settings.backgroundColor).toBe('#112233');
    expect(storedDocument(server.stored())).toEqual(localDocument(store));
  });

  test('422 on a patch (the stored document differs): one full save, then patches again', async () => {
    const { store, server, problems, save } = setup();
    addModule(store, BASE.graxx600);
    await save();
    // The stored document lost the module without a new version (as a server-side migration might).
    const stored = server.stored();
    stored.front.baseModules = [];
    addModule(store, BASE.graxx1200);
    await save();
    expect(server.sent.map((request) => [request.method, request.version])).toEqual([
      ['PATCH', 1],
      ['PATCH', 2],
      ['PUT', 2],
    ]);
    expect(problems).toEqual([]);
    expect(storedDocument(server.stored())).toEqual(localDocument(store));
    expect(deriveSaveState(store.getState())).toBe('saved');
    addModule(store, BASE.gflexx1200);
    await save();
    expect(server.sent.at(-1)).toMatchObject({ method: 'PATCH', version: 3 });
    expect(storedDocument(server.stored())).toEqual(localDocument(store));
  });

  test('422 on the patch and on the full save: the refusal is reported once, no loop', async () => {
    const refused: FakeError = { status: 422, body: { message: 'P1: modules overlap' } };
    const calls: string[] = [];
    const clock = manualTimers();
    const store = loadedStore();
    const problems: SaveProblem[] = [];
    startAutosave(store, {
      save: async () => {
        calls.push('PUT');
        throw refused;
      },
      patch: async () => {
        calls.push('PATCH');
        throw refused;
      },
      describeError: (error) => error as FakeError,
      onProblem: (problem) => problems.push(problem),
      timers: clock.timers,
    });
    addModule(store, BASE.graxx600);
    clock.advance(500);
    await settle();
    expect(calls).toEqual(['PATCH', 'PUT']);
    expect(problems).toEqual([{ kind: 'rejected', message: 'P1: modules overlap' }]);
    expect(deriveSaveState(store.getState())).toBe('error');
    // The server refused the patch: the next save sends the whole document again.
    addModule(store, BASE.graxx1200);
    clock.advance(500);
    await settle();
    expect(calls).toEqual(['PATCH', 'PUT', 'PUT']);
  });

  test('a failed patch shows the error state until the next edit saves again', async () => {
    let shouldFail = true;
    const failing: FakeError = { status: 500, body: { message: 'boom' } };
    const server = fakeSaveServer();
    const clock = manualTimers();
    const store = loadedStore();
    const problems: string[] = [];
    startAutosave(store, {
      save: server.save,
      patch: (...args) => (shouldFail ? Promise.reject(failing) : server.patch(...args)),
      describeError: (error) => error as FakeError,
      onProblem: (problem) => problems.push(problem.kind),
      timers: clock.timers,
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
    expect(server.stored().front.baseModules).toHaveLength(2);
  });
});

describe('camera (orbit settings) save beside the document autosave', () => {
  test("is not sent while the camera follows another participant's: their moves are theirs to store", async () => {
    const clock = manualTimers();
    const store = loadedStore();
    const server = fakeSaveServer();
    let isFollowing = true;
    const controller = startAutosave(store, {
      save: server.save,
      patch: server.patch,
      describeError: (error) => error as FakeError,
      onProblem: () => undefined,
      isCameraFollowing: () => isFollowing,
      timers: clock.timers,
    });
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-4) });
    clock.advance(500);
    await settle();
    expect(server.sent).toEqual([]);
    expect(controller.hasUnsentEdits()).toBe(false);

    // Following stopped: the user's own next move is theirs and is stored.
    isFollowing = false;
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-2) });
    clock.advance(500);
    await settle();
    expect(server.sent).toMatchObject([{ operations: [{ op: 'add', path: '/orbit_settings', value: camera(-2) }] }]);
    controller.stop();
  });

  test('is sent on its own 500 ms after the last camera change, as one operation', async () => {
    const { clock, store, server } = setup();
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-4) });
    clock.advance(300);
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-3) });
    clock.advance(499);
    expect(server.sent).toHaveLength(0);
    clock.advance(1);
    await settle();
    expect(server.sent).toEqual([
      {
        method: 'PATCH',
        version: 1,
        operations: [{ op: 'add', path: '/orbit_settings', value: camera(-3) }],
        bytes: expect.any(Number),
      },
    ]);
    expect(store.getState().bar?.version).toBe(2);
    expect(server.stored().orbit_settings).toEqual(camera(-3));
    expect(deriveSaveState(store.getState())).toBe('saved');
  });

  test('waits for a running document save and then uses the version it returned', async () => {
    const { clock, store, server } = setup();
    const release = server.pause();
    addModule(store, BASE.graxx600);
    clock.advance(500);
    await settle();
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-2) });
    clock.advance(500);
    await settle();
    expect(server.sent).toHaveLength(1);
    release();
    await settle();
    await settle();
    expect(server.sent.map((request) => request.version)).toEqual([1, 2]);
    expect(server.sent[1]).toMatchObject({ operations: [{ op: 'add', path: '/orbit_settings', value: camera(-2) }] });
  });

  test('a document edit made during a camera save is saved after it with the newer version, not lost', async () => {
    const { clock, store, server } = setup();
    const release = server.pause();
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-2) });
    clock.advance(500);
    await settle();
    addModule(store, BASE.graxx600);
    clock.advance(500);
    await settle();
    expect(server.sent).toHaveLength(1);
    release();
    await settle();
    expect(store.getState().doc?.front.baseModules).toHaveLength(1);
    await settle();
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]).toMatchObject({ method: 'PATCH', version: 2 });
    await settle();
    expect(server.stored().front.baseModules.map((module) => module.base_module_id)).toEqual([BASE.graxx600]);
    expect(deriveSaveState(store.getState())).toBe('saved');
  });

  test('a camera change that went out with a document save is not sent again', async () => {
    const { clock, store, server } = setup();
    addModule(store, BASE.graxx600);
    clock.advance(100);
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-1) });
    clock.advance(400);
    await settle();
    expect(server.sent).toHaveLength(1);
    clock.advance(100);
    await settle();
    expect(server.sent[0]).toMatchObject({
      method: 'PATCH',
      operations: expect.arrayContaining([{ op: 'add', path: '/orbit_settings', value: camera(-1) }]),
    });
    expect(server.stored().orbit_settings).toEqual(camera(-1));
    await settle();
    expect(server.sent).toHaveLength(1);
  });

  test('a read-only bar never sends the camera', async () => {
    const clock = manualTimers();
    const store = loadedStore({ can_edit: false });
    const server = fakeSaveServer();
    startAutosave(store, {
      save: server.save,
      patch: server.patch,
      describeError: () => ({ status: undefined, body: undefined }),
      onProblem: () => undefined,
      timers: clock.timers,
    });
    store.getState().dispatch({ type: 'setOrbit', orbit: camera(-2) });
    clock.advance(1000);
    await settle();
    expect(server.sent).toHaveLength(0);
  });
});
