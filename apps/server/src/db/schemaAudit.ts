// The audit log: one row per change an administrator made through the admin API.
import type { AuditAction, AuditRecordType } from '@bar/contracts/adminLists';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { createdAt } from './schemaColumns.ts';

/** A field's value before and after the change; null where the record did not exist. */
export type AuditFieldChange = { before: unknown; after: unknown };
export type AuditChanges = Record<string, AuditFieldChange>;

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    /** Null once the administrator's account is deleted; `actor_email` keeps who it was. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    recordType: text('record_type').$type<AuditRecordType>().notNull(),
    /** Text, as some records are named by a code (`vehicle-classes/{code}`) or are one of a kind (`content`). */
    recordId: text('record_id').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** Only the fields that changed; secrets (password hashes, tokens) are stored as "[redacted]". */
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_record_idx').on(table.recordType, table.recordId),
    index('audit_log_actor_email_idx').on(table.actorEmail),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
