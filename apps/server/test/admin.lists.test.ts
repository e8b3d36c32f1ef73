import { ADMIN_LISTS, type AdminListName } from '@bar/contracts/adminLists';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { barPresets } from '../src/db/schema.ts';
import {
  insertListAuditLines,
  insertListBars,
  insertListInquiries,
  insertListNotifications,
  insertListUsers,
  LIST_BAR_UNIT_PRICE,
  LIST_BARS,
  LIST_USERS,
} from './helpers/adminListFixture.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

type Row = Record<string, unknown>;
type Page = { data: Row[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

const LIST_NAMES = Object.keys(ADMIN_LISTS) as AdminListName[];

/** Where each sort key's value is found in a row (bars sort "by id" in creation order). */
const SORT_VALUE: Record<AdminListName, Record<string, (row: Row) => unknown>> = {
  users: { family_name: (row) => (row.family_name as string | null)?.toLowerCase() ?? null },
  inquiries: {},
  bars: { id: (row) => row.created_at, name: (row) => (row.name as string).toLowerCase() },
  presets: { name: (row) => (row.name as string).toLowerCase() },
  notifications: {},
  colors: { name: (row) => (row.name as string).toLowerCase() },
  parts: {},
  assemblies: {},
  audit: { actor_email: (row) => (row.actor as { email: string }).email },
};

/** A search per list that keeps to rows whose values sort the same under any collation. */
const SORT_SEARCH: Record<AdminListName, string> = {
  users: 'lists-user',
  inquiries: '',
  bars: 'lists bar',
  presets: '',
  notifications: '',
  colors: '',
  parts: '',
  assemblies: '',
  audit: '',
};

const loose = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * -1/0/1, or null when byte order and letters-and-digits order disagree (PGlite sorts in the C
 * collation, PostgreSQL may not), so those pairs are not judged. Null values sort last.
 */
function compare(a: unknown, b: unknown): number | null {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a !== 'string' || typeof b !== 'string') return Math.sign(Number(a) - Number(b));
  const byBytes = a < b ? -1 : 1;
  const byLetters = loose(a) === loose(b) ? 0 : loose(a) < loose(b) ? -1 : 1;
  return byBytes === byLetters ? byBytes : null;
}

function expectSorted(values: unknown[], direction: 'asc' | 'desc'): void {
  let judged = 0;
  for (let index = 1; index < values.length; index++) {
    const order = compare(values[index - 1], values[index]);
    if (order === null || order === 0) continue;
    judged += 1;
    expect(direction === 'asc' ? order : -order, `${String(values[index - 1])} before ${String(values[index])}`).toBe(
      -1,
    );
  }
  expect(judged, 'rows with different values to compare').toBeGreaterThan(0);
}

describe.each(databaseKinds)('admin lists (%s)', (kind) => {
  const server = useAdminTestApp(kind);
  let userIds: { id: number; index: number }[];

  async function list(path: string): Promise<Page> {
    const response = await server.admin.get(`/api/${path}`, { 'x-locale': 'en' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    userIds = await insertListUsers(server.db);
    const userId = (index: number) => userIds.find((user) => user.index === index)?.id ?? 0;
    await insertListBars(server.db, userId(1));
    const inquiryIds = await insertListInquiries(
      server.db,
      userId(2),
      ['new', 'in_progress', 'quoted', 'closed', 'new'].map((status, index) => ({
        status,
        country: index % 2 === 0 ? 'DE' : 'AT',
        createdAt: new Date(Date.UTC(2029, index, 1)),
        totalPrice: (5 - index) * 100,
      })),
    );
    await insertListNotifications(server.db, inquiryIds[0] ?? 0, ['b@example.com', 'a@example.com', 'c@example.com']);
    await insertListAuditLines(server.db);
    // One inactive preset, so is_active has two values to sort and filter by.
    await server.db.update(barPresets).set({ isActive: false }).where(eq(barPresets.id, 2));
  });

  it.each([...LIST_NAMES.map((name) => ADMIN_LISTS[name].path), 'admin-dashboard'])(
    'GET %s answers 401 to a guest and 403 to a customer',
    async (path) => {
      const guest = await startedClient(server.app);
      expect((await guest.get(`/api/${path}`)).statusCode).toBe(401);
      expect((await server.customer.get(`/api/${path}`)).statusCode).toBe(403);
    },
  );

  it('pages by 25 with meta and sorts by id descending by default', async () => {
    const first = await list('users?search=lists-user');
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 25, total: LIST_USERS });
    expect(first.data).toHaveLength(25);
    const ids = first.data.map((row) => row.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list('users?search=lists-user&page=2');
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 25, total: LIST_USERS });
    expect(second.data).toHaveLength(LIST_USERS - 25);
    expect(second.data.every((row) => (row.id as number) < Math.min(...ids))).toBe(true);
  });

  it('searches case-insensitively over e-mail, names and organization; % and _ are plain letters', async () => {
    expect((await list('users?search=LISTS-USER-0')).meta.total).toBe(9);
    expect((await list('users?search=family07')).data.map((row) => row.family_name)).toEqual(['family07']);
    expect((await list('users?search=listorg alpha')).meta.total).toBe(10);
    expect((await list('users?search=lists_user')).meta.total).toBe(0);
    expect((await list('users?search=%25')).meta.total).toBe(0);
    const bars = await list('bars-index?search=lists bar');
    expect(bars.meta.total).toBe(LIST_BARS);
    expect(bars.data.some((row) => row.name === 'lists bar removed')).toBe(false);
    const owner = userIds.find((user) => user.index === 1)?.id;
    const byOwner = await list(`bars-index?search=lists-user-01@`);
    expect(byOwner.meta.total).toBe(Math.ceil(LIST_BARS / 2));
    expect(byOwner.data.every((row) => (row.owner as { id: number } | null)?.id === owner)).toBe(true);
  });

  it('finds bars by name in any case and shows the module count of the saved document', async () => {
    expect((await list('bars-index?search=LISTS BAR')).meta.total).toBe(LIST_BARS);
    await server.database.runSql(
      `update bars set front = jsonb_set(front, '{baseModules}', '[{}, {}]'), back = jsonb_set(back, '{baseModules}', '[{}]')
       where name = 'lists bar 03'`,
    );
    const found = await list('bars-index?search=Lists Bar 03');
    expect(found.data.map((row) => [row.name, row.module_count])).toEqual([['lists bar 03', 3]]);
  });

  it('an empty search or filter value is left out', async () => {
    const page = await list('users?search=lists-user&filter[is_admin]=&sortBy[]=');
    expect(page.meta.total).toBe(LIST_USERS);
  });

  for (const name of LIST_NAMES) {
    // Every notification is of the one kind there is, so "kind" has nothing to tell apart.
    const keys = ADMIN_LISTS[name].sortKeys.filter((key) => !(name === 'notifications' && key === 'kind'));
    for (const key of keys) {
      it(`${name} sorts by ${key} both ways`, async () => {
        const search = SORT_SEARCH[name] ? `&search=${encodeURIComponent(SORT_SEARCH[name])}` : '';
        const value = SORT_VALUE[name][key] ?? ((row: Row) => row[key]);
        for (const direction of ['asc', 'desc'] as const) {
          const page = await list(`${ADMIN_LISTS[name].path}?sortBy[]=${key}.${direction}${search}`);
          expectSorted(page.data.map(value), direction);
        }
      });
    }
  }

  it('takes a repeated plain sortBy as well as sortBy[]', async () => {
    const page = await list('users?search=lists-user&sortBy=email.desc');
    expect(page.data[0]?.email).toBe('lists-user-30@example.com');
    const twoKeys = await list('bars-index?search=lists bar&sortBy=total_price.desc&sortBy=name.asc');
    expect(twoKeys.data[0]?.total_price).toBe(26 * LIST_BAR_UNIT_PRICE);
  });

  it.each([
    ['users?search=lists-user&filter[is_admin]=true', 3, (row: Row) => row.is_admin === true],
    ['users?search=lists-user&filter[is_admin]=false', 27, (row: Row) => row.is_admin === false],
    ['users?search=lists-user&filter[verified]=true', 15, (row: Row) => row.email_verified === true],
    ['users?search=lists-user&filter[verified]=false', 15, (row: Row) => row.email_verified === false],
    ['bars-index?search=lists bar&filter[owner]=guest', 13, (row: Row) => row.owner === null],
    ['bars-index?search=lists bar&filter[owner]=registered', 14, (row: Row) => row.owner !== null],
    ['inquiries-index?filter[status]=new', 2, (row: Row) => row.status === 'new'],
    ['inquiries-index?filter[country]=AT', 2, (row: Row) => row.country === 'AT'],
    ['inquiries-index?filter[country]=Österreich', 2, (row: Row) => row.country === 'AT'],
    ['inquiries-index?filter[country]=austria', 2, (row: Row) => row.country === 'AT'],
    ['notifications-index?filter[kind]=inquiry', 3, (row: Row) => row.kind === 'inquiry'],
    ['bar-presets-index?filter[is_active]=false', 1, (row: Row) => row.id === 2],
    ['bar-presets-index?filter[type]=back', null, (row: Row) => row.type === 'back'],
    ['bar-presets-index?filter[shape]=L&filter[is_active]=true', null, (row: Row) => row.shape === 'L'],
    ['colors-index?filter[is_active]=true', null, (row: Row) => row.is_active === true],
    ['parts-index?filter[type]=cap', null, (row: Row) => row.type === 'cap'],
    ['assemblies-index?filter[type]=worktop&filter[is_active]=true', null, (row: Row) => row.type === 'worktop'],
  ] as const)('filter %s', async (path, total, matches) => {
    const page = await list(path);
    if (total !== null) expect(page.meta.total).toBe(total);
    expect(page.data.every(matches)).toBe(true);
  });

  it('filters narrow the seeded catalogue lists to their rows only', async () => {
    const all = await list('parts-index');
    const caps = await list('parts-index?filter[type]=cap');
    expect(caps.meta.total).toBeGreaterThan(0);
    expect(caps.meta.total).toBeLessThan(all.meta.total);
    const parts = await list('parts-index?search=back-side-cap');
    expect(parts.data.map((row) => row.code)).toEqual(['back-side-cap']);
    expect(parts.data[0]?.part_numbers).toEqual(['RBF-SKP']);
    expect((await list('parts-index?search=RBF-SKP')).data.map((row) => row.code)).toEqual(['back-side-cap']);
  });

  it('shows inquiries with customer, country and the frozen total', async () => {
    const page = await list('inquiries-index?search=inqfamily1');
    expect(page.data).toEqual([
      expect.objectContaining({
        status: 'in_progress',
        country: 'AT',
        bar_name: 'Inquired bar 1',
        total_price: 400,
        customer: { email: 'lists-user-02@example.com', name: 'Ina Inqfamily1', organization: 'Inqorg 1' },
      }),
    ]);
  });

  it.each([
    ['users?sortBy[]=password.asc', 'sortBy.0'],
    ['users?sortBy[]=email.asc&sortBy[]=id.sideways', 'sortBy.1'],
    ['users?filter[role]=admin', 'filter.role'],
    ['users?filter[is_admin]=yes', 'filter.is_admin'],
    ['inquiries-index?filter[status]=archived', 'filter.status'],
    ['bars-index?filter[owner]=someone', 'filter.owner'],
    ['users?page=0', 'page'],
  ])('%s is a 422 naming %s', async (path, field) => {
    const response = await server.admin.get(`/api/${path}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});
