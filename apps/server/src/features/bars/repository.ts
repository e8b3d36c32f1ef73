import type { BarDocument } from '@bar/domain/document';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type BarRow, barRevisions, bars } from '../../db/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bar, deleted or not; null when the id names no bar (including ids that are no UUID). */
export async function findBar(db: Database, id: string): Promise<BarRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(bars).where(eq(bars.id, id)).limit(1);
  return row ?? null;
}

export type NewBar = {
  name: string;
  ownerId: number | null;
  createdBySession: string | null;
  document: BarDocument;
  totalPriceCents: number;
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

/**
 * Stores the next version and its revision in one transaction. The update only matches while the
 * stored version is still `expectedVersion`, so of two concurrent saves (in any process) one wins;
 * null means this one lost.
 */
export async function saveNextVersion(
  db: Database,
  id: string,
  expectedVersion: number,
  change: BarChange,
): Promise<BarRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bars)
      .set({ ...change, version: sql`${bars.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(bars.id, id), eq(bars.version, expectedVersion), isNull(bars.deletedAt)))
      .returning();
    if (!row) return null;
    await tx
      .insert(barRevisions)
      .values({ barId: row.id, version: row.version, document: row.document, name: row.name });
    return row;
  });
}
