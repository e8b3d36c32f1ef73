import type { BarDocument } from '@bar/domain/document';
import { and, desc, eq, getTableColumns, inArray, isNull, lt, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { type BarRow, barRevisions, bars, type RevisionPatch, type StoredBarRow } from '../../db/schema.ts';
import { catalogueVersion } from '../../db/schemaCatalogue.ts';
import {
  barDocumentColumns,
  barDocumentOfParts,
  barDocumentParts,
  documentAssignments,
  documentDiffers,
} from './documentColumns.ts';
import { executeNamed } from './namedStatement.ts';
import { applyRevisionPatch } from './revisionPatch.ts';
import { PRUNE_EVERY_VERSIONS, type RevisionRetention, revisionsToPrune } from './revisionRetention.ts';

export type BarRevisionRow = typeof barRevisions.$inferSelect;
type RevisionKind = BarRevisionRow['kind'];

// Every column but the document's three: a save already holds the document it stores, so the
// update need not send 78 KB of JSON back, and access checks need no document at all.
export const { documentRest: _rest, front: _front, back: _back, ...barColumnsButDocument } = getTableColumns(bars);

/** A row of `bars` as selected whole, with its document put together. */
export function barOfStoredRow({ documentRest, front, back, ...row }: StoredBarRow): BarRow {
  return { ...row, document: barDocumentOfParts({ documentRest, front, back }) };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bar, deleted or not; null when the id names no bar (including ids that are no UUID). */
export async function findBar(db: Database, id: string): Promise<BarRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(bars).where(eq(bars.id, id)).limit(1);
  return row ? barOfStoredRow(row) : null;
}

/** A bar row without its document: what access checks, version checks and renames need. */
export type BarHead = Omit<BarRow, 'document'>;

/** The bar without its document (which may be 80 KB), deleted or not; null as for `findBar`. */
export async function findBarHead(db: Database, id: string): Promise<BarHead | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select(barColumnsButDocument).from(bars).where(eq(bars.id, id)).limit(1);
  return row ?? null;
}

/** The stored document alone (raw JSON, not restored); null when the bar is unknown. */
export async function findBarDocument(db: Database, id: string): Promise<unknown> {
  const [row] = await db.select(barDocumentColumns).from(bars).where(eq(bars.id, id)).limit(1);
  return row ? barDocumentOfParts(row) : null;
}

export type NewBar = {
  name: string;
  ownerId: number | null;
  createdBySession: string | null;
  document: BarDocument;
  totalPriceCents: number;
  presetId?: number | null;
  editToken: string;
  previewToken: string;
};

/** Inserts the bar with its first revision. */
export async function insertBar(db: Database, bar: NewBar): Promise<BarRow> {
  const { document, ...columns } = bar;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bars)
      .values({ ...columns, ...barDocumentParts(document) })
      .returning(barColumnsButDocument);
    if (!row) throw new Error('insert into bars returned no row');
    await tx.insert(barRevisions).values({ barId: row.id, version: row.version, document, name: row.name });
    return { ...row, document };
  });
}

export type BarChange = { name: string; document: BarDocument; totalPriceCents: number };

/**
 * Where a new version stands in the undo history (see `barRevisions.step`); without `step`, one
 * step above the version it was made on, as a save.
 */
export type HistoryEntry = { step?: number; kind: RevisionKind };

/**
 * How the revision of a new version is stored: `diff`, the operations from the document of the
 * version the change was made on (exactly as stored) to the new one, lets it be stored as a
 * patch; null stores a snapshot (the whole document).
 */
export type RevisionForm = { diff: RevisionPatch | null };

/**
 * A revision is stored as a snapshot when this many versions have passed since its base snapshot,
 * or when its patch (the previous one's operations and the new ones) would exceed
 * `PATCH_LIMIT_BYTES`: reading a revision back applies one patch to one snapshot.
 */
export const SNAPSHOT_EVERY_VERSIONS = 20;
export const PATCH_LIMIT_BYTES = 16_384;

/**
 * Stores the next version and its revision (one statement, so one round trip and atomic). The
 * update only matches while the stored version is still `expectedVersion`, so of two concurrent
 * saves, undos or redos (in any process) one wins; null means this one lost. A plain save stands
 * one step above the state it was made on, which is what cuts off the redo path. The revision is
 * the previous revision's patch with `form.diff` appended (see `barRevisions`), or a snapshot
 * copied from the updated row inside the database. Every `PRUNE_EVERY_VERSIONS`th version also
 * prunes the revisions the retention policy lets go.
 */
export async function saveNextVersion(
  db: Database,
  id: string,
  expectedVersion: number,
  change: BarChange,
  retention: RevisionRetention,
  form: RevisionForm,
  entry?: HistoryEntry,
): Promise<BarRow | null> {
  return storeNextVersion(db, { id, expectedVersion, change, retention, form, entry, onlyIfChanged: false });
}

/**
 * A save that stores nothing when it changes nothing: like `saveNextVersion`, but the update also
 * requires the document or the name to differ from the stored ones (compared in the database, so
 * the stored document is not read), unless `form.diff` tells. 'unchanged' when both are equal and the version still matches; null when
 * another save won (or the bar was removed).
 */
export async function saveChangedVersion(
  db: Database,
  head: BarHead,
  change: BarChange,
  retention: RevisionRetention,
  form: RevisionForm,
): Promise<BarRow | 'unchanged' | null> {
  const { id, version: expectedVersion } = head;
  // A known diff answers "changed?" without the database.
  if (form.diff !== null && form.diff.length === 0 && change.name === head.name) return 'unchanged';
  // Without a diff, the database tells whether anything changed.
  const onlyIfChanged = form.diff === null;
  const saved = await storeNextVersion(db, { id, expectedVersion, change, retention, form, onlyIfChanged });
  if (saved) return saved;
  const current = await findBarHead(db, id);
  return current && !current.deletedAt && current.version === expectedVersion ? 'unchanged' : null;
}

/**
 * What a save made without reading the bar's row first must find unchanged in it: the columns its
 * access check rested on (the owner, the creating session, the edit token, the consultant) and the version of the
 * catalogue its document was checked against. The preview token grants no editing, so it is left out.
 */
export type SaveGuard = {
  ownerId: number | null;
  createdBySession: string | null;
  editToken: string;
  consultantId: number | null;
  catalogueVersion: number;
};

/**
 * As `saveNextVersion` for a known change (`form.diff` not empty), stored only while the row still
 * holds what `guard` names; null when it does not, when another save won, or when the bar was
 * removed: the caller then takes the way that reads the row.
 */
export function saveGuardedVersion(
  db: Database,
  head: BarHead,
  change: BarChange,
  retention: RevisionRetention,
  form: RevisionForm,
  guard: SaveGuard,
): Promise<BarRow | null> {
  const next = { id: head.id, expectedVersion: head.version, change, retention, form, onlyIfChanged: false, guard };
  return storeNextVersion(db, next);
}

const headColumns = Object.entries(barColumnsButDocument);
const headColumnList = sql.raw(headColumns.map(([, column]) => `"${column.name}"`).join(', '));

/** A row of `bars` (every column but the document) as the database sent it, mapped as drizzle maps it. */
function headOfRow(row: Record<string, unknown>): BarHead {
  const head: Record<string, unknown> = {};
  for (const [key, column] of headColumns) {
    const value = row[column.name];
    head[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return head as BarHead;
}

/**
 * What `storeNextVersion` stores: `change` as the version after `expectedVersion` of bar `id`.
 * `onlyIfChanged`: the update also requires the document or the name to differ from the stored
 * ones; `guard`: the update also requires the row to hold what it names (see `SaveGuard`).
 */
type NextVersion = {
  id: string;
  expectedVersion: number;
  change: BarChange;
  retention: RevisionRetention;
  form: RevisionForm;
  entry?: HistoryEntry;
  onlyIfChanged: boolean;
  guard?: SaveGuard;
};

async function storeNextVersion(db: Database, next: NextVersion): Promise<BarRow | null> {
  const { id, expectedVersion, change, retention, form, entry, onlyIfChanged, guard } = next;
  // Only the columns the diff touches, patched in the database when it is short (a 78 KB
  // parameter costs PGlite more than the rest of the save); without a diff, the whole document.
  const assignments = documentAssignments(change.document, form.diff);
  const isChanged = onlyIfChanged
    ? sql`and (${documentDiffers(change.document)} or name is distinct from ${change.name})`
    : sql``;
  const unchangedRow = guard
    ? sql`and owner_id is not distinct from ${guard.ownerId} and created_by_session is not distinct from ${guard.createdBySession}
      and edit_token = ${guard.editToken} and consultant_id is not distinct from ${guard.consultantId}
      and (select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1) = ${guard.catalogueVersion}`
    : sql``;
  const diffJson = form.diff === null ? null : JSON.stringify(form.diff);
  const step = entry?.step !== undefined ? sql`${entry.step}` : sql`coalesce(prev.step, ${expectedVersion}) + 1`;
  // A snapshot when no diff is known, when the previous revision is gone (or is older than the
  // schema of patches), every SNAPSHOT_EVERY_VERSIONS versions and when the patch grows too long.
  const snapshot = sql`(${diffJson}::jsonb is null or prev.version is null
    or updated.version - coalesce(prev.base_version, prev.version) >= ${SNAPSHOT_EVERY_VERSIONS}
    or coalesce(pg_column_size(prev.patch), 0) + ${diffJson?.length ?? 0} > ${PATCH_LIMIT_BYTES})`;
  const result = await executeNamed(
    db,
    sql`
    with prev as (
      select version, step, base_version, patch from bar_revisions where bar_id = ${id} and version = ${expectedVersion}
    ), updated as (
      update bars set ${sql.join(assignments)}name = ${change.name}, total_price_cents = ${change.totalPriceCents},
        version = version + 1, updated_at = now()
      where id = ${id} and version = ${expectedVersion} and deleted_at is null ${isChanged} ${unchangedRow}
      returning ${headColumnList}, document_rest, front, back
    ), revision as (
      insert into bar_revisions (bar_id, version, document, patch, base_version, name, step, kind)
      select updated.id, updated.version,
        case when s.snapshot then updated.document_rest || jsonb_build_object('front', updated.front, 'back', updated.back) end,
        case when not s.snapshot then coalesce(prev.patch, '[]'::jsonb) || ${diffJson}::jsonb end,
        case when not s.snapshot then coalesce(prev.base_version, prev.version) end,
        updated.name, ${step}, ${entry?.kind ?? 'save'}
      from updated left join prev on true cross join lateral (select ${snapshot} as snapshot) s
    )
    select ${headColumnList} from updated`,
  );
  const [raw] = result.rows;
  if (!raw) return null;
  const row = headOfRow(raw);
  if (row.version % PRUNE_EVERY_VERSIONS === 0) await pruneRevisions(db, id, retention);
  return { ...row, document: change.document };
}

/** Deletes the revisions of one bar that `retention` does not keep; reads no document. */
export async function pruneRevisions(
  db: Database,
  barId: string,
  retention: RevisionRetention,
  now = new Date(),
): Promise<number> {
  const stamps = await db
    .select({
      version: barRevisions.version,
      kind: barRevisions.kind,
      createdAt: barRevisions.createdAt,
      baseVersion: barRevisions.baseVersion,
    })
    .from(barRevisions)
    .where(eq(barRevisions.barId, barId));
  const doomed = revisionsToPrune(stamps, retention, now);
  if (doomed.length === 0) return 0;
  await db.delete(barRevisions).where(and(eq(barRevisions.barId, barId), inArray(barRevisions.version, doomed)));
  return doomed.length;
}

/** A revision with its document, whichever way it is stored. */
export type StoredRevision = Omit<BarRevisionRow, 'document' | 'patch' | 'baseVersion'> & { document: BarDocument };

const baseRevisions = alias(barRevisions, 'base');
const {
  document: _revisionDocument,
  patch: _patch,
  baseVersion: _baseVersion,
  ...revisionHead
} = getTableColumns(barRevisions);
const revisionColumns = {
  ...revisionHead,
  document: barRevisions.document,
  patch: barRevisions.patch,
  baseDocument: baseRevisions.document,
};

type RevisionQueryRow = Omit<BarRevisionRow, 'baseVersion'> & { baseDocument: BarDocument | null };

/** The revision's document: its snapshot, or its base snapshot with its patch applied. */
function revisionOfRow({ document, patch, baseDocument, ...head }: RevisionQueryRow): StoredRevision {
  if (document !== null) return { ...head, document };
  if (patch === null || baseDocument === null) {
    throw new Error(`revision ${head.version} of bar ${head.barId} has lost its base snapshot`);
  }
  return { ...head, document: applyRevisionPatch(baseDocument, patch) };
}

async function selectRevision(db: Database, where: SQL, newestFirst: boolean): Promise<StoredRevision | null> {
  const [row] = await db
    .select(revisionColumns)
    .from(barRevisions)
    .leftJoin(
      baseRevisions,
      and(eq(baseRevisions.barId, barRevisions.barId), eq(baseRevisions.version, barRevisions.baseVersion)),
    )
    .where(where)
    .orderBy(newestFirst ? desc(barRevisions.version) : barRevisions.version)
    .limit(1);
  return row ? revisionOfRow(row) : null;
}

export function findRevision(db: Database, barId: string, version: number): Promise<StoredRevision | null> {
  return selectRevision(db, and(eq(barRevisions.barId, barId), eq(barRevisions.version, version)) as SQL, false);
}

/** The newest revision at a step of the history: the state the bar had when it last stood there. */
export function latestRevisionAtStep(db: Database, barId: string, step: number): Promise<StoredRevision | null> {
  return selectRevision(db, and(eq(barRevisions.barId, barId), eq(barRevisions.step, step)) as SQL, true);
}

/** The version of the newest plain save or restore (creation counts as one). */
export async function lastSaveVersion(db: Database, barId: string): Promise<number> {
  const [row] = await db
    .select({ version: max(barRevisions.version) })
    .from(barRevisions)
    .where(and(eq(barRevisions.barId, barId), inArray(barRevisions.kind, ['save', 'restore'])));
  return row?.version ?? 0;
}

export type RevisionStampRow = Pick<BarRevisionRow, 'version' | 'name' | 'kind' | 'createdAt'>;

/** Up to `limit` kept revisions of a bar below version `before` (all when undefined), newest first; reads no document. */
export function listRevisions(
  db: Database,
  barId: string,
  limit: number,
  before: number | undefined,
): Promise<RevisionStampRow[]> {
  const below = before === undefined ? undefined : lt(barRevisions.version, before);
  return db
    .select({
      version: barRevisions.version,
      name: barRevisions.name,
      kind: barRevisions.kind,
      createdAt: barRevisions.createdAt,
    })
    .from(barRevisions)
    .where(and(eq(barRevisions.barId, barId), below))
    .orderBy(desc(barRevisions.version))
    .limit(limit);
}

/** Soft delete: the row stays (inquiries may name it), every route answers 404 from now on. */
export async function markBarDeleted(db: Database, id: string): Promise<void> {
  await db
    .update(bars)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(bars.id, id), isNull(bars.deletedAt)));
}

/** New edit and preview tokens: links handed out before stop working. */
export async function replaceTokens(db: Database, id: string, tokens: { editToken: string; previewToken: string }) {
  await db.update(bars).set(tokens).where(eq(bars.id, id));
}
