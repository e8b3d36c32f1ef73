import { ilike, sql } from 'drizzle-orm';
import { auditLog } from '../../../../db/schemaAudit.ts';
import { columnSorts, columnsOf, defineList, fromTable } from '../listPage.ts';
import { equalsFilter } from '../sqlText.ts';

/** `GET /api/audit-log`: who changed which record when, newest first. */
export const auditList = defineList({
  list: 'audit',
  fields: () =>
    columnsOf(auditLog, ['id', 'createdAt', 'actorId', 'actorEmail', 'recordType', 'recordId', 'action', 'changes']),
  from: fromTable(auditLog),
  search: (pattern) => [
    ilike(auditLog.recordType, pattern),
    ilike(auditLog.recordId, pattern),
    ilike(auditLog.actorEmail, pattern),
  ],
  sorts: columnSorts({
    id: auditLog.id,
    created_at: auditLog.createdAt,
    record_type: auditLog.recordType,
    actor_email: auditLog.actorEmail,
  }),
  filters: {
    record_type: equalsFilter(auditLog.recordType),
    action: equalsFilter(auditLog.action),
    // Days in UTC, both ends included (the query schema checked they are days).
    from: (day) => sql`${auditLog.createdAt} >= ${day}::timestamp at time zone 'UTC'`,
    to: (day) => sql`${auditLog.createdAt} < (${day}::date + 1)::timestamp at time zone 'UTC'`,
  },
  present: (row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    record_type: row.recordType,
    record_id: row.recordId,
    action: row.action,
    changes: row.changes,
  }),
});
