import { describe, expect, test } from 'vitest';
import { randomId } from '../src/features/editor/ids.ts';
import { addModule, BASE, barDto, loadedStore } from './fixtures.ts';
import { removeSelectedModule } from './kit/editorKit.ts';

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

describe('editor store', () => {
  test('adding modules snaps them east of each other and counts as edits', () => {
    const store = loadedStore();
    expect(addModule(store, BASE.graxx600)?.ok).toBe(true);
    expect(addModule(store, BASE.graxx1200)?.ok).toBe(true);
    const state = store.getState();
    const modules = state.doc?.front.baseModules ?? [];
    expect(modules.map((module) => module.base_module_id)).toEqual([BASE.graxx600, BASE.graxx1200]);
    // The first module starts at x = 0 (centre 300); the 1200 mm one snaps on at 600 (centre 1200).
    expect(modules[0]?.position.x).toBe(300);
    expect(modules[1]?.position.x).toBe(1200);
    expect(modules[0]?.neighbours).toEqual([{ id: modules[1]?.id, edge: 'e' }]);
    expect(state.editRevision).toBe(2);
    expect(state.past).toHaveLength(2);
  });

  test('remove, undo and redo move through the local history', () => {
    const store = loadedStore();
    addModule(store, BASE.graxx600);
    addModule(store, BASE.graxx600);
    const twoModules = store.getState().doc;
    const secondId = twoModules?.front.baseModules[1]?.id ?? '';
    store.getState().dispatch({ type: 'removeBaseModule', input: { side: 'front', moduleId: secondId } });
    expect(store.getState().doc?.front.baseModules).toHaveLength(1);

    expect(store.getState().dispatch({ type: 'undo' }).ok).toBe(true);
    expect(store.getState().doc).toEqual(twoModules);
    expect(store.getState().dispatch({ type: 'undo' }).ok).toBe(true);
    expect(store.getState().dispatch({ type: 'undo' }).ok).toBe(true);
    expect(store.getState().doc?.front.baseModules).toHaveLength(0);
    expect(store.getState().dispatch({ type: 'undo' })).toEqual({ ok: false, reason: 'nothingToUndo' });

    expect(store.getState().dispatch({ type: 'redo' }).ok).toBe(true);
    expect(store.getState().dispatch({ type: 'redo' }).ok).toBe(true);
    expect(store.getState().doc).toEqual(twoModules);
    expect(store.getState().future).toHaveLength(1);

    // A new edit drops the redo branch.
    addModule(store, BASE.graxx1200);
    expect(store.getState().future).toHaveLength(0);
    expect(store.getState().dispatch({ type: 'redo' }).ok).toBe(false);
  });

  test('removing the selected module clears the selection; undo does not bring the selection back', () => {
    const store = loadedStore();
    addModule(store, BASE.graxx600);
    const id = store.getState().doc?.front.baseModules[0]?.id ?? '';
    store.getState().dispatch({ type: 'selectModule', moduleId: id });
    expect(store.getState().selectedModuleId).toBe(id);
    expect(removeSelectedModule(store)?.ok).toBe(true);
    expect(store.getState().selectedModuleId).toBeNull();
    expect(store.getState().doc?.front.baseModules).toHaveLength(0);
    store.getState().dispatch({ type: 'undo' }).ok;
    expect(store.getState().selectedModuleId).toBeNull();
    expect(removeSelectedModule(store)).toBeNull();
  });

  test('selecting an id that is not on the bar selects nothing', () => {
    const store = loadedStore();
    store.getState().dispatch({ type: 'selectModule', moduleId: 'nope' });
    expect(store.getState().selectedModuleId).toBeNull();
  });

  test('a refusal leaves the document and history alone', () => {
    const store = loadedStore();
    addModule(store, BASE.graxx600);
    const before = store.getState();
    const result = store
      .getState()
      .dispatch({ type: 'removeBaseModule', input: { side: 'front', moduleId: 'missing' } });
    expect(result).toMatchObject({ ok: false, reason: 'unknownModule' });
    expect(store.getState().doc).toBe(before.doc);
    expect(store.getState().editRevision).toBe(before.editRevision);
    expect(addModule(store, 999)).toMatchObject({ ok: false, reason: 'unknownBaseModule' });
  });

  test('a read-only bar refuses edits', () => {
    const store = loadedStore({ can_edit: false });
    expect(addModule(store, BASE.graxx600)).toEqual({ ok: false, reason: 'readOnly' });
    expect(store.getState().doc?.front.baseModules).toHaveLength(0);
  });

  test('ids made by the browser id factory are valid document ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    for (const id of ids) expect(id).toHaveLength(12);
  });

  test('loading a bar resets history and save state', () => {
    const store = loadedStore();
    addModule(store, BASE.graxx600);
    store.getState().loadBar(barDto(), 'x');
    expect(store.getState().past).toHaveLength(0);
    expect(store.getState().editRevision).toBe(0);
    expect(store.getState().doc?.front.baseModules).toHaveLength(0);
  });
});
