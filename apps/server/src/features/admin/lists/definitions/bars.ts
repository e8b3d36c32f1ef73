import { cents } from '@bar/domain/units';
import { eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import { bars, users } from '../../../../db/schema.ts';
import { defineList } from '../listPage.ts';
import { documentModuleCount } from '../sqlText.ts';

/** The columns of a bar row, shared with the dashboard's "recent bars". */
export const barRowFields = () => ({
  id: bars.id,
  name: bars.name,
  ownerId: bars.ownerId,
  ownerEmail: sql<string | null>`${users.email}`,
  moduleCount: documentModuleCount(bars.document),
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

/** `GET /api/bars-index`: every bar that is not removed, guests' bars included. */
export const barsList = defineList({
  list: 'bars',
  fields: barRowFields,
  from: (db, fields) => db.select(fields).from(bars).leftJoin(users, eq(users.id, bars.ownerId)).$dynamic(),
  where: isNull(bars.deletedAt),
  search: (pattern) => [
    ilike(bars.name, pattern),
    // The owners found first, so the bars are filtered without joining every bar to its owner.
    sql`${bars.ownerId} = any(array(select ${users.id} from ${users} where ${users.email} ilike ${pattern}))`,
  ],
  sorts: {
    // Bar ids are random uuids: "by id" means in the order the bars were created.
    id: () => [bars.createdAt, bars.id],
    name: () => [sql`lower(${bars.name})`],
    created_at: () => [bars.createdAt],
    updated_at: () => [bars.updatedAt],
    total_price: () => [bars.totalPriceCents],
  },
  filters: {
    owner: (value) => (value === 'registered' ? isNotNull(bars.ownerId) : isNull(bars.ownerId)),
  },
  present: presentBarRow,
});
