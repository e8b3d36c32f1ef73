// Undo memory of the editor: 100 edits on the 60-module bar, history as patches (the door) vs. the
// whole documents the store kept before. Prints the JSON size of each history and the heap it holds
// (heapUsed after GC, so Node needs --expose-gc; the npm script passes it).
// Run: npm run undo-memory -w @bar/bench   (or: node --expose-gc --import tsx bench/undoMemory.ts)
import type { BarDto } from '@bar/contracts/bars';
import type { EditCommand } from '@bar/domain/commands/editCommands';
import type { BarDocument } from '@bar/domain/document';
import { sequentialIds } from '@bar/domain/ids';
import { createEditorStore } from '../apps/web/src/features/editor/store/createEditorStore.ts';
import { bigBar, catalogue } from './bigBar.ts';

const EDITS = 100;

/**
 * The next edit a user makes on the bar: colours, panel types, a front frame taken off and put
 * back, a module added at the east end and taken away again (the bar stays at 60 modules).
 */
function nextEdit(i: number, doc: BarDocument): EditCommand {
  const front = doc.front.baseModules;
  const moduleId = front[(i * 7) % 40]?.id ?? '';
  const codes = catalogue.colors.filter((color) => color.is_active).map((color) => color.code);
  const keys = ['panels', 'counter_boards', 'frames'] as const;
  const round = Math.floor(i / 6);
  switch (i % 6) {
    case 0:
      return {
        type: 'setGlobalColor',
        input: { key: keys[round % keys.length] ?? 'panels', code: codes[round % codes.length] ?? '' },
      };
    case 1:
      return { type: 'setPanel', input: { side: 'front', moduleId, mountId: 'n1', assemblyId: 1 + (round % 2) } };
    case 2:
      return { type: 'removeFrontFrame', input: { side: 'front', moduleId, mountId: 'n1' } };
    case 3:
      return { type: 'addFrontFrame', input: { side: 'front', moduleId, mountId: 'n1' } };
    case 4:
      return { type: 'addBaseModule', input: { side: 'front', baseModuleId: 1 } };
    default:
      return front.length > 40
        ? { type: 'removeBaseModule', input: { side: 'front', moduleId: front.at(-1)?.id ?? '' } }
        : { type: 'applyPackagingRecommendation' };
  }
}

/** Runs 100 applied edits through the door; the documents before each edit are what the old store kept. */
function run(): { patches: unknown; documents: BarDocument[]; final: BarDocument } {
  const { doc } = bigBar();
  const store = createEditorStore({ newId: sequentialIds('u'), historyLimit: EDITS });
  store.getState().setCatalogue(catalogue);
  const bar = { ...doc, id: 'bench', name: 'bench', version: 1, can_edit: true, parts: [], updated_at: '' };
  store.getState().loadBar(bar as unknown as BarDto);
  const documents: BarDocument[] = [];
  for (let i = 0; documents.length < EDITS && i < EDITS * 3; i++) {
    const before = store.getState().doc;
    if (!before) break;
    if (store.getState().dispatch(nextEdit(i, before)).ok) documents.push(before);
  }
  if (documents.length < EDITS) throw new Error(`only ${documents.length} edits applied`);
  const state = store.getState();
  if (!state.doc) throw new Error('no document');
  return { patches: state.past, documents, final: state.doc };
}

function gcHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  for (let i = 0; i < 4; i++) gc();
  return process.memoryUsage().heapUsed;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Heap held by each history, in one process: the current document alone, then with the patches,
 * then (after a second identical run) with the whole documents. Each figure is heapUsed after GC.
 */
function heaps(): { patches: number; documents: number } {
  let first: ReturnType<typeof run> | null = run();
  let patches: unknown = first.patches;
  let final: BarDocument | null = first.final;
  first = null;
  const withPatches = gcHeap();
  patches = null;
  const alone = gcHeap();
  let second: ReturnType<typeof run> | null = run();
  const documents = second.documents;
  final = second.final;
  second = null;
  const withDocuments = gcHeap();
  if (!final || !documents.length || patches !== null) throw new Error('lost the history');
  return { patches: withPatches - alone, documents: withDocuments - alone };
}

const { patches, documents, final } = run();
const documentBytes = Buffer.byteLength(JSON.stringify(final));
const patchJson = Buffer.byteLength(JSON.stringify(patches));
const documentsJson = Buffer.byteLength(JSON.stringify(documents));
const held = heaps();
console.log(
  `bar: ${final.front.baseModules.length + final.back.baseModules.length} modules, ${kb(documentBytes)} of JSON`,
);
console.log(`undo history of ${EDITS} edits   JSON of the history   heap held (heapUsed after GC)`);
console.log(`  patches (the door)       ${kb(patchJson).padStart(12)}        ${kb(held.patches).padStart(10)}`);
console.log(`  whole documents (before) ${kb(documentsJson).padStart(12)}        ${kb(held.documents).padStart(10)}`);
