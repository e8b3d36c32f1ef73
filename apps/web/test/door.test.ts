import type { BarDocument, OrbitSettings } from '@bar/domain/document';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyDocumentPatches, diffDocuments, type toJsonPatch } from '../src/features/editor/store/patches.ts';
import { BASE } from './fixtures.ts';
import { catalogue, createEditor } from './kit/editorKit.ts';

function largestPreset(): BarDocument {
  const docs = seedPresets.map((preset) => buildPresetDocument(preset, catalogue));
  return docs.reduce((big, doc) => (doc.front.baseModules.length > big.front.baseModules.length ? doc : big));
}

const ORBIT: OrbitSettings = { panX: 0.4, panY: 0.2, rotationX: -120, rotationY: 35, zoom: -7 };

/** Applies RFC 6902 operations the simple way (add, remove, replace), as a server would. */
function applyJsonPatch(doc: BarDocument, operations: ReturnType<typeof toJsonPatch>): BarDocument {
  const copy = JSON.parse(JSON.stringify(doc));
  for (const operation of operations) {
    const path = operation.path
      .split('/')
      .slice(1)
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
    const key = path.pop() ?? '';
    const parent = path.reduce((node, segment) => node[segment], copy);
    const isIndex = Array.isArray(parent);
    if (operation.op === 'remove') {
      if (isIndex) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (operation.op === 'add' && isIndex)
      parent.splice(key === '-' ? parent.length : Number(key), 0, operation.value);
    else parent[key] = operation.value;
  }
  return copy;
}

describe('the door', () => {
  test('an orbit change after an edit survives undo and redo', () => {
    const editor = createEditor();
    editor.addModule(BASE.graxx600);
    editor.addModule(BASE.graxx1200);
    editor.dispatch({ type: 'setOrbit', orbit: ORBIT });
    const orbitRevision = editor.state().orbitRevision;
    expect(editor.undo()).toBe(true);
    expect(editor.doc().front.baseModules).toHaveLength(1);
    expect(editor.doc().orbit_settings).toEqual(ORBIT);
    expect(editor.redo()).toBe(true);
    expect(editor.doc().front.baseModules).toHaveLength(2);
    expect(editor.doc().orbit_settings).toEqual(ORBIT);
    // Undo and redo are no camera changes: the camera's own save has nothing new to send.
    expect(editor.state().orbitRevision).toBe(orbitRevision);
    expect(
      editor
        .state()
        .past.flat()
        .map((patch) => patch.path[0]),
    ).not.toContain('orbit_settings');
  });

  test('view commands leave history and edit revision alone', () => {
    const editor = createEditor();
    editor.addModule(BASE.graxx600);
    const { past, editRevision } = editor.state();
    const moduleId = editor.doc().front.baseModules[0]?.id ?? '';
    editor.dispatch({ type: 'selectModule', moduleId });
    editor.dispatch({ type: 'armItem', itemKey: 'module:g-raxx-600' });
    editor.dispatch({ type: 'setOrbit', orbit: ORBIT });
    editor.dispatch({ type: 'clearSelection' });
    expect(editor.state().past).toBe(past);
    expect(editor.state().editRevision).toBe(editRevision);
  });

  test('history keeps patches of what changed, not whole documents', () => {
    const editor = createEditor({ doc: largestPreset() });
    const code = catalogue.colors.filter((color) => color.is_active).at(-1)?.code ?? '';
    editor.apply({ type: 'setGlobalColor', input: { key: 'counter_boards', code } });
    const undo = editor.state().past.at(-1) ?? [];
    expect(undo.length).toBeGreaterThan(0);
    // Only the changed colours, deep in the document: no side, no module list, no whole document.
    for (const patch of undo) expect(patch.path.length).toBeGreaterThan(2);
    expect(JSON.stringify(undo).length).toBeLessThan(JSON.stringify(editor.doc()).length / 10);
    editor.undo();
    expect(editor.state().future.at(-1)?.length).toBe(undo.length);
  });

  test('a refused edit answers with the reason code and changes nothing', () => {
    const editor = createEditor();
    const before = editor.state();
    expect(editor.addModule(999)).toMatchObject({ ok: false, reason: 'unknownBaseModule', rule: 'CAT' });
    expect(editor.state().doc).toBe(before.doc);
    expect(editor.state().unsavedPatches).toEqual([]);
    expect(editor.dispatch({ type: 'redo' })).toEqual({ ok: false, reason: 'nothingToRedo' });
  });

  test('the unsaved patches, as JSON Patch, turn the saved document into the current one; a save clears them', () => {
    const editor = createEditor();
    const saved = editor.doc();
    editor.addModule(BASE.graxx600);
    editor.addModule(BASE.gflexx1200);
    const first = editor.doc().front.baseModules[0]?.id ?? '';
    editor.dispatch({ type: 'removeBaseModule', input: { side: 'front', moduleId: first } });
    editor.undo();
    const operations = editor.state().unsavedPatches.flatMap((entry) => entry.operations);
    expect(operations.every((operation) => operation.path.startsWith('/'))).toBe(true);
    expect(applyJsonPatch(saved, operations)).toEqual(JSON.parse(JSON.stringify(editor.doc())));
    const sent = editor.state().beginSave();
    editor.state().finishSave({ ...editor.state().bar, ...editor.doc(), version: 2 } as never, sent);
    expect(editor.state().unsavedPatches).toEqual([]);
  });

  test('patches between any two documents of random edits replay both ways', () => {
    const preset = largestPreset();
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...[BASE.graxx600, BASE.graxx1200, BASE.gflexx1200]), { maxLength: 6 }),
        (ids) => {
          const editor = createEditor({ doc: preset });
          const docs = [editor.doc()];
          for (const id of ids) {
            if (editor.addModule(id).ok) docs.push(editor.doc());
          }
          const first = docs[0] as BarDocument;
          const last = docs.at(-1) as BarDocument;
          const change = diffDocuments(first, last);
          expect(applyDocumentPatches(first, change.patches)).toEqual(last);
          expect(applyDocumentPatches(last, change.inversePatches)).toEqual(first);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('the door after a save changed the document', () => {
  test('a step that no longer fits the document is refused with its reason and the history is dropped', () => {
    const editor = createEditor();
    editor.addModule(BASE.graxx600);
    const moduleId = editor.doc().front.baseModules[0]?.id ?? '';
    editor.apply({ type: 'rotateBaseModule', input: { side: 'front', moduleId, rotation: 90 } });
    const sent = editor.state().beginSave();
    // The server answers with a document the steps were not recorded on (here: no modules at all).
    const server = { ...editor.state().bar, ...editor.doc(), front: { ...editor.doc().front, baseModules: [] } };
    editor.state().finishSave({ ...server, version: 2 } as never, sent);
    expect(editor.dispatch({ type: 'undo' })).toEqual({ ok: false, reason: 'historyOutdated' });
    expect(editor.state().past).toEqual([]);
    expect(editor.doc().front.baseModules).toEqual([]);
  });
});
