import { ADMIN_PAGE_SIZE } from '@bar/contracts/adminLists';
import { findPartByCode } from '@bar/domain/catalogue';
import { createEmptyBarDocument } from '@bar/domain/document';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANY_MATCHES } from '../src/features/admin/lists/listPage.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

/**
 * The bar list's search by owner e-mail is read one way when the e-mail alone matches more than
 * MANY_MATCHES bars (walk the sort index) and another when it matches fewer (fetch the matches and
 * sort them). Whatever the path, a page must hold the rows a plain query gives.
 */

type Owners = 'spreadmany' | 'spreadfew' | 'spreadmix' | 'other' | null;
type BarBatch = { count: number; owners: Owners; name: string; removed?: boolean };

/** Searches and how their bars come about: by owner e-mail, by name, both, or removed. */
const BATCHES: BarBatch[] = [
  // "spreadmany": the owners' e-mails alone match well over MANY_MATCHES bars.
  {
    count: 2300,
    owners: 'spreadmany',
    name: `(array['Terrace','garden','LOUNGE','Island'])[1 + g % 4] || ' ' || g % 53`,
  },
  { count: 150, owners: 'spreadmany', name: `'SpreadMany deluxe ' || g % 17` },
  {
    count: 260,
    owners: 'other',
    name: `(array['SpreadMany','spreadmany','SPREADMANY'])[1 + g % 3] || ' lounge ' || g % 41`,
  },
  { count: 90, owners: null, name: `'Guest spreadmany ' || g % 11` },
  { count: 70, owners: 'spreadmany', name: `'spreadmany removed ' || g`, removed: true },
  // "spreadfew": few matches by e-mail and by name.
  { count: 400, owners: 'spreadfew', name: `(array['Pool','club','Corner'])[1 + g % 3] || ' ' || g % 29` },
  { count: 40, owners: 'spreadfew', name: `'SPREADFEW both ' || g % 7` },
  { count: 150, owners: null, name: `(array['spreadfew','SpreadFew'])[1 + g % 2] || ' corner ' || g % 19` },
  { count: 30, owners: 'spreadfew', name: `'spreadfew removed ' || g`, removed: true },
  // "spreadmix": few by e-mail, but with the names more than MANY_MATCHES in all.
  { count: 300, owners: 'spreadmix', name: `(array['Event','summer'])[1 + g % 2] || ' ' || g % 31` },
  { count: 1900, owners: 'other', name: `(array['SpreadMix','spreadmix'])[1 + g % 2] || ' stand ' || g % 67` },
  // Bars no search finds.
  { count: 800, owners: 'other', name: `'Unrelated ' || g % 101` },
  { count: 300, owners: null, name: `'Guest bar ' || g % 13` },
];

const OWNER_COUNTS: Record<Exclude<Owners, null>, number> = { spreadmany: 40, spreadfew: 8, spreadmix: 12, other: 30 };

/** The plain ORDER BY of each sort key, ties broken newest first as the list promises (id = creation order). */
const ORDER: Record<string, string> = {
  'name.asc': 'lower(bar.name) asc, bar.created_at desc, bar.id desc',
  'updated_at.desc': 'bar.updated_at desc, bar.created_at desc, bar.id desc',
  'total_price.desc': 'bar.total_price_cents desc, bar.created_at desc, bar.id desc',
  'id.desc': 'bar.created_at desc, bar.id desc',
};

const MATCHES = `from bars as bar left join users as owner on owner.id = bar.owner_id
  where bar.deleted_at is null and (bar.name ilike $1 or owner.email ilike $1)`;

const LIST_PART = findPartByCode(seedCatalogue(), 'speed-rack') ?? { id: 0, price: 0 };

type ReferenceRow = { id: string; name: string; email: string | null; total_price_cents: number };
type ListRow = { id: string; name: string; owner: { email: string } | null; total_price: number };

describe.each(databaseKinds)('admin bar list: searching by owner e-mail, many matches or few (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  async function insertOwners(): Promise<void> {
    for (const [prefix, count] of Object.entries(OWNER_COUNTS)) {
      await server.database.runSql(
        `insert into users (email, password_hash)
         select $1 || '-' || lpad(g::text, 3, '0') || '@lists.test', 'not-a-hash' from generate_series(1, $2::int) as g`,
        [prefix, count],
      );
    }
  }

  /**
   * One set-based insert per batch; prices, changes and creation times repeat so ties are broken.
   * Each bar holds a number of one single part and stores what that costs: the list shows the
   * document's current total, the reference query the stored one.
   */
  async function insertBatch(batch: BarBatch, offset: number): Promise<void> {
    await server.database.runSql(
      `with owners as (select array_agg(id order by id) as ids from users where email like $1 || '-%@lists.test')
       insert into bars (name, owner_id, document_rest, front, back, total_price_cents, edit_token, preview_token, created_at, updated_at, deleted_at)
       select ${batch.name},
         owners.ids[1 + (g * 7) % greatest(cardinality(owners.ids), 1)],
         ($2::jsonb - 'front' - 'back') || jsonb_build_object('singleParts', case when (g + $3::int) * 7919 % 300 > 0
           then jsonb_build_array(jsonb_build_object('part_id', $6::int, 'count', (g + $3::int) * 7919 % 300))
           else '[]'::jsonb end),
         $2::jsonb -> 'front', $2::jsonb -> 'back',
         ((g + $3::int) * 7919 % 300) * $7::int,
         md5('edit' || ($3::int + g)), md5('preview' || ($3::int + g)),
         timestamptz '2031-01-01T00:00:00Z' - ((g + $3::int) % 1700) * interval '1 minute',
         timestamptz '2031-06-01T00:00:00Z' - ((g + $3::int) * 13 % 997) * interval '1 minute',
         case when $4::boolean then now() end
       from owners, generate_series(1, $5::int) as g`,
      [
        batch.owners ?? 'nobody',
        JSON.stringify(createEmptyBarDocument()),
        offset,
        batch.removed ?? false,
        batch.count,
        LIST_PART.id,
        LIST_PART.price,
      ],
    );
  }

  beforeAll(async () => {
    await insertOwners();
    let offset = 0;
    for (const batch of BATCHES) {
      await insertBatch(batch, offset);
      offset += batch.count;
    }
    // As autovacuum would after a bulk insert on PostgreSQL (statistics for the planner).
    await server.database.runSql('analyze');
  }, 60_000);

  async function reference(search: string, sort: string, page: number): Promise<ReferenceRow[]> {
    const { rows } = await server.database.runSql(
      `select bar.id, bar.name, owner.email, bar.total_price_cents ${MATCHES}
       order by ${ORDER[sort]} limit $2 offset $3`,
      [`%${search}%`, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
    );
    return rows as ReferenceRow[];
  }

  async function referenceCount(sql: string, search: string): Promise<number> {
    const { rows } = await server.database.runSql(sql, [`%${search}%`]);
    return Number((rows[0] as { total: number | string }).total);
  }

  const total = (search: string) => referenceCount(`select count(*) as total ${MATCHES}`, search);
  const byEmail = (search: string) =>
    referenceCount(
      `select count(*) as total from bars as bar join users as owner on owner.id = bar.owner_id
       where bar.deleted_at is null and owner.email ilike $1`,
      search,
    );

  it('the fixture takes each search down the path it is meant to test', async () => {
    expect(await byEmail('spreadmany')).toBeGreaterThan(MANY_MATCHES);
    expect(await byEmail('spreadfew')).toBeLessThan(MANY_MATCHES);
    expect(await total('spreadfew')).toBeLessThan(MANY_MATCHES);
    expect(await byEmail('spreadmix')).toBeLessThan(MANY_MATCHES);
    expect(await total('spreadmix')).toBeGreaterThan(MANY_MATCHES);
    // Bars found both ways are one match each.
    expect(await total('spreadmany')).toBe(2300 + 150 + 260 + 90);
    expect(await total('spreadfew')).toBe(400 + 40 + 150);
  });

  describe.each(['spreadmany', 'spreadfew', 'spreadmix'])('search "%s"', (search) => {
    it.each(Object.keys(ORDER))('sorted by %s: pages 1, 2 and the last as a plain query has them', async (sort) => {
      const expectedTotal = await total(search);
      const lastPage = Math.ceil(expectedTotal / ADMIN_PAGE_SIZE);
      // Upper case in the search: it matches regardless of case, like ILIKE.
      const query = (page: number) => `/api/bars-index?search=${search.toUpperCase()}&sortBy[]=${sort}&page=${page}`;
      for (const page of [1, 2, lastPage]) {
        const response = await server.admin.get(query(page));
        expect(response.statusCode).toBe(200);
        const body: { data: ListRow[]; meta: Record<string, number> } = response.json();
        expect(body.meta).toEqual({
          current_page: page,
          last_page: lastPage,
          per_page: ADMIN_PAGE_SIZE,
          total: expectedTotal,
        });
        const shown = body.data.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.owner?.email ?? null,
          total_price_cents: row.total_price,
        }));
        expect(shown, `page ${page}`).toEqual(await reference(search, sort, page));
      }

      const past = await server.admin.get(query(lastPage + 1));
      expect(past.statusCode).toBe(200);
      expect(past.json()).toEqual({
        data: [],
        meta: { current_page: lastPage + 1, last_page: lastPage, per_page: ADMIN_PAGE_SIZE, total: expectedTotal },
      });
    });
  });
});
