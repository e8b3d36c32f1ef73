import { cents } from '@bar/domain/units';
import { eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../../db/client.ts';
import { barOwnerCounts, bars, users } from '../../../../db/schema.ts';
import { withCurrentTotals } from '../../../bars/currentTotals.ts';
import { defineList, fromTable } from '../listPage.ts';

/** `table.column`, spelled out: drizzle leaves columns unqualified in a query over one table. */
const qualified = (table: string, column: AnyPgColumn) => sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;

// E-mails are stored in lower case (check users_email_lowercase), so LIKE against the lowered
// pattern finds what ILIKE would, without case-folding every address (a third of the time).
const ownersMatching = (pattern: string) =>
  sql`select ${qualified('owner', users.id)} from ${users} as owner where ${qualified('owner', users.email)} like lower(${pattern})`;

/** The columns of a bar row, shared with the dashboard's "recent bars". */
export const barRowFields = () => ({
  id: bars.id,
  name: bars.name,
  ownerId: bars.ownerId,
  // Looked up per row, not joined: the sort and the limit come first, so only the page's owners
  // are read (a join would pair every matching bar with its owner before sorting).
  ownerEmail: sql<string | null>`(select ${qualified('owner', users.email)} from ${users} as owner
    where ${qualified('owner', users.id)} = ${qualified('bars', bars.ownerId)})`,
  moduleCount: bars.moduleCount,
  totalPriceCents: bars.totalPriceCents,
  createdAt: bars.createdAt,
  updatedAt: bars.updatedAt,
});

type BarFields = {
  id: string;
  name: string;
  ownerId: number | null;
  ownerEmail: string | null;
  moduleCount: number;
  totalPriceCents: number;
  createdAt: Date;
  updatedAt: Date;
};

export function presentBarRow(row: BarFields) {
  return {
    id: row.id,
    name: row.name,
    owner: row.ownerId !== null && row.ownerEmail !== null ? { id: row.ownerId, email: row.ownerEmail } : null,
    module_count: row.moduleCount,
    total_price: cents(row.totalPriceCents),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const GUESTS = 0;

/** The bar_owner_counts rows the owner filter keeps: only the guests' row, or every owner's. */
function ownerKeysOf(filter: Record<string, string>): SQL | undefined {
  if (filter.owner === 'guest') return eq(barOwnerCounts.ownerKey, GUESTS);
  if (filter.owner === 'registered') return sql`${barOwnerCounts.ownerKey} <> ${GUESTS}`;
  return undefined;
}

const summedBars = sql<number>`coalesce(sum(${barOwnerCounts.bars}), 0)`.mapWith(Number);

async function unsearchedBarCount(db: Database, filter: Record<string, string>): Promise<number> {
  const [row] = await db.select({ total: summedBars }).from(barOwnerCounts).where(ownerKeysOf(filter));
  return row?.total ?? 0;
}

/** Bars of owners whose e-mail matches: summed over the matching owners' counts. */
async function ownerSearchBarCount(db: Database, pattern: string, filter: Record<string, string>): Promise<number> {
  const [row] = await db
    .select({ total: summedBars })
    .from(barOwnerCounts)
    .innerJoin(users, eq(users.id, barOwnerCounts.ownerKey))
    .where(sql`${users.email} like lower(${pattern}) and ${ownerKeysOf(filter) ?? sql`true`}`);
  return row?.total ?? 0;
}

/** `GET /api/bars-index`: every bar that is not removed, guests' bars included. */
export const barsList = defineList({
  list: 'bars',
  fields: barRowFields,
  from: fromTable(bars),
  where: isNull(bars.deletedAt),
  // The stored lower-case name against the lowered pattern finds what ILIKE would; the trigram
  // index's recheck of each match is then a plain LIKE.
  search: (pattern) => [sql`${bars.nameLower} like lower(${pattern})`],
  // Two spellings of "the owner's e-mail matches", for the planner's sake. The id list lets it
  // combine the owner index with the name's trigram index (few matches: fetch and sort them).
  // The hashed IN makes it expect many matches and walk the sort index instead, checking each
  // bar against the set until the page is full (66 667 bars share "example.com").
  spreadSearch: (pattern, manyMatches) =>
    manyMatches
      ? sql`${bars.ownerId} in (${ownersMatching(pattern)})`
      : sql`${bars.ownerId} = any(array(${ownersMatching(pattern)}))`,
  summaryCounts: { unsearched: unsearchedBarCount, spread: ownerSearchBarCount },
  sorts: {
    // Bar ids are random uuids: "by id" means in the order the bars were created.
    id: () => [bars.createdAt, bars.id],
    name: () => [bars.nameLower],
    created_at: () => [bars.createdAt],
    updated_at: () => [bars.updatedAt],
    // The total stored at each bar's last save: sorting by the current totals would price every bar.
    total_price: () => [bars.totalPriceCents],
  },
  searchedSorts: ['name'],
  filters: {
    owner: (value) => (value === 'registered' ? isNotNull(bars.ownerId) : isNull(bars.ownerId)),
  },
  present: presentBarRow,
  // The page shows each bar's current total, the editor's and the record's (see currentTotals).
  completePage: withCurrentTotals,
});
