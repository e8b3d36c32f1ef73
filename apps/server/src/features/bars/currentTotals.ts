import { restoreStoredBarDocument } from '@bar/contracts/barDocument';
import { netTotalOf } from '@bar/domain/partsList';
import { type Cents, cents } from '@bar/domain/units';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bars } from '../../db/schema.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { barDocumentColumns, barDocumentOfParts } from './documentColumns.ts';

/**
 * The net totals of the given bars as the editor, the bar record and the PDF compute them now:
 * the stored document priced with the current catalogue (`netTotalOf`, the parts list's own sum).
 * The total stored with each save is only what it was then: a price changed since would make a
 * list disagree with the bar it lists. A document that no longer passes the door (a broken row)
 * is left out: its row keeps the stored total, and the list still answers.
 */
export async function currentTotals(db: Database, ids: readonly string[]): Promise<Map<string, Cents>> {
  if (ids.length === 0) return new Map();
  const catalogue = await loadCatalogue(db);
  const rows = await db
    .select({ id: bars.id, ...barDocumentColumns })
    .from(bars)
    .where(inArray(bars.id, [...ids]));
  const totals = new Map<string, Cents>();
  for (const row of rows) {
    const restored = restoreStoredBarDocument(barDocumentOfParts(row));
    if (restored.ok) totals.set(row.id, netTotalOf(restored.doc, catalogue));
  }
  return totals;
}

/** List rows with `total_price` replaced by the current total (`currentTotals`). */
export async function withCurrentTotals<Row extends { id: string; total_price: Cents }>(
  db: Database,
  rows: Row[],
): Promise<Row[]> {
  const totals = await currentTotals(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, total_price: totals.get(row.id) ?? cents(row.total_price) }));
}
