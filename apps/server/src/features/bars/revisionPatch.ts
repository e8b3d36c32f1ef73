import jsonPatch, { type Operation } from 'fast-json-patch';
import type { RevisionPatch } from '../../db/schema.ts';

/** A JSON Pointer segment (RFC 6901): `~` and `/` escaped. */
function segment(key: string | number): string {
  return typeof key === 'number' ? String(key) : key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function diffInto(before: unknown, after: unknown, path: string, out: RevisionPatch): void {
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let index = 0; index < common; index++) diffInto(before[index], after[index], `${path}/${index}`, out);
    for (let index = common; index < after.length; index++) {
      out.push({ op: 'add', path: `${path}/${index}`, value: after[index] ?? null });
    }
    for (let index = before.length - 1; index >= common; index--) out.push({ op: 'remove', path: `${path}/${index}` });
    return;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    // A key whose value is undefined is absent in JSON.
    for (const key of Object.keys(before)) {
      if (before[key] !== undefined && after[key] === undefined) {
        out.push({ op: 'remove', path: `${path}/${segment(key)}` });
      }
    }
    for (const key of Object.keys(after)) {
      const value = after[key];
      if (value === undefined) continue;
      const pointer = `${path}/${segment(key)}`;
      if (before[key] === undefined) out.push({ op: 'add', path: pointer, value });
      else diffInto(before[key], value, pointer, out);
    }
    return;
  }
  out.push({ op: 'replace', path, value: after });
}

/**
 * The RFC 6902 operations that turn the JSON value `before` into `after` (both as JSON would
 * read them: undefined properties are absent): adds, removes and replaces, each path valid when
 * applied in order. Arrays are compared index by index. Empty when the two are equal. Subtrees
 * that are the same object in both are skipped without a look.
 */
export function diffJson(before: unknown, after: unknown): RevisionPatch {
  const out: RevisionPatch = [];
  diffInto(before, after, '', out);
  return out;
}

/** `base` (a copy nobody else holds; it is changed) with `patch` applied. */
export function applyRevisionPatch<T>(base: T, patch: RevisionPatch): T {
  return jsonPatch.applyPatch(base, patch as Operation[], false, true).newDocument;
}
