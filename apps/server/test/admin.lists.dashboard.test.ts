import { seedPresets } from '@bar/domain/seed/presets';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bars } from '../src/db/schema.ts';
import { chartStart } from '../src/features/admin/lists/dashboard.ts';
import { insertListInquiries, insertListUsers } from './helpers/adminListFixture.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

const monthsAgo = (months: number, day = 10) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day, 12));
};
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

describe.each(databaseKinds)('GET /api/admin-dashboard (%s)', (kind) => {
  const server = useAdminTestApp(kind);
  const barIds: string[] = [];

  beforeAll(async () => {
    // Bars started from presets through the API: preset 3 three times, preset 1 twice, 4 once.
    for (const presetId of [3, 1, 3, 4, 3, 1]) {
      const response = await server.customer.post('/api/bars', {
        name: `From preset ${presetId}`,
        preset_id: presetId,
      });
      expect(response.statusCode, response.body).toBe(201);
      barIds.push(response.json().data.id);
    }
    const empty = await server.customer.post('/api/bars', { name: 'Empty start' });
    barIds.push(empty.json().data.id);
    // Changed in a known order: the last bar created was changed first.
    for (const [index, id] of barIds.entries()) {
      await server.db
        .update(bars)
        .set({ updatedAt: new Date(Date.UTC(2030, 0, 1 + barIds.length - index)) })
        .where(eq(bars.id, id));
    }
    const [user] = await insertListUsers(server.db);
    await insertListInquiries(server.db, user?.id ?? 0, [
      { status: 'new', country: 'DE', createdAt: monthsAgo(0, 2), totalPrice: 100 },
      { status: 'new', country: 'DE', createdAt: monthsAgo(0, 3), totalPrice: 200 },
      { status: 'new', country: 'AT', createdAt: monthsAgo(1), totalPrice: 300 },
      { status: 'quoted', country: 'DE', createdAt: monthsAgo(1), totalPrice: 400 },
      { status: 'new', country: 'CH', createdAt: monthsAgo(11), totalPrice: 500 },
      { status: 'closed', country: 'CH', createdAt: monthsAgo(12), totalPrice: 600 },
      { status: 'new', country: 'DE', createdAt: monthsAgo(3), totalPrice: 700 },
      { status: 'new', country: 'DE', createdAt: monthsAgo(4), totalPrice: 800 },
      { status: 'new', country: 'DE', createdAt: monthsAgo(30), totalPrice: 900 },
    ]);
  });

  it('counts new inquiries and shows the five newest of them', async () => {
    const response = await server.admin.get('/api/admin-dashboard', { 'x-locale': 'en' });
    expect(response.statusCode).toBe(200);
    const { new_inquiries } = response.json().data;
    expect(new_inquiries.count).toBe(7);
    expect(new_inquiries.latest.map((row: { total_price: number }) => row.total_price)).toEqual([
      200, 100, 300, 700, 800,
    ]);
    expect(new_inquiries.latest.every((row: { status: string }) => row.status === 'new')).toBe(true);
  });

  it('lists the five bars changed last', async () => {
    const { recent_bars } = (await server.admin.get('/api/admin-dashboard')).json().data;
    expect(recent_bars.map((row: { id: string }) => row.id)).toEqual(barIds.slice(0, 5));
    expect(recent_bars[0]).toMatchObject({ name: 'From preset 3', owner: { email: expect.any(String) } });
  });

  it('counts inquiries per month and country over the last twelve months', async () => {
    const { inquiries_by_country } = (await server.admin.get('/api/admin-dashboard')).json().data;
    const expected = [
      { month: monthKey(monthsAgo(11)), country: 'CH', count: 1 },
      { month: monthKey(monthsAgo(4)), country: 'DE', count: 1 },
      { month: monthKey(monthsAgo(3)), country: 'DE', count: 1 },
      { month: monthKey(monthsAgo(1)), country: 'AT', count: 1 },
      { month: monthKey(monthsAgo(1)), country: 'DE', count: 1 },
      { month: monthKey(monthsAgo(0)), country: 'DE', count: 2 },
    ];
    expect(inquiries_by_country).toEqual(expected);
    expect(chartStart(new Date(Date.UTC(2030, 0, 15))).toISOString()).toBe('2029-02-01T00:00:00.000Z');
  });

  it('names the presets most bars were started from, in the request language', async () => {
    const { top_presets } = (await server.admin.get('/api/admin-dashboard', { 'x-locale': 'fr' })).json().data;
    const name = (id: number) => seedPresets.find((preset) => preset.id === id)?.name.fr;
    expect(top_presets).toEqual([
      { id: 3, name: name(3), bar_count: 3 },
      { id: 1, name: name(1), bar_count: 2 },
      { id: 4, name: name(4), bar_count: 1 },
    ]);
  });
});
