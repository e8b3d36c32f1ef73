import type { AuditChanges } from '../../../db/schemaAudit.ts';

/** A record as the audit log sees it: its fields as JSON values (dates as ISO text). */
export type AuditSnapshot = Record<string, unknown>;

export const REDACTED = '[redacted]';

/** Fields never stored: their change is recorded, their values are not (password hashes, tokens, secrets). */
const SECRET_FIELD = /password|token|secret|hash/i;

/**
 * Fields every write touches by itself (a change of them alone is no change worth a line), and
 * the id, which the line names already.
 */
const BOOKKEEPING_FIELDS = new Set(['id', 'updatedAt', 'createdAt']);

function toJsonValue(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between `before` and `after` (null: the record did not exist, or no
 * longer does), each with both values; secrets are replaced by "[redacted]".
 */
export function changedFields(before: AuditSnapshot | null, after: AuditSnapshot | null): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (BOOKKEEPING_FIELDS.has(field)) continue;
    const old = before === null ? null : toJsonValue(before[field]);
    const now = after === null ? null : toJsonValue(after[field]);
    if (sameValue(old, now)) continue;
    changes[field] = SECRET_FIELD.test(field)
      ? { before: old === null ? null : REDACTED, after: now === null ? null : REDACTED }
      : { before: old, after: now };
  }
  return changes;
}
