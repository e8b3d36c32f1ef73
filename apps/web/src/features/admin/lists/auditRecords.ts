import type { AdminAuditRow, AuditRecordType } from '@bar/contracts/adminLists';

/** Where the admin area shows a record the audit log names. */
const RECORD_PATHS: Record<AuditRecordType, (id: string) => string> = {
  user: (id) => `/admin/users/${id}`,
  color: (id) => `/admin/colors/${id}`,
  part: (id) => `/admin/parts/${id}`,
  assembly: (id) => `/admin/assemblies/${id}`,
  'vehicle-class': (id) => `/admin/vehicle-classes/${encodeURIComponent(id)}`,
  preset: (id) => `/admin/bar-presets/${id}`,
  inquiry: (id) => `/admin/inquiries/${id}`,
  content: () => '/admin/content',
  'embed-themes': () => '/admin/embed-themes',
};

export function auditRecordPath(row: Pick<AdminAuditRow, 'record_type' | 'record_id'>): string {
  return RECORD_PATHS[row.record_type](row.record_id);
}

/** Records that exist once (the home screen, the dealer themes) are named without an id. */
export function isSingleRecord(type: AuditRecordType): boolean {
  return type === 'content' || type === 'embed-themes';
}

/** What the server stores instead of a secret's value. */
export const REDACTED = '[redacted]';

const MAX_VALUE_LENGTH = 60;

/** A field's value on one short line: text as it is, anything else as JSON, long values cut. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}
