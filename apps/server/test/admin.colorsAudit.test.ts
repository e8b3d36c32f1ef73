import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { auditLog } from '../src/db/schemaAudit.ts';
import { guardStatuses } from './admin.catalogue.helpers.ts';
import { fieldsOf } from './admin.records.helpers.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';
import { customerWithBar, inquiryBody } from './inquiries.helpers.ts';

type AuditRow = {
  id: number;
  actor: { id: number | null; email: string };
  record_type: string;
  record_id: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
};

const OCHRE = {
  code: 'ochre-test',
  name: 'Ocker',
  hex: '#C8A13A',
  is_active: true,
  translations: { en: 'Ochre', fr: 'Ocre', it: '', es: 'Ocre', pt: null },
};

describe.each(databaseKinds)('new colours, the last administrator and the audit log (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  /** The audit lines of one record, newest first, as the admin API lists them. */
  async function auditOf(recordType: string, recordId: string | number): Promise<AuditRow[]> {
    const response = await server.admin.get(
      `/api/audit-log?filter[record_type]=${recordType}&search=${encodeURIComponent(String(recordId))}`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json().data as AuditRow[]).filter((row) => row.record_id === String(recordId));
  }

  async function adminEmail(id: number): Promise<string> {
    const [row] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    return row?.email ?? '';
  }

  it.each([
    { method: 'POST', url: '/api/colors', payload: OCHRE },
    { method: 'GET', url: '/api/audit-log' },
  ] as const)('$method $url refuses guests (401) and customers (403)', async (call) => {
    expect(await guardStatuses(server, call)).toEqual([401, 403]);
  });

  it('creates a colour with its names (201), lists it and offers it in the palette', async () => {
    const response = await server.admin.post('/api/colors', OCHRE);
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toEqual({
      id: created.id,
      code: 'ochre-test',
      name: 'Ocker',
      hex: '#c8a13a',
      is_active: true,
      translations: { en: 'Ochre', fr: 'Ocre', es: 'Ocre' },
    });
    expect(created.id).toBeGreaterThanOrEqual(10000);
    expect((await server.admin.get(`/api/colors/${created.id}`)).json().data).toEqual(created);
    // Named in the reader's language; German (the colour's own name) where no translation is stored.
    const listed = async (locale: string, search = 'ochre-test') =>
      (await server.admin.get(`/api/colors-index?search=${search}`, { 'x-locale': locale })).json().data;
    expect(await listed('de')).toEqual([
      { id: created.id, code: 'ochre-test', name: 'Ocker', hex: '#c8a13a', is_active: true },
    ]);
    expect((await listed('en'))[0].name).toBe('Ochre');
    expect((await listed('it'))[0].name).toBe('Ocker');
    expect((await listed('fr', 'Ocre'))[0]?.code).toBe('ochre-test');
    const palette = (await server.guest.get('/api/colors')).json().data as { code: string }[];
    expect(palette.filter((color) => color.code === 'ochre-test')).toHaveLength(1);
  });

  it('answers 409 with a clear message for a code already used, and stores nothing', async () => {
    const before = (await server.admin.get('/api/colors-index?search=9016')).json().meta.total;
    const taken = await server.admin.post('/api/colors', { ...OCHRE, code: '9016' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Another colour already has this code.',
      errors: { code: ['Another colour already has this code.'] },
    });
    const inGerman = await server.admin.post('/api/colors', { ...OCHRE, code: '9016' }, { 'x-locale': 'de' });
    expect(inGerman.json().message).toBe('Eine andere Farbe hat bereits diesen Code.');
    expect((await server.admin.get('/api/colors-index?search=9016')).json().meta.total).toBe(before);
    expect(await auditOf('color', '9016')).toEqual([]);
  });

  it.each([
    ['a hex without #', { hex: 'C8A13A' }, ['hex']],
    ['a short hex', { hex: '#C8A' }, ['hex']],
    ['a hex with other letters', { hex: '#GGHHII' }, ['hex']],
    ['no default-language name', { name: '' }, ['name']],
    ['a code with spaces', { code: 'RAL 1000' }, ['code']],
    ['an unknown language', { translations: { nl: 'Oker' } }, ['translations.nl']],
    ['an unknown field', { price: 3 }, ['price']],
  ])('answers 422 naming the field for %s', async (_, change, fields) => {
    const response = await server.admin.post('/api/colors', { ...OCHRE, code: 'bad-input', ...change });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(fields);
    expect((await server.admin.get('/api/colors-index?search=bad-input')).json().meta.total).toBe(0);
  });

  it('logs a new colour with every field, then an edit with the changed fields only', async () => {
    const created = (await server.admin.post('/api/colors', { ...OCHRE, code: 'audit-ochre' })).json().data;
    const edited = await server.admin.put(`/api/colors/${created.id}`, {
      code: 'audit-ochre',
      name: 'Goldocker',
      hex: '#c8a13a',
      is_active: true,
    });
    expect(edited.statusCode).toBe(200);
    const [update, create] = await auditOf('color', created.id);
    const email = await adminEmail(server.adminId);
    expect(update).toMatchObject({
      actor: { id: server.adminId, email },
      action: 'update',
      changes: { name: { before: 'Ocker', after: 'Goldocker' } },
    });
    expect(Object.keys(update?.changes ?? {})).toEqual(['name']);
    expect(create).toMatchObject({
      action: 'create',
      changes: {
        code: { before: null, after: 'audit-ochre' },
        hex: { before: null, after: '#c8a13a' },
        translations: { before: null, after: { en: 'Ochre', fr: 'Ocre', es: 'Ocre' } },
      },
    });
    // Saving the same values again changes nothing and logs nothing.
    await server.admin.put(`/api/colors/${created.id}`, {
      code: 'audit-ochre',
      name: 'Goldocker',
      hex: '#c8a13a',
      is_active: true,
    });
    expect(await auditOf('color', created.id)).toHaveLength(2);
  });

  it('logs a new administrator with the password hash redacted', async () => {
    const response = await server.admin.post('/api/create-admin', {
      email: 'audited.admin@example.com',
      given_name: 'Audit',
      family_name: 'Admin',
      country: 'DE',
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id;
    const [created] = await auditOf('user', id);
    expect(created?.action).toBe('create');
    expect(created?.changes.email).toEqual({ before: null, after: 'audited.admin@example.com' });
    expect(created?.changes.isAdmin).toEqual({ before: null, after: true });
    expect(created?.changes.passwordHash).toEqual({ before: null, after: '[redacted]' });
    const [user] = await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    const stored = await server.db.select({ changes: auditLog.changes }).from(auditLog);
    expect(JSON.stringify(stored)).not.toContain(user?.hash);
  });

  it('logs role changes, part prices, inquiry statuses and the home screen content', async () => {
    const other = await loggedInAdmin(server.app, server.db);
    expect((await server.admin.put(`/api/users/${other.userId}`, { is_admin: false })).statusCode).toBe(200);
    const [demotion] = await auditOf('user', other.userId);
    expect(demotion?.changes).toEqual({ isAdmin: { before: true, after: false } });

    const part = (await server.admin.get('/api/parts/110')).json().data;
    const priced = await server.admin.put('/api/parts/110', { ...part, price: part.price + 100 });
    expect(priced.statusCode).toBe(200);
    const [price] = await auditOf('part', 110);
    expect(price?.changes).toEqual({ priceCents: { before: part.price, after: part.price + 100 } });

    const customer = await customerWithBar(server.app, server.db);
    const inquiry = (await customer.client.post('/api/inquiries', inquiryBody(customer))).json().data.id;
    expect((await server.admin.put(`/api/inquiries/${inquiry}`, { status: 'quoted' })).statusCode).toBe(200);
    const [status] = await auditOf('inquiry', inquiry);
    expect(status?.changes).toEqual({ status: { before: 'new', after: 'quoted' } });

    const content = await server.admin.put('/api/content', { sections: [], company_url: 'https://bars.example.com' });
    expect(content.statusCode).toBe(200);
    const [home] = await auditOf('content', 'home');
    expect(home?.changes.company_url).toEqual({ before: null, after: 'https://bars.example.com' });
  });

  it('pages, searches, filters and sorts the audit log', async () => {
    for (let index = 0; index < 26; index += 1) {
      await server.admin.post('/api/colors', { ...OCHRE, code: `paged-${index}`, translations: {} });
    }
    const all = await server.admin.get('/api/audit-log?filter[record_type]=color&filter[action]=create');
    const { meta, data } = all.json() as {
      meta: { total: number; per_page: number; last_page: number };
      data: AuditRow[];
    };
    expect(meta.per_page).toBe(25);
    expect(data).toHaveLength(25);
    expect(meta.last_page).toBe(Math.ceil(meta.total / 25));
    const ids = data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (
      await server.admin.get('/api/audit-log?filter[record_type]=color&filter[action]=create&page=2')
    ).json();
    expect((second.data as AuditRow[]).every((row) => row.id < Math.min(...ids))).toBe(true);

    const email = await adminEmail(server.adminId);
    const byActor = (await server.admin.get(`/api/audit-log?search=${encodeURIComponent(email)}`)).json();
    expect(byActor.meta.total).toBeGreaterThanOrEqual(26);
    expect((byActor.data as AuditRow[]).every((row) => row.actor.email === email)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const inRange = (await server.admin.get(`/api/audit-log?filter[from]=${today}&filter[to]=${today}`)).json();
    expect(inRange.meta.total).toBeGreaterThanOrEqual(26);
    const before = (await server.admin.get('/api/audit-log?filter[to]=2000-01-01')).json();
    expect(before.meta.total).toBe(0);
    const ascending = (await server.admin.get('/api/audit-log?sortBy[]=created_at.asc')).json().data as AuditRow[];
    expect(ascending[0]?.id).toBeLessThan(ascending.at(-1)?.id ?? 0);

    const badDay = await server.admin.get('/api/audit-log?filter[from]=yesterday');
    expect(badDay.statusCode).toBe(422);
    expect(fieldsOf(badDay)).toEqual(['filter.from']);
    expect((await server.admin.get('/api/audit-log?filter[record_type]=bar')).statusCode).toBe(422);
    expect((await server.admin.get('/api/audit-log?sortBy[]=changes.asc')).statusCode).toBe(422);
  });

  it('keeps the last administrator (409) and lets only one of two mutual demotions through', async () => {
    // Two administrators take each other's flag at the same moment: one wins, one learns why not.
    const first = await loggedInAdmin(server.app, server.db);
    const second = await loggedInAdmin(server.app, server.db);
    await server.db.update(users).set({ isAdmin: false }).where(ne(users.id, first.userId));
    await server.db.update(users).set({ isAdmin: true }).where(eq(users.id, second.userId));
    const answers = await Promise.all([
      first.client.put(`/api/users/${second.userId}`, { is_admin: false }),
      second.client.put(`/api/users/${first.userId}`, { is_admin: false }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const admins = await server.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode === 409);
    const lastId = admins[0]?.id ?? 0;
    expect(refused?.json().message).toBe(
      `${await adminEmail(lastId)} is the last administrator. Make another user an administrator first.`,
    );

    // The last one cannot give up the flag either; in German the message says so in German.
    const last = lastId === first.userId ? first : second;
    const own = await last.client.put(`/api/users/${lastId}`, { is_admin: false }, { 'x-locale': 'de' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toContain('ist der letzte Administrator');
    expect((await server.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true))).length).toBe(1);
    // Only the demotion that went through is logged.
    await server.db.update(users).set({ isAdmin: true }).where(eq(users.id, server.adminId));
    const loser = lastId === first.userId ? second.userId : first.userId;
    expect(await auditOf('user', lastId)).toHaveLength(0);
    expect((await auditOf('user', loser)).map((row) => row.changes)).toEqual([
      { isAdmin: { before: true, after: false } },
    ]);
  });
});
