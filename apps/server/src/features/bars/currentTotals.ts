import { netTotalOf } from '@bar/domain/partsList';
import { type Cents, cents } from '@bar/domain/units';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bars } from '../../db/schema.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { barDocumentColumns, barDocumentOfParts } from './documentColumns.ts';
import { storedDocument } from './presentBar.ts';

/**
 * The net totals of the given bars as the editor, the bar record and the PDF compute them now:
 * the stored document priced with the current catalogue (`netTotalOf`, the parts list's own sum).
 * The total stored with each save is only what it was then: a price changed since would make a
 * list disagree with the bar it lists.
 */
export async function currentTotals(db: Database, ids: readonly string[]): Promise<Map<string, Cents>> {
  if (ids.length === 0) return new Map();
  const catalogue = await loadCatalogue(db);
  const rows = await db
    .select({ id: bars.id, ...barDocumentColumns })
    .from(bars)
    .where(inArray(bars.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      netTotalOf(storedDocument({ id: row.id, document: barDocumentOfParts(row) }), catalogue),
    ]),
  );
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
