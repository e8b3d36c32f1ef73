import type { LivePatchEvent } from '@bar/contracts/live';
import { describe, expect, test } from 'vitest';
import { startLiveEditing } from '../src/features/editor/live/liveEditing.ts';
import { remoteStep, withRemoteChange } from '../src/features/editor/live/remoteChange.ts';
import type { EditorStore } from '../src/features/editor/store/createEditorStore.ts';
import { addModule, BASE, barDto, loadedStore } from './fixtures.ts';

/** A loaded bar with one module, all of it saved at version `version`. */
function savedStore(version = 2): EditorStore {
  const store = loadedStore({ version });
  addModule(store, BASE.graxx600);
  store.setState({ unsavedPatches: [], savedRevision: store.getState().editRevision });
  return store;
}

const change = (version: number, ops: unknown[]): LivePatchEvent => ({ version, ops, by: 'pAbcdefgh' });

function applyTo(store: EditorStore, event: LivePatchEvent): void {
  const state = store.getState();
  const step = remoteStep(state, event);
  if (step.kind !== 'apply') throw new Error(`expected apply, got ${step.kind}`);
  store.setState(withRemoteChange(state, step, event.version));
}

describe("another participant's change in the editor", () => {
  test('applies to a document with nothing waiting: the stored bar, their version, no save due, no undo step', () => {
    const store = savedStore();
    const { past, editRevision, doc } = store.getState();
    applyTo(
      store,
      change(3, [
        { op: 'replace', path: '/settings/colors/frames', value: '9005' },
        { op: 'replace', path: '/name', value: 'Their name' },
      ]),
    );
    const after = store.getState();
    expect(after.doc?.settings.colors.frames).toBe('9005');
    expect(after.bar).toMatchObject({ version: 3, name: 'Their name' });
    expect(after.past).toBe(past);
    expect(after.editRevision).toBe(editRevision);
    expect(after.unsavedPatches).toEqual([]);
    // The document the 3D view holds was not changed in place.
    expect(doc?.settings.colors.frames).not.toBe('9005');
  });

  test("keeps this user's camera", () => {
    const store = savedStore();
    const orbit = store.getState().doc?.orbit_settings;
    applyTo(
      store,
      change(3, [
        { op: 'replace', path: '/orbit_settings', value: { panX: 1, panY: 1, rotationX: 0, rotationY: 0, zoom: 9 } },
      ]),
    );
    expect(store.getState().doc?.orbit_settings).toEqual(orbit);
  });

  test('knows a version it holds, and merges when the user has changes waiting, a version was skipped or the operations do not fit', () => {
    const store = savedStore(5);
    expect(remoteStep(store.getState(), change(5, [])).kind).toBe('known');
    expect(remoteStep(store.getState(), change(7, [])).kind).toBe('merge');
    expect(remoteStep(store.getState(), change(6, [{ op: 'remove', path: '/front/baseModules/9' }])).kind).toBe(
      'merge',
    );
    addModule(store, BASE.graxx600);
    expect(store.getState().unsavedPatches.length).toBeGreaterThan(0);
    expect(remoteStep(store.getState(), change(6, [{ op: 'replace', path: '/name', value: 'x' }])).kind).toBe('merge');
  });

  test('lets go of a selected module the other participant removed', () => {
    const store = savedStore();
    const moduleId = store.getState().doc?.front.baseModules[0]?.id ?? null;
    store.setState({ selectedModuleId: moduleId });
    applyTo(store, change(3, [{ op: 'replace', path: '/front/baseModules', value: [] }]));
    expect(store.getState().selectedModuleId).toBeNull();
  });

  test("takes in the stored bar after missed versions without losing the user's undo steps", async () => {
    const store = savedStore(2);
    addModule(store, BASE.graxx1200);
    store.setState({ unsavedPatches: [], savedRevision: store.getState().editRevision });
    const { doc, past } = store.getState();
    if (!doc) throw new Error('no document');
    const modules = doc.front.baseModules.length;
    // Versions 3 and 4 were stored by another participant; only the event of version 5 arrives.
    const stored = barDto(
      { version: 5, name: 'Their name' },
      { ...doc, settings: { ...doc.settings, colors: { ...doc.settings.colors, frames: '9005' } } },
    );
    const live = startLiveEditing(store, { fetchStored: async () => stored, me: () => 'pMeMeMeMe' });
    live.patch(change(5, [{ op: 'replace', path: '/settings/colors/frames', value: '9005' }]));
    await live.settled();
    live.stop();

    const after = store.getState();
    expect(after.bar).toMatchObject({ version: 5, name: 'Their name' });
    expect(after.doc?.settings.colors.frames).toBe('9005');
    expect(after.doc?.orbit_settings).toEqual(doc.orbit_settings);
    expect(after.past).toBe(past);
    expect(after.unsavedPatches).toEqual([]);
    // The user's last step is still theirs to undo, on top of the other participant's colour.
    expect(after.dispatch({ type: 'undo' }).ok).toBe(true);
    expect(store.getState().doc?.front.baseModules).toHaveLength(modules - 1);
    expect(store.getState().doc?.settings.colors.frames).toBe('9005');
  });
});
