import type { EditCommand } from '@bar/domain/commands/editCommands';
import { describe, expect, test, vi } from 'vitest';
import { answerConfirmation, confirmStore } from '../src/features/editor/modes/confirmStore.ts';
import { offerFollowUp } from '../src/features/editor/modes/offers.ts';
import { placesFor } from '../src/features/editor/places/placesFor.ts';
import { addModule, barDto } from './fixtures.ts';
import { createEditor, removeSelectedModule } from './kit/editorKit.ts';
import { barWith, fullCatalogue, MODULE } from './modesFixtures.ts';

function storeWith(doc = barWith([MODULE.graxx600, MODULE.graxx600])) {
  return createEditor({ doc }).store;
}

function firstPlace(store: ReturnType<typeof storeWith>, mode: Parameters<typeof placesFor>[0]) {
  const { doc } = store.getState();
  if (!doc) throw new Error('no bar');
  const place = placesFor(mode, 'front', doc, fullCatalogue)[0];
  if (!place) throw new Error('no place');
  return place;
}

describe('selection of places', () => {
  test('a chosen place stays chosen across edits and is dropped with its module', () => {
    const store = storeWith();
    const row = firstPlace(store, 'racks');
    store.getState().dispatch({ type: 'selectPlace', place: row });
    store.getState().dispatch({ type: 'armItem', itemKey: 'assembly:10' });
    addModule(store, MODULE.graxx600);
    expect(store.getState().selectedPlace?.key).toBe(row.key);
    const moduleId = row.kind === 'rackRow' ? row.moduleId : '';
    store.getState().dispatch({ type: 'selectModule', moduleId: moduleId });
    removeSelectedModule(store);
    expect(store.getState().selectedPlace).toBeNull();
  });

  test('choosing a whole module as the place selects the module; Escape clears everything', () => {
    const store = storeWith();
    const module = firstPlace(store, 'shape');
    expect(module.kind).toBe('module');
    store.getState().dispatch({ type: 'selectPlace', place: module });
    expect(store.getState().selectedModuleId).toBe(module.kind === 'module' ? module.moduleId : '');
    store.getState().dispatch({ type: 'armItem', itemKey: 'module:g-raxx-600' });
    store.getState().dispatch({ type: 'clearSelection' });
    expect(store.getState()).toMatchObject({ selectedPlace: null, selectedModuleId: null, armedItemKey: null });
  });

  test('switching side starts without a selection', () => {
    const store = storeWith();
    store.getState().dispatch({ type: 'selectPlace', place: firstPlace(store, 'front-panels') });
    store.getState().dispatch({ type: 'setSide', side: 'back' });
    expect(store.getState().selectedPlace).toBeNull();
  });
});

describe('undo and redo with autosave', () => {
  test('undo while a save is under way keeps the undone bar when the save answers', () => {
    const store = storeWith(barWith([]));
    addModule(store, MODULE.graxx600);
    addModule(store, MODULE.graxx600);
    const sent = store.getState().beginSave();
    const savedDoc = store.getState().doc;
    if (!savedDoc) throw new Error('no bar');
    store.getState().dispatch({ type: 'undo' }).ok;
    store.getState().finishSave(barDto({ version: 2 }, savedDoc), sent);
    expect(store.getState().doc?.front.baseModules).toHaveLength(1);
    expect(store.getState().bar?.version).toBe(2);
    // The undone step can still be redone after the save came back.
    expect(store.getState().dispatch({ type: 'redo' }).ok).toBe(true);
    expect(store.getState().doc?.front.baseModules).toHaveLength(2);
  });

  test('several steps back and forth after a finished save; each step is an edit to save', () => {
    const store = storeWith(barWith([]));
    for (let i = 0; i < 3; i++) addModule(store, MODULE.graxx600);
    const sent = store.getState().beginSave();
    const doc = store.getState().doc;
    if (!doc) throw new Error('no bar');
    store.getState().finishSave(barDto({ version: 2 }, doc), sent);
    expect(store.getState().savedRevision).toBe(store.getState().editRevision);
    expect(store.getState().dispatch({ type: 'undo' }).ok).toBe(true);
    expect(store.getState().dispatch({ type: 'undo' }).ok).toBe(true);
    expect(store.getState().doc?.front.baseModules).toHaveLength(1);
    expect(store.getState().editRevision).toBeGreaterThan(store.getState().savedRevision);
    expect(store.getState().dispatch({ type: 'redo' }).ok).toBe(true);
    expect(store.getState().doc?.front.baseModules).toHaveLength(2);
  });
});

describe('D2 offer', () => {
  test('changing a front panel type asks whether all other front panels follow; confirming applies it', () => {
    const store = storeWith();
    const doc = store.getState().doc;
    const moduleId = doc?.front.baseModules[0]?.id ?? '';
    const result = store
      .getState()
      .dispatch({ type: 'setPanel', input: { side: 'front', moduleId, mountId: 'n1', assemblyId: 1 } });
    expect(result?.ok && result.offer).toEqual({ kind: 'applyFrontPanelTypeToAll', assemblyId: 1 });
    if (!result?.ok || !result.offer) throw new Error('offer expected');
    const run = vi.fn((command: EditCommand) => store.getState().dispatch(command));
    offerFollowUp(result.offer, run);
    expect(confirmStore.getState().request?.kind).toBe('applyToAll');
    answerConfirmation(true);
    expect(run).toHaveBeenCalledOnce();
    const heights = store
      .getState()
      .doc?.front.baseModules.map((module) => module.panels.find((panel) => panel.mount.id === 'n1')?.height);
    expect(heights).toEqual([860, 860]);
  });

  test('cancelling leaves the other panels alone', () => {
    const run = vi.fn();
    offerFollowUp({ kind: 'applyFrontPanelTypeToAll', assemblyId: 1 }, run);
    answerConfirmation(false);
    expect(run).not.toHaveBeenCalled();
    expect(confirmStore.getState().request).toBeNull();
  });
});
