import jsonPatch, { type Operation } from 'fast-json-patch';
import type { RevisionPatch } from '../../db/schema.ts';
import { pointerKeys, pointerOf, pointerSegment } from './jsonPointer.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether `record` holds `key` itself, `value` being what `record[key]` read: a JSON value is never
 * a function, and of what a plain object inherits only `__proto__` reads as something else.
 */
function holds(record: Record<string, unknown>, key: string, value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && (key !== '__proto__' || Object.hasOwn(record, key));
}

/**
 * Appends to `out` what turns `before` into `after`; `path` holds the keys and indexes on the way
 * (escaped and joined only for an operation). A whole document of 80 KB is walked on every full save, so the walk
 * makes no closures and reads own keys once (`Object.keys`; a key whose value is undefined is
 * absent in JSON).
 */
function diffInto(before: unknown, after: unknown, path: (string | number)[], out: RevisionPatch): void {
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let index = 0; index < common; index++) {
      if (before[index] === after[index]) continue;
      path.push(index);
      diffInto(before[index], after[index], path, out);
      path.pop();
    }
    for (let index = common; index < after.length; index++) {
      out.push({ op: 'add', path: `${pointerOf(path)}/${index}`, value: after[index] ?? null });
    }
    for (let index = before.length - 1; index >= common; index--)
      out.push({ op: 'remove', path: `${pointerOf(path)}/${index}` });
    return;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(before)) {
      if (before[key] !== undefined && !holds(after, key, after[key])) {
        out.push({ op: 'remove', path: `${pointerOf(path)}/${pointerSegment(key)}` });
      }
    }
    for (const key of Object.keys(after)) {
      const value = after[key];
      const old = before[key];
      if (value === old || value === undefined) continue;
      if (!holds(before, key, old)) {
        out.push({ op: 'add', path: `${pointerOf(path)}/${pointerSegment(key)}`, value });
        continue;
      }
      path.push(key);
      diffInto(old, value, path, out);
      path.pop();
    }
    return;
  }
  out.push({ op: 'replace', path: pointerOf(path), value: after });
}

/**
 * The RFC 6902 operations that turn the JSON value `before` into `after` (both as JSON would
 * read them: undefined properties are absent): adds, removes and replaces, each path valid when
 * applied in order. Arrays are compared index by index. Empty when the two are equal. Subtrees
 * that are the same object in both are skipped without a look.
 */
export function diffJson(before: unknown, after: unknown): RevisionPatch {
  const out: RevisionPatch = [];
  diffInto(before, after, [], out);
  return out;
}

/** `base` (a copy nobody else holds; it is changed) with `patch` applied. */
export function applyRevisionPatch<T>(base: T, patch: RevisionPatch): T {
  return jsonPatch.applyPatch(base, patch as Operation[], false, true).newDocument;
}

/**
 * `base` with `patch` (operations as `diffJson` makes them: valid paths, additions to arrays at
 * their ends) applied, copying only the objects and arrays on the paths it changes: everything
 * else stays the very objects of `base`, which is not changed. So the checks that remember what
 * they found per object (a side's rules, the parts list) know the parts a change left alone.
 */
export function applyDiffSharing(base: unknown, patch: RevisionPatch): unknown {
  const copied = new Set<unknown>();
  const copy = (value: object): Record<string, unknown> => {
    const fresh = (Array.isArray(value) ? value.slice() : { ...value }) as Record<string, unknown>;
    copied.add(fresh);
    return fresh;
  };
  let root: unknown = base;
  for (const operation of patch) {
    const keys = pointerKeys(operation.path);
    const last = keys.pop();
    if (last === undefined) {
      root = operation.value;
      continue;
    }
    if (typeof root !== 'object' || root === null) throw new Error(`no value holds ${operation.path}`);
    if (!copied.has(root)) root = copy(root);
    let node = root as Record<string, unknown>;
    for (const key of keys) {
      const child = node[key];
      if (typeof child !== 'object' || child === null) throw new Error(`no value holds ${operation.path}`);
      const own = copied.has(child) ? (child as Record<string, unknown>) : copy(child);
      node[key] = own;
      node = own;
    }
    if (Array.isArray(node)) {
      const index = Number(last);
      if (operation.op === 'remove') node.splice(index, 1);
      else if (operation.op === 'add') node.splice(index, 0, operation.value);
      else node[index] = operation.value;
    } else if (operation.op === 'remove') {
      delete node[last];
    } else {
      node[last] = operation.value;
    }
  }
  return root;
}
