import { describe, expect, test } from 'vitest';
import { buildSaveBody, deriveSaveState, mergeSavedBar } from '../src/features/editor/autosave/mergeSave.ts';
import { createAutosaveScheduler } from '../src/features/editor/autosave/scheduler.ts';
import { documentOf } from '../src/features/editor/store/documentOf.ts';
import { addModule, BASE, barDto, loadedStore } from './fixtures.ts';
import { manualTimers, settle } from './kit/manualTimers.ts';

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

  test('taking the server document after a save keeps the camera the user has now', () => {
    const store = loadedStore();
    store
      .getState()
      .dispatch({ type: 'setOrbit', orbit: { panX: 0, panY: 0.05, rotationX: -180, rotationY: 28, zoom: -7 } });
    const local = store.getState();
    const merged = mergeSavedBar(
      { doc: local.doc ?? documentOf(barDto()), editRevision: 0 },
      0,
      barDto({ version: 2 }),
    );
    expect(merged.doc.orbit_settings).toEqual({ panX: 0, panY: 0.05, rotationX: -180, rotationY: 28, zoom: -7 });
  });
});
