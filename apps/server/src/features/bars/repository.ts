import type { BarDocument } from '@bar/domain/document';
import { and, desc, eq, getTableColumns, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type BarRow, barRevisions, bars } from '../../db/schema.ts';
import { PRUNE_EVERY_VERSIONS, type RevisionRetention, revisionsToPrune } from './revisionRetention.ts';

export type BarRevisionRow = typeof barRevisions.$inferSelect;
type RevisionKind = BarRevisionRow['kind'];

// Every column but the document: a save already holds the document it stores, so the update need
// not send 78 KB of JSON back, and access checks need no document at all.
const { document: _document, ...barColumnsButDocument } = getTableColumns(bars);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bar, deleted or not; null when the id names no bar (including ids that are no UUID). */
export async function findBar(db: Database, id: string): Promise<BarRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(bars).where(eq(bars.id, id)).limit(1);
  return row ?? null;
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
  const [row] = await db.select({ document: bars.document }).from(bars).where(eq(bars.id, id)).limit(1);
  return row ? row.document : null;
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
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(bars).values(bar).returning();
    if (!row) throw new Error('insert into bars returned no row');
    await tx
      .insert(barRevisions)
      .values({ barId: row.id, version: row.version, document: row.document, name: row.name });
    return row;
  });
}

export type BarChange = { name: string; document: BarDocument; totalPriceCents: number };

/** Where a new version stands in the undo history (see `barRevisions.step`). */
export type HistoryEntry = { step: number; kind: RevisionKind };

/**
 * Stores the next version and its revision in one transaction. The update only matches while the
 * stored version is still `expectedVersion`, so of two concurrent saves, undos or redos (in any
 * process) one wins; null means this one lost. A plain save stands one step above the state it
 * was made on, which is what cuts off the redo path. The revision copies the document from the
 * updated row inside the database instead of sending it a second time. Every
 * `PRUNE_EVERY_VERSIONS`th version also prunes the revisions the retention policy lets go.
 */
export async function saveNextVersion(
  db: Database,
  id: string,
  expectedVersion: number,
  change: BarChange,
  retention: RevisionRetention,
  entry?: HistoryEntry,
): Promise<BarRow | null> {
  return storeNextVersion(db, id, expectedVersion, change, retention, entry, false);
}

/**
 * A save that stores nothing when it changes nothing: like `saveNextVersion`, but the update also
 * requires the document or the name to differ from the stored ones (compared in the database, so
 * the stored document is not read, unless `storedJson` of `expectedVersion` shows a change). 'unchanged' when both are equal and the version still matches;
 * null when another save won (or the bar was removed).
 */
export async function saveChangedVersion(
  db: Database,
  id: string,
  expectedVersion: number,
  change: BarChange & { documentJson: string },
  retention: RevisionRetention,
  storedJson: string | null = null,
): Promise<BarRow | 'unchanged' | null> {
  // The stored document's JSON, when the caller knows it, answers "changed?" without the database
  // (equal text is an equal document; a different text of an equal document only costs a version).
  const knownChanged = storedJson !== null && storedJson !== change.documentJson;
  const saved = await storeNextVersion(db, id, expectedVersion, change, retention, undefined, !knownChanged);
  if (saved) return saved;
  const head = await findBarHead(db, id);
  return head && !head.deletedAt && head.version === expectedVersion ? 'unchanged' : null;
}

async function storeNextVersion(
  db: Database,
  id: string,
  expectedVersion: number,
  { documentJson, ...change }: BarChange & { documentJson?: string },
  retention: RevisionRetention,
  entry: HistoryEntry | undefined,
  onlyIfChanged: boolean,
): Promise<BarRow | null> {
  // Serialized once; the comparison of an "only if changed" save sends the same text again.
  const document = sql`${documentJson ?? JSON.stringify(change.document)}::jsonb`;
  const isChanged = sql`(${bars.document} is distinct from ${document} or ${bars.name} is distinct from ${change.name})`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bars)
      .set({ ...change, document, version: sql`${bars.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(bars.id, id),
          eq(bars.version, expectedVersion),
          isNull(bars.deletedAt),
          onlyIfChanged ? isChanged : undefined,
        ),
      )
      .returning(barColumnsButDocument);
    if (!row) return null;
    const step = entry
      ? sql`${entry.step}`
      : sql`coalesce((select step from bar_revisions where bar_id = ${id} and version = ${expectedVersion}), ${expectedVersion}) + 1`;
    await tx.execute(sql`
      insert into bar_revisions (bar_id, version, document, name, step, kind)
      select id, version, document, name, ${step}, ${entry?.kind ?? 'save'} from bars where id = ${id}`);
    if (row.version % PRUNE_EVERY_VERSIONS === 0) await pruneRevisions(tx, id, retention);
    return { ...row, document: change.document };
  });
}

/** Deletes the revisions of one bar that `retention` does not keep; reads no document. */
export async function pruneRevisions(
  db: Database,
  barId: string,
  retention: RevisionRetention,
  now = new Date(),
): Promise<number> {
  const stamps = await db
    .select({ version: barRevisions.version, kind: barRevisions.kind, createdAt: barRevisions.createdAt })
    .from(barRevisions)
    .where(eq(barRevisions.barId, barId));
  const doomed = revisionsToPrune(stamps, retention, now);
  if (doomed.length === 0) return 0;
  await db.delete(barRevisions).where(and(eq(barRevisions.barId, barId), inArray(barRevisions.version, doomed)));
  return doomed.length;
}

export async function findRevision(db: Database, barId: string, version: number): Promise<BarRevisionRow | null> {
  const [row] = await db
    .select()
    .from(barRevisions)
    .where(and(eq(barRevisions.barId, barId), eq(barRevisions.version, version)))
    .limit(1);
  return row ?? null;
}

/** The newest revision at a step of the history: the state the bar had when it last stood there. */
export async function latestRevisionAtStep(db: Database, barId: string, step: number): Promise<BarRevisionRow | null> {
  const [row] = await db
    .select()
    .from(barRevisions)
    .where(and(eq(barRevisions.barId, barId), eq(barRevisions.step, step)))
    .orderBy(desc(barRevisions.version))
    .limit(1);
  return row ?? null;
}

/** The version of the newest plain save (creation counts as one). */
export async function lastSaveVersion(db: Database, barId: string): Promise<number> {
  const [row] = await db
    .select({ version: max(barRevisions.version) })
    .from(barRevisions)
    .where(and(eq(barRevisions.barId, barId), eq(barRevisions.kind, 'save')));
  return row?.version ?? 0;
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
