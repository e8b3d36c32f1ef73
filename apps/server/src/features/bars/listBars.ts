import type { BarListQuery, BarListResponse } from '@bar/contracts/bars';
import { cents } from '@bar/domain/units';
import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bars } from '../../db/schema.ts';
import { currentTotals } from './currentTotals.ts';

/** `%` and `_` in a search are letters the user typed, not LIKE wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function moduleCount(side: 'front' | 'back'): SQL<number> {
  return sql<number>`coalesce(jsonb_array_length(${side === 'front' ? bars.front : bars.back} -> 'baseModules'), 0)`.mapWith(
    Number,
  );
}

/** One page of the user's own bars that are not removed, searched by name (any case) and sorted. */
export async function listBars(db: Database, ownerId: number, query: BarListQuery): Promise<BarListResponse> {
  const conditions = [eq(bars.ownerId, ownerId), isNull(bars.deletedAt)];
  if (query.search) conditions.push(ilike(bars.name, likePattern(query.search)));
  const where = and(...conditions);

  const direction = query.direction ?? (query.sort === 'name' ? 'asc' : 'desc');
  const order = direction === 'asc' ? asc : desc;
  const key = query.sort === 'name' ? bars.nameLower : bars.updatedAt;

  const [totals] = await db.select({ total: count() }).from(bars).where(where);
  const total = totals?.total ?? 0;
  const rows = await db
    .select({
      id: bars.id,
      name: bars.name,
      version: bars.version,
      totalPriceCents: bars.totalPriceCents,
      front: moduleCount('front'),
      back: moduleCount('back'),
      createdAt: bars.createdAt,
      updatedAt: bars.updatedAt,
    })
    .from(bars)
    .where(where)
    // The id breaks ties, so paging never shows a bar twice or skips one.
    .orderBy(order(key), order(bars.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);

  // The current totals, as the editor computes them (see currentTotals), not those of the last saves.
  const prices = await currentTotals(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      version: row.version,
      total_price: prices.get(row.id) ?? cents(row.totalPriceCents),
      front_module_count: row.front,
      back_module_count: row.back,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      per_page: query.per_page,
      total,
    },
  };
}
