import { MAX_RECORD_ID } from '@bar/contracts/ids';
import type { BarDocument } from '@bar/domain/document';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { barPresets, barRevisions, bars, users } from '../src/db/schema.ts';
import { contentSections } from '../src/db/schemaContent.ts';
import { addresses, inquiries } from '../src/db/schemaQuotes.ts';
import { barDocumentParts } from '../src/features/bars/documentColumns.ts';
import { findBar } from '../src/features/bars/repository.ts';
import { newInsertBody } from './admin.catalogue.helpers.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import type { TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';
import { ADDRESS, type Customer, customerWithBar } from './inquiries.helpers.ts';

type Reply = { statusCode: number; json(): { errors?: Record<string, string[]> } };

function errorKeys(response: Reply): string[] {
  return Object.keys(response.json().errors ?? {});
}

const NUL = '\u0000';
const LONE_SURROGATE = '\ud83c';

describe.each(databaseKinds)('input validation (%s)', (kind) => {
  const context = useAdminTestApp(kind);
  let customer: Customer;

  beforeAll(async () => {
    customer = await customerWithBar(context.app, context.db);
  });

  async function rows(table: PgTable): Promise<number> {
    const [row] = await context.db.select({ value: count() }).from(table);
    return row?.value ?? 0;
  }

  async function storedBar(id: string) {
    const row = await findBar(context.db, id);
    const [revisions] = await context.db
      .select({ value: count() })
      .from(barRevisions)
      .where(eq(barRevisions.barId, id));
    return { row, revisions: revisions?.value };
  }

  describe('NUL and unpaired surrogates: 422 naming the field, nothing stored', () => {
    it.each([
      ['a NUL', NUL],
      ['an unpaired surrogate', LONE_SURROGATE],
    ])('in a new bar name (%s)', async (_, bad) => {
      const before = await rows(bars);
      const response = await context.guest.post('/api/bars', { name: `Bar ${bad} one` });
      expect(response.statusCode).toBe(422);
      expect(errorKeys(response)).toEqual(['name']);
      expect(await rows(bars)).toBe(before);
    });

    it('in a JSON body that carries the \\u0000 escape as text', async () => {
      const before = await rows(bars);
      const response = await context.guest.request({
        method: 'POST',
        url: '/api/bars',
        payload: '{"name":"Bar \\u0000 escaped"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorKeys(response)).toEqual(['name']);
      expect(await rows(bars)).toBe(before);
    });

    it('in the name of a saved bar and deep inside its document', async () => {
      const before = await storedBar(customer.barId);
      const version = before.row?.version ?? 0;
      const renamed = await customer.client.put(`/api/bars/${customer.barId}`, { version, name: `X${NUL}` });
      expect(renamed.statusCode).toBe(422);
      expect(errorKeys(renamed)).toEqual(['name']);
      const doc = graxxBar(1);
      const module = doc.front.baseModules[0] as { id: string };
      module.id = `m${NUL}`;
      const saved = await customer.client.put(`/api/bars/${customer.barId}`, { version, ...doc });
      expect(saved.statusCode).toBe(422);
      expect(errorKeys(saved)).toEqual(['front.baseModules.0.id']);
      expect(await storedBar(customer.barId)).toEqual(before);
    });

    it('in the e-mail of a login and a registration', async () => {
      const login = await context.guest.post('/login', { email: `eva${NUL}@example.com`, password: 'whatever-1' });
      expect(login.statusCode).toBe(422);
      expect(errorKeys(login)).toEqual(['email']);
      const before = await rows(users);
      const register = await context.guest.post('/register', {
        email: 'nul-register@example.com',
        password: 'password-1',
        password_confirmation: 'password-1',
        given_name: `Eva${LONE_SURROGATE}`,
      });
      expect(register.statusCode).toBe(422);
      expect(errorKeys(register)).toEqual(['given_name']);
      expect(await rows(users)).toBe(before);
    });

    it('in an address field', async () => {
      const before = await rows(addresses);
      const created = await customer.client.post('/api/addresses', { ...ADDRESS, city: `Ber${NUL}lin` });
      expect(created.statusCode).toBe(422);
      expect(errorKeys(created)).toEqual(['city']);
      const edited = await customer.client.put(`/api/addresses/${customer.addressId}`, {
        ...ADDRESS,
        street: `${LONE_SURROGATE}Hauptstraße`,
      });
      expect(edited.statusCode).toBe(422);
      expect(errorKeys(edited)).toEqual(['street']);
      expect(await rows(addresses)).toBe(before);
      const [stored] = await context.db.select().from(addresses).where(eq(addresses.id, customer.addressId));
      expect(stored?.street).toBe(ADDRESS.street);
    });

    it('in an inquiry field and in the Idempotency-Key header', async () => {
      const before = await rows(inquiries);
      const body = { bar_id: customer.barId, address_id: customer.addressId, consent_contact: true };
      const message = await customer.client.post('/api/inquiries', { ...body, message: `Hello${NUL}` });
      expect(message.statusCode).toBe(422);
      expect(errorKeys(message)).toEqual(['message']);
      const header = await customer.client.post('/api/inquiries', body, { 'idempotency-key': `key${LONE_SURROGATE}` });
      expect(header.statusCode).toBe(422);
      expect(await rows(inquiries)).toBe(before);
    });

    it('in admin content, at its full path', async () => {
      const before = await context.db.select().from(contentSections);
      const response = await context.admin.put('/api/content', {
        sections: [{ type: 'text', value: { title: { en: `Title${NUL}` }, body: { en: 'Body' } } }],
      });
      expect(response.statusCode).toBe(422);
      expect(errorKeys(response)).toEqual(['sections.0.value.title.en']);
      expect(await context.db.select().from(contentSections)).toEqual(before);
    });

    it('in a query string', async () => {
      const response = await customer.client.get(`/api/bars?search=${encodeURIComponent(`bar${NUL}`)}`);
      expect(response.statusCode).toBe(422);
      expect(errorKeys(response)).toEqual(['search']);
    });
  });

  describe('path ids that are no positive 32-bit integer: 404', () => {
    const badIds = ['0', '-1', '2147483648', '99999999999', '1e3', '%201', '01', '1.5', 'abc', '%00'];

    const routes: {
      name: string;
      who: 'guest' | 'customer' | 'admin';
      method: 'GET' | 'PUT' | 'DELETE' | 'POST';
      url: (id: string) => string;
      payload?: unknown;
    }[] = [
      { name: 'preset', who: 'guest', method: 'GET', url: (id) => `/api/bar-presets/${id}` },
      { name: 'part', who: 'guest', method: 'GET', url: (id) => `/api/parts/${id}` },
      { name: 'assembly', who: 'guest', method: 'GET', url: (id) => `/api/assemblies/${id}` },
      { name: 'address PUT', who: 'customer', method: 'PUT', url: (id) => `/api/addresses/${id}`, payload: ADDRESS },
      { name: 'address DELETE', who: 'customer', method: 'DELETE', url: (id) => `/api/addresses/${id}` },
      { name: 'admin user', who: 'admin', method: 'GET', url: (id) => `/api/users/${id}` },
      {
        name: 'admin user PUT',
        who: 'admin',
        method: 'PUT',
        url: (id) => `/api/users/${id}`,
        payload: { is_admin: false },
      },
      { name: 'admin inquiry', who: 'admin', method: 'GET', url: (id) => `/api/inquiries/${id}` },
      { name: 'admin colour', who: 'admin', method: 'GET', url: (id) => `/api/colors/${id}` },
      { name: 'admin part PUT', who: 'admin', method: 'PUT', url: (id) => `/api/parts/${id}`, payload: {} },
      { name: 'admin assembly PUT', who: 'admin', method: 'PUT', url: (id) => `/api/assemblies/${id}`, payload: {} },
      { name: 'admin preset PUT', who: 'admin', method: 'PUT', url: (id) => `/api/bar-presets/${id}`, payload: {} },
      { name: 'admin preset DELETE', who: 'admin', method: 'DELETE', url: (id) => `/api/bar-presets/${id}` },
      { name: 'bar', who: 'guest', method: 'GET', url: (id) => `/api/bars/${id}` },
      { name: 'bar PUT', who: 'customer', method: 'PUT', url: (id) => `/api/bars/${id}`, payload: { version: 1 } },
      { name: 'upload', who: 'guest', method: 'GET', url: (id) => `/api/uploads/${id}` },
      {
        name: 'e-mail verification',
        who: 'guest',
        method: 'POST',
        url: (id) => `/email/verify/${id}/abc?expires=1&signature=x`,
      },
    ];

    it.each(routes.map((route) => [route.name, route] as const))('on %s', async (_, route) => {
      const client: TestClient = route.who === 'customer' ? customer.client : context[route.who];
      const statuses = [];
      for (const id of badIds) {
        const response = await client.request({
          method: route.method,
          url: route.url(id),
          ...(route.payload === undefined ? {} : { payload: route.payload }),
        });
        statuses.push(`${id} ${response.statusCode}`);
      }
      expect(statuses).toEqual(badIds.map((id) => `${id} 404`));
    });
  });

  describe('body ids out of range: 422 naming the field', () => {
    it('preset_id of a new bar', async () => {
      const before = await rows(bars);
      for (const presetId of [MAX_RECORD_ID + 1, 99_999_999_999, 0, -5]) {
        const response = await context.guest.post('/api/bars', { name: 'From a preset', preset_id: presetId });
        expect(response.statusCode).toBe(422);
        expect(errorKeys(response)).toEqual(['preset_id']);
      }
      expect(await rows(bars)).toBe(before);
    });

    it('address ids of an inquiry', async () => {
      const before = await rows(inquiries);
      const response = await customer.client.post('/api/inquiries', {
        bar_id: customer.barId,
        address_id: MAX_RECORD_ID + 1,
        delivery_address_id: 99_999_999_999,
        consent_contact: true,
      });
      expect(response.statusCode).toBe(422);
      expect(errorKeys(response).sort()).toEqual(['address_id', 'delivery_address_id']);
      expect(await rows(inquiries)).toBe(before);
    });

    it('a part id inside an admin assembly', async () => {
      const response = await context.admin.post(
        '/api/assemblies',
        newInsertBody({ parts: [{ part_id: MAX_RECORD_ID + 1, quantity: 1 }] }),
      );
      expect(response.statusCode).toBe(422);
      expect(errorKeys(response)).toEqual(['parts.0.part_id']);
    });

    it('a catalogue id inside a bar document', async () => {
      const before = await storedBar(customer.barId);
      const doc = graxxBar(1);
      const response = await customer.client.put(`/api/bars/${customer.barId}`, {
        version: before.row?.version,
        ...doc,
        singleParts: [{ part_id: 99_999_999_999, count: 1 }],
      });
      expect(response.statusCode).toBe(422);
      expect(errorKeys(response)).toEqual(['singleParts.0.part_id']);
      expect(await storedBar(customer.barId)).toEqual(before);
    });
  });

  describe('the bar document is strict at every level', () => {
    /** Sets `key` in the object at `path` inside `doc` (a JSON copy of a document). */
    function setAt(doc: unknown, path: (string | number)[], key: string, value: unknown): void {
      const target = path.reduce<unknown>((at, step) => (at as Record<string | number, unknown>)[step], doc);
      (target as Record<string, unknown>)[key] = value;
    }

    it.each([
      [['front'], 'baseModulez'],
      [['front', 'baseModules', 0], 'positon'],
      [['front', 'baseModules', 0, 'racks', 0], 'slotz'],
      [['settings', 'colors'], 'frame'],
      [['orbit_settings'], 'zoomLevel'],
    ] as [(string | number)[], string][])(
      'refuses an unknown key in %j (%s) by its path and keeps the stored bar',
      async (path, key) => {
        const before = await storedBar(customer.barId);
        expect(before.row?.document.front.baseModules.length).toBeGreaterThan(0);
        const doc: unknown = JSON.parse(JSON.stringify(graxxBar(3)));
        setAt(doc, path, key, []);
        const response = await customer.client.put(`/api/bars/${customer.barId}`, {
          version: before.row?.version,
          ...(doc as object),
        });
        expect(response.statusCode).toBe(422);
        expect(errorKeys(response)).toEqual([[...path, key].join('.')]);
        expect(await storedBar(customer.barId)).toEqual(before);
      },
    );

    it('a partial save with a misspelt side key is refused, not taken as an empty side', async () => {
      const before = await storedBar(customer.barId);
      const response = await customer.client.put(`/api/bars/${customer.barId}`, {
        version: before.row?.version,
        front: { baseModulez: [] },
      });
      expect(response.statusCode).toBe(422);
      expect(errorKeys(response)).toEqual(['front.baseModulez']);
      expect(await storedBar(customer.barId)).toEqual(before);
    });
  });

  describe('documents stored with extra keys (before the schema was strict) still open', () => {
    function withExtraKeys(doc: BarDocument): BarDocument {
      const copy = JSON.parse(JSON.stringify(doc));
      copy.legacy_top = 1;
      copy.front.legacy_side = true;
      copy.front.baseModules[0].legacy_module = { deep: [1, 2] };
      copy.front.baseModules[0].position.legacy_y = 0;
      copy.settings.colors.legacy_colour = '9005';
      return copy;
    }

    it('GET, a partial save, undo and redo of a bar whose row and revisions hold extra keys', async () => {
      const bar = await createBar(customer.client, 'Legacy bar');
      const saved = await customer.client.put(`/api/bars/${bar.id}`, { version: 1, ...graxxBar(2) });
      expect(saved.statusCode).toBe(200);
      const clean = graxxBar(2);
      const dirty = withExtraKeys(clean);
      await context.db.update(bars).set(barDocumentParts(dirty)).where(eq(bars.id, bar.id));
      await context.db.update(barRevisions).set({ document: dirty }).where(eq(barRevisions.barId, bar.id));

      const read = await customer.client.get(`/api/bars/${bar.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).not.toHaveProperty('legacy_top');
      expect(read.json().data.front).not.toHaveProperty('legacy_side');
      expect(read.json().data.front.baseModules).toEqual(JSON.parse(JSON.stringify(clean.front.baseModules)));

      const renamed = await customer.client.put(`/api/bars/${bar.id}`, { version: 2, name: 'Legacy bar, renamed' });
      expect(renamed.statusCode).toBe(200);
      const row = await findBar(context.db, bar.id);
      expect(row?.document).toEqual(JSON.parse(JSON.stringify(clean)));

      const undone = await customer.client.post(`/api/bars/${bar.id}/undo`, { version: 3 });
      expect(undone.statusCode).toBe(200);
      expect(undone.json().data.front.baseModules).toHaveLength(2);
      expect(undone.json().data.front).not.toHaveProperty('legacy_side');
      const redone = await customer.client.post(`/api/bars/${bar.id}/redo`, { version: 4 });
      expect(redone.statusCode).toBe(200);
    });

    it('a preset whose stored document holds extra keys opens and starts a bar', async () => {
      const [preset] = await context.db.select().from(barPresets).where(eq(barPresets.isActive, true)).limit(1);
      if (!preset) throw new Error('no active preset');
      const dirty = withExtraKeys(preset.document as BarDocument);
      await context.db.update(barPresets).set({ document: dirty }).where(eq(barPresets.id, preset.id));
      const read = await context.guest.get(`/api/bar-presets/${preset.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.document).not.toHaveProperty('legacy_top');
      const started = await context.guest.post('/api/bars', { name: 'From a legacy preset', preset_id: preset.id });
      expect(started.statusCode).toBe(201);
      expect(started.json().data.front.baseModules.length).toBeGreaterThan(0);
      const adminRead = await context.admin.get(`/api/bar-presets/${preset.id}`);
      expect(adminRead.statusCode).toBe(200);
    });
  });
});
