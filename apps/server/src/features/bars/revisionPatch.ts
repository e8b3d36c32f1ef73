import jsonPatch, { type Operation } from 'fast-json-patch';
import type { RevisionPatch } from '../../db/schema.ts';

/** A JSON Pointer segment (RFC 6901): `~` and `/` escaped. */
function segment(key: string | number): string {
  return typeof key === 'number' ? String(key) : key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Appends to `out` what turns `before` into `after`; `path` holds the escaped segments (joined only for an operation). */
function diffInto(before: unknown, after: unknown, path: string[], out: RevisionPatch): void {
  if (before === after) return;
  const pointer = () => (path.length === 0 ? '' : `/${path.join('/')}`);
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let index = 0; index < common; index++) {
      if (before[index] === after[index]) continue;
      path.push(String(index));
      diffInto(before[index], after[index], path, out);
      path.pop();
    }
    for (let index = common; index < after.length; index++) {
      out.push({ op: 'add', path: `${pointer()}/${index}`, value: after[index] ?? null });
    }
    for (let index = before.length - 1; index >= common; index--)
      out.push({ op: 'remove', path: `${pointer()}/${index}` });
    return;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    // A key whose value is undefined is absent in JSON.
    for (const key in before) {
      if (
        before[key] !== undefined &&
        Object.hasOwn(before, key) &&
        (after[key] === undefined || !Object.hasOwn(after, key))
      ) {
        out.push({ op: 'remove', path: `${pointer()}/${segment(key)}` });
      }
    }
    for (const key in after) {
      const value = after[key];
      const old = before[key];
      if (value === old || value === undefined || !Object.hasOwn(after, key)) continue;
      if (old === undefined || !Object.hasOwn(before, key)) {
        out.push({ op: 'add', path: `${pointer()}/${segment(key)}`, value });
        continue;
      }
      path.push(segment(key));
      diffInto(old, value, path, out);
      path.pop();
    }
    return;
  }
  out.push({ op: 'replace', path: pointer(), value: after });
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
