import { httpStatus, responseBody } from '../../../shared/api.ts';

/**
 * Pure helpers behind the admin record form (spec section 4: "dirty when data differs from the
 * last loaded or saved snapshot"; "errors per field from a 422").
 */

/** Deep equality of two form value trees (plain objects, arrays, primitives). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValues(left[key], right[key])) return false;
  return true;
}

/** Whether the current values differ from the snapshot taken at the last load or successful save. */
export function isDirtyAgainst<T>(values: T, snapshot: T | null): boolean {
  return snapshot !== null && !sameValues(values, snapshot);
}

/** Whether a dotted path (`translations.de.name`, `parts.0.quantity`) names a field of the values. */
export function hasFieldPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(segment in node)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

export type ServerErrorSplit = {
  /** The first message per field path the form has. */
  fields: [path: string, message: string][];
  /** Messages for paths the form has no field for (shown together above the buttons). */
  others: string[];
};

/** Refusals whose message tells the administrator what to change: 422 (the input) and 409 (the state, e.g. a code taken). */
function isExplainedRefusal(error: unknown): boolean {
  const status = httpStatus(error);
  return status === 422 || status === 409;
}

/** Splits a failed submit's 422 (or 409) `errors` into per-field messages and the rest; null for other failures. */
export function splitServerErrors(error: unknown, values: unknown): ServerErrorSplit | null {
  if (!isExplainedRefusal(error)) return null;
  const body = responseBody(error) as { message?: string; errors?: Record<string, string[]> } | undefined;
  const split: ServerErrorSplit = { fields: [], others: [] };
  for (const [path, messages] of Object.entries(body?.errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    if (hasFieldPath(values, path)) split.fields.push([path, message]);
    else split.others.push(message);
  }
  if (split.fields.length === 0 && split.others.length === 0 && body?.message) split.others.push(body.message);
  return split;
}

/** The first message of a 422 or 409 (a field's, else the body's), for actions that have no form field. */
export function serverMessage(error: unknown): string | null {
  if (!isExplainedRefusal(error)) return null;
  const body = responseBody(error) as { message?: string; errors?: Record<string, string[]> } | undefined;
  const first = Object.values(body?.errors ?? {}).find((messages) => messages.length > 0)?.[0];
  return first ?? body?.message ?? null;
}
