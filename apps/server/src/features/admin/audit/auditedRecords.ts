import type { AuditRecordType } from '@bar/contracts/adminLists';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { barPresets, users } from '../../../db/schema.ts';
import { assemblies, colors, parts } from '../../../db/schemaCatalogue.ts';
import { inquiries, inquiryEvents } from '../../../db/schemaQuotes.ts';
import { vehicleClasses } from '../../../db/schemaVehicles.ts';
import { listContentSections } from '../../content/repository.ts';
import { readContentDefaultLocale, readStoredCompanyUrl } from '../../content/settings.ts';
import { readEmbedThemes } from '../../embed/themes.ts';
import type { AuditSnapshot } from './auditChanges.ts';
import type { AuditedRecord } from './audited.ts';

/** A numeric record id, or null for text that is none (such a record does not exist). */
function numericId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** Whole rows: every column is a field of the audit log (secrets are redacted by their names). */
function byNumericId(read: (db: Database, id: number) => Promise<AuditSnapshot | undefined>) {
  return async (db: Database, id: string) => {
    const numeric = numericId(id);
    return numeric === null ? null : ((await read(db, numeric)) ?? null);
  };
}

/** A record kept whole in a table whose key is the numeric `id`. */
function wholeRow(
  type: AuditRecordType,
  table: typeof users | typeof colors | typeof parts | typeof assemblies,
): AuditedRecord {
  return {
    type,
    read: byNumericId(async (db, id) => (await db.select().from(table).where(eq(table.id, id)))[0]),
  };
}

export const auditedUser = wholeRow('user', users);
export const auditedColor = wholeRow('color', colors);
export const auditedPart = wholeRow('part', parts);
export const auditedAssembly = wholeRow('assembly', assemblies);

export const auditedVehicleClass: AuditedRecord = {
  type: 'vehicle-class',
  read: async (db, code) => (await db.select().from(vehicleClasses).where(eq(vehicleClasses.code, code)))[0] ?? null,
};

/** A preset without its bar document (kilobytes of JSON): name, filters, thumbnail and whether it is offered. */
export const auditedPreset: AuditedRecord = {
  type: 'preset',
  read: byNumericId(async (db, id) => {
    const [row] = await db.select().from(barPresets).where(eq(barPresets.id, id));
    if (!row) return undefined;
    const { document: _document, ...fields } = row;
    return fields;
  }),
};

/**
 * What staff change on an inquiry: its status and assignee, and how many replies, notes and live
 * joins it has (their texts and times are in the inquiry's history); its frozen copies never change.
 */
export const auditedInquiry: AuditedRecord = {
  type: 'inquiry',
  read: byNumericId(async (db, id) => {
    const [row] = await db
      .select({ status: inquiries.status, assigneeId: inquiries.assigneeId })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    if (!row) return undefined;
    const steps = await db
      .select({ kind: inquiryEvents.kind, count: count() })
      .from(inquiryEvents)
      .where(eq(inquiryEvents.inquiryId, id))
      .groupBy(inquiryEvents.kind);
    const countOf = (kind: string) => steps.find((step) => step.kind === kind)?.count ?? 0;
    return { ...row, replies: countOf('message'), notes: countOf('note'), live_joins: countOf('live_joined') };
  }),
};

/** The home screen: the order of its sections, each section as a field of its own, and the company website. */
export const auditedContent: AuditedRecord = {
  type: 'content',
  read: async (db) => {
    const sections = await listContentSections(db);
    const snapshot: AuditSnapshot = {
      order: sections.map((section) => section.id),
      company_url: await readStoredCompanyUrl(db),
      default_locale: await readContentDefaultLocale(db),
    };
    for (const section of sections) snapshot[`section ${section.id}`] = { type: section.type, value: section.value };
    return snapshot;
  },
};

/** The dealer themes of the embed, one field per dealer. */
export const auditedEmbedThemes: AuditedRecord = {
  type: 'embed-themes',
  read: async (db) => {
    const snapshot: AuditSnapshot = {};
    for (const theme of await readEmbedThemes(db)) snapshot[`dealer ${theme.dealer}`] = theme;
    return snapshot;
  },
};

/** The ids the one-of-a-kind records are logged under. */
export const CONTENT_RECORD_ID = 'home';
export const EMBED_THEMES_RECORD_ID = 'dealers';
