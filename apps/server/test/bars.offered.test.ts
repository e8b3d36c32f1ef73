import type { Assembly } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bars, users } from '../src/db/schema.ts';
import { barWithInsert, guardStatuses, newInsertBody, SHELF_PART } from './admin.catalogue.helpers.ts';
import { createBar } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';
import { pdfText } from './pdf.helpers.ts';

/** The document with one more insert like its first, at rack row 3 of the same rack (a new placement of it). */
function withAnotherInsert(doc: BarDocument): BarDocument {
  const [module, ...rest] = doc.front.baseModules;
  const [rack, ...otherRacks] = module?.racks ?? [];
  const insert = rack?.inserts[0];
  if (!module || !rack || !insert) throw new Error('the bar holds no insert');
  const racks = [{ ...rack, inserts: [...rack.inserts, { ...insert, slots: [3], mount: 3 }] }, ...otherRacks];
  return { ...doc, front: { ...doc.front, baseModules: [{ ...module, racks }, ...rest] } };
}

/** The document without any insert. */
function withoutInserts(doc: BarDocument): BarDocument {
  const baseModules = doc.front.baseModules.map((module) => ({
    ...module,
    racks: module.racks.map((rack) => ({ ...rack, inserts: [] })),
  }));
  return { ...doc, front: { ...doc.front, baseModules } };
}

describe.each(databaseKinds)('parts no longer offered (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  /** A new insert (one rack row, like the seeded shelf) and the customer's saved bar holding it. */
  async function barHoldingNewInsert(): Promise<{ assembly: Assembly; barId: string; document: BarDocument }> {
    const created = await server.admin.post('/api/assemblies', newInsertBody());
    expect(created.statusCode).toBe(201);
    const assembly: Assembly = created.json().data;
    const bar = await createBar(server.customer, `Holds ${assembly.id}`);
    const document = barWithInsert(assembly);
    const saved = await server.customer.put(`/api/bars/${bar.id}`, { version: bar.version, ...document });
    expect(saved.statusCode).toBe(200);
    return { assembly, barId: bar.id, document };
  }

  const switchOff = async (assembly: Assembly) => {
    const answer = await server.admin.put(`/api/assemblies/${assembly.id}`, { ...assembly, is_active: false });
    expect(answer.statusCode).toBe(200);
  };

  it('tells the admin how many bars and presets hold an assembly before it is switched off', async () => {
    const { assembly } = await barHoldingNewInsert();
    const usage = await server.admin.get(`/api/assemblies/${assembly.id}/usage`);
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toEqual({ data: { bars: 1, presets: 0 } });
    expect(await guardStatuses(server, { method: 'GET', url: `/api/assemblies/${assembly.id}/usage` })).toEqual([
      401, 403,
    ]);
    expect((await server.admin.get('/api/assemblies/999999/usage')).statusCode).toBe(404);
    expect((await server.admin.get('/api/assemblies/abc/usage')).statusCode).toBe(404);
  });

  it('keeps a switched-off assembly in the bar at its price, lists it for the editor, and refuses placing it anew', async () => {
    const { assembly, barId, document } = await barHoldingNewInsert();
    const before = (await server.customer.get(`/api/bars/${barId}`)).json().data;
    await switchOff(assembly);

    // The editor's catalogue holds it (to price and mark it); the menus' public list does not.
    const everything = (await server.guest.get('/api/assemblies?include_inactive=true')).json().data;
    expect(everything.some((candidate: Assembly) => candidate.id === assembly.id && !candidate.is_active)).toBe(true);
    const offered = (await server.guest.get('/api/assemblies')).json().data;
    expect(offered.some((candidate: Assembly) => candidate.id === assembly.id)).toBe(false);

    const after = (await server.customer.get(`/api/bars/${barId}`)).json().data;
    expect(after.parts.total_price).toBe(before.parts.total_price);
    expect(after.parts.list).toEqual(before.parts.list);

    // Kept and renamed: saved.
    const kept = await server.customer.put(`/api/bars/${barId}`, {
      version: after.version,
      name: 'Renamed',
      ...document,
    });
    expect(kept.statusCode).toBe(200);
    const version = kept.json().data.version;

    // One more: refused, naming the new place, and nothing saved.
    const tooMany = withAnotherInsert(document);
    const refused = await server.customer.put(`/api/bars/${barId}`, { version, ...tooMany });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'front.baseModules.0.racks.0.inserts.1': ['CAT: this part is no longer offered and cannot be added'],
    });
    const german = await server.customer.put(`/api/bars/${barId}`, { version, ...tooMany }, { 'x-locale': 'de' });
    expect(german.json().errors['front.baseModules.0.racks.0.inserts.1']).toEqual([
      'CAT: dieses Teil wird nicht mehr angeboten und kann nicht neu hinzugefügt werden',
    ]);
    // The same through a patch.
    const third = tooMany.front.baseModules[0]?.racks[0]?.inserts[1];
    const patched = await server.customer.request({
      method: 'PATCH',
      url: `/api/bars/${barId}`,
      payload: JSON.stringify([{ op: 'add', path: '/front/baseModules/0/racks/0/inserts/-', value: third }]),
      headers: { 'content-type': 'application/json-patch+json', 'if-match': `"${version}"` },
    });
    expect(patched.statusCode).toBe(422);
    expect(Object.keys(patched.json().errors)).toEqual(['front.baseModules.0.racks.0.inserts.1']);
    expect((await server.customer.get(`/api/bars/${barId}`)).json().data.version).toBe(version);

    // Removing it is allowed.
    const removed = await server.customer.put(`/api/bars/${barId}`, { version, ...withoutInserts(document) });
    expect(removed.statusCode).toBe(200);
  });

  it('shows one current total for the bar in the record, both lists, the dashboard and the PDF', async () => {
    const { assembly, barId } = await barHoldingNewInsert();
    await switchOff(assembly);
    // A price changed after the last save: every view prices the bar as it is now.
    const shelf = (await server.guest.get(`/api/parts/${SHELF_PART}`)).json().data;
    expect(
      (await server.admin.put(`/api/parts/${SHELF_PART}`, { ...shelf, price: shelf.price + 1000 })).statusCode,
    ).toBe(200);

    const record = (await server.admin.get(`/api/bars/${barId}`)).json().data;
    const total = record.parts.total_price;
    // What the last save stored is the old total, which the lists used to show.
    const [stored] = await server.db.select({ cents: bars.totalPriceCents }).from(bars).where(eq(bars.id, barId));
    expect(total - (stored?.cents ?? 0)).toBe(3 * 1000);
    expect((await server.customer.get(`/api/bars/${barId}`)).json().data.parts.total_price).toBe(total);

    const mine = (await server.customer.get('/api/bars?per_page=100')).json().data;
    expect(mine.find((row: { id: string }) => row.id === barId)?.total_price).toBe(total);
    const index = (
      await server.admin.get(`/api/bars-index?search=${encodeURIComponent(`Holds ${assembly.id}`)}`)
    ).json();
    expect(index.data.map((row: { id: string; total_price: number }) => [row.id, row.total_price])).toEqual([
      [barId, total],
    ]);
    const dashboard = (await server.admin.get('/api/admin-dashboard')).json().data;
    const recent = dashboard.recent_bars.find((row: { id: string }) => row.id === barId);
    expect(recent?.total_price).toBe(total);

    await server.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, server.customerId));
    const pdf = await server.customer.get(`/api/bars/${barId}/download`, { 'x-locale': 'en' });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    const euros = new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(total / 100);
    expect(text).toMatch(new RegExp(`Net total\\s+€${euros.replace('.', '\\.')}`));
    expect(text).toContain('(no longer offered)');
  });
});
