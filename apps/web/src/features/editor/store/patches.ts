import type { BarDocument } from '@bar/domain/document';
import { enablePatches, Immer, type Patch } from 'immer';

enablePatches();
/** Our own instance: documents stay unfrozen (the engine's results are shared with the scene as they are). */
const immer = new Immer({ autoFreeze: false });

/** Parts of the document that are view state: never recorded in an undo step, never rewound. */
export const VIEW_KEYS: readonly string[] = ['orbit_settings'];

/** One recorded change of the document: the patches that make it and those that take it back. */
export type DocumentChange = { patches: Patch[]; inversePatches: Patch[] };

/** One operation of a JSON Patch (RFC 6902), as the autosave will send it. */
export type JsonPatchOperation =
  | { op: 'add' | 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string };

type Container = Record<string | number, unknown>;

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function isViewPatch(patch: Patch): boolean {
  return VIEW_KEYS.includes(String(patch.path[0]));
}

/** Writes `next[key]` into the draft, descending where both sides are objects of the same shape. */
function reconcileEntry(draft: Container, base: Container, next: Container, key: string | number): void {
  const before = base[key];
  const after = next[key];
  if (before === after) return;
  if (isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after)) {
    reconcile(draft[key] as Container, before, after);
  } else {
    draft[key] = after;
  }
}

/** An array changed in one stretch (an item added, removed or changed): the unchanged ends stay untouched. */
function reconcileArray(draft: unknown[], base: unknown[], next: unknown[]): void {
  const shorter = Math.min(base.length, next.length);
  let prefix = 0;
  while (prefix < shorter && base[prefix] === next[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && base[base.length - 1 - suffix] === next[next.length - 1 - suffix]) suffix++;
  const baseMiddle = base.length - prefix - suffix;
  const nextMiddle = next.length - prefix - suffix;
  const paired = Math.min(baseMiddle, nextMiddle);
  for (let index = prefix; index < prefix + paired; index++)
    reconcileEntry(draft as unknown as Container, base as unknown as Container, next as unknown as Container, index);
  if (baseMiddle > nextMiddle) draft.splice(prefix + paired, baseMiddle - nextMiddle);
  else if (nextMiddle > baseMiddle)
    draft.splice(prefix + paired, 0, ...next.slice(prefix + paired, prefix + nextMiddle));
}

function reconcile(draft: Container, base: Container, next: Container): void {
  if (Array.isArray(base) && Array.isArray(next)) {
    reconcileArray(draft as unknown as unknown[], base, next);
    return;
  }
  for (const key of Object.keys(base)) if (!Object.hasOwn(next, key)) delete draft[key];
  for (const key of Object.keys(next)) reconcileEntry(draft, base, next, key);
}

/**
 * The change from one document to the next as immer patches. The engine's commands share every
 * unchanged object with the document they were given, so only what changed is compared and
 * recorded. View state (`VIEW_KEYS`) is left out.
 */
export function diffDocuments(base: BarDocument, next: BarDocument): DocumentChange {
  const [, patches, inversePatches] = immer.produceWithPatches(base, (draft) => {
    reconcile(draft as unknown as Container, base as unknown as Container, next as unknown as Container);
  });
  return {
    patches: patches.filter((patch) => !isViewPatch(patch)),
    inversePatches: inversePatches.filter((patch) => !isViewPatch(patch)),
  };
}

/** Applies recorded patches; the view state of `doc` is kept as it is. */
export function applyDocumentPatches(doc: BarDocument, patches: readonly Patch[]): BarDocument {
  return immer.applyPatches(
    doc,
    patches.filter((patch) => !isViewPatch(patch)),
  );
}

function pointer(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** Immer patches as RFC 6902 operations (immer's `add`, `remove`, `replace` are the same operations). */
export function toJsonPatch(patches: readonly Patch[]): JsonPatchOperation[] {
  return patches.map((patch) =>
    patch.op === 'remove'
      ? { op: 'remove', path: pointer(patch.path) }
      : { op: patch.op, path: pointer(patch.path), value: patch.value },
  );
}
