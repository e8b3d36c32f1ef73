import type { AuditAction, AuditRecordType } from '@bar/contracts/adminLists';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schemaAudit.ts';
import type { AdminActor } from '../requireAdmin.ts';
import { type AuditSnapshot, changedFields } from './auditChanges.ts';

/** How the audit log reads one kind of record, before and after a write, inside the write's transaction. */
export type AuditedRecord = {
  type: AuditRecordType;
  read: (db: Database, id: string) => Promise<AuditSnapshot | null>;
};

type AuditedWrite = {
  record: AuditedRecord;
  /** The record written; omit it for a create, whose id is the `id` of the created row. */
  id?: string | number;
  /** Defaults to create (no record before), delete (none after) or update. */
  action?: AuditAction;
};

/** The administrator of an admin request (the admin guard set it); a write outside the guard is a bug. */
export function adminActorOf(request: FastifyRequest): AdminActor {
  if (!request.adminActor)
    throw new Error(`${request.method} ${request.url} is an admin write outside the admin guard`);
  return request.adminActor;
}

function createdId(result: unknown): string | undefined {
  const id = (result as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;
}

/**
 * Every admin write goes through here: one transaction reads the record, runs the write, reads
 * the record again and stores who changed which fields from what to what. A write that fails
 * leaves no line; a write that changed nothing leaves none either.
 */
export async function audited<T>(
  db: Database,
  request: FastifyRequest,
  options: AuditedWrite,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  const actor = adminActorOf(request);
  const { record } = options;
  return db.transaction(async (tx) => {
    const knownId = options.id === undefined ? undefined : String(options.id);
    const before = knownId === undefined ? null : await record.read(tx, knownId);
    const result = await write(tx);
    const id = knownId ?? createdId(result);
    if (id === undefined) throw new Error(`an audited ${record.type} write names no record`);
    const after = await record.read(tx, id);
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0) return result;
    const action = options.action ?? (before === null ? 'create' : after === null ? 'delete' : 'update');
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      recordType: record.type,
      recordId: id,
      action,
      changes,
    });
    return result;
  });
}
