import { COUNTRY_CODES } from '@bar/domain/countries';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { adminsToNotify } from '../src/features/inquiries/recipients.ts';
import { adminAccount, expectAdminOnly, fieldsOf } from './admin.records.helpers.ts';
import { uniqueEmail } from './auth.helpers.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';
import { customerWithBar, inquiryBody } from './inquiries.helpers.ts';

describe.each(databaseKinds)('admin user records on %s', (kind) => {
  const server = useAdminTestApp(kind);

  async function storedUser(id: number) {
    const [row] = await server.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error(`user ${id} is gone`);
    return row;
  }

  it('refuses guests (401) and customers (403) on every route', async () => {
    await expectAdminOnly(server.app, server.db, { method: 'GET', url: `/api/users/${server.adminId}` });
    await expectAdminOnly(server.app, server.db, { method: 'PUT', url: `/api/users/${server.adminId}`, payload: {} });
    const payload = { email: uniqueEmail('refused'), given_name: 'R', family_name: 'F', country: 'DE' };
    await expectAdminOnly(server.app, server.db, { method: 'POST', url: '/api/create-admin', payload });
    const [created] = await server.db.select().from(users).where(eq(users.email, payload.email));
    expect(created).toBeUndefined();
  });

  it("shows a user's record with addresses, bars and inquiries, and no password hash", async () => {
    const customer = await customerWithBar(server.app, server.db);
    const sent = await customer.client.post('/api/inquiries', inquiryBody(customer));
    expect(sent.statusCode).toBe(201);

    const response = await server.admin.get(`/api/users/${customer.userId}`);
    expect(response.statusCode).toBe(200);
    const record = response.json().data;
    expect(record).toMatchObject({
      id: customer.userId,
      email: customer.email,
      given_name: 'Eva',
      is_admin: false,
      country_responsibilities: [],
      bars_count: 1,
      inquiries_count: 1,
    });
    expect(record.email_verified_at).toEqual(expect.any(String));
    expect(record.addresses).toEqual([expect.objectContaining({ id: customer.addressId, city: 'Berlin' })]);
    expect(record.bars).toEqual([{ id: customer.barId, name: 'Inquiry bar', updated_at: expect.any(String) }]);
    expect(record.inquiries).toEqual([{ id: sent.json().data.id, status: 'new', created_at: expect.any(String) }]);
    expect(JSON.stringify(record)).not.toMatch(/password|not-a-hash/);
  });

  it('answers 404 for an unknown user, on GET and PUT', async () => {
    expect((await server.admin.get('/api/users/999999')).statusCode).toBe(404);
    expect((await server.admin.put('/api/users/999999', { is_admin: true })).statusCode).toBe(404);
  });

  it('answers 422 per field for wrong types, blank or too many countries', async () => {
    const { userId } = await loggedInClient(server.app, server.db);
    const url = `/api/users/${userId}`;
    expect(fieldsOf(await server.admin.put(url, { is_admin: 'yes' }))).toEqual(['is_admin']);
    expect(fieldsOf(await server.admin.put(url, { country_responsibilities: 'Deutschland' }))).toEqual([
      'country_responsibilities',
    ]);
    expect(fieldsOf(await server.admin.put(url, { country_responsibilities: ['Österreich', '  '] }))).toEqual([
      'country_responsibilities.1',
    ]);
    expect(fieldsOf(await server.admin.put(url, { country_responsibilities: [7] }))).toEqual([
      'country_responsibilities.0',
    ]);
    expect(fieldsOf(await server.admin.put(url, { country_responsibilities: ['AT', 'Schweiz, Switzerland'] }))).toEqual(
      ['country_responsibilities.1'],
    );
    const tooMany = COUNTRY_CODES.slice(0, 51);
    expect(fieldsOf(await server.admin.put(url, { country_responsibilities: tooMany }))).toEqual([
      'country_responsibilities',
    ]);
    const both = await server.admin.put(url, { is_admin: 1, country_responsibilities: [null] });
    expect(fieldsOf(both)).toEqual(['country_responsibilities.0', 'is_admin']);
    const row = await storedUser(userId);
    expect(row.isAdmin).toBe(false);
    expect(row.countryResponsibilities).toEqual([]);
  });

  it('stores countries as de-duplicated codes and ignores every other field', async () => {
    const { userId } = await loggedInClient(server.app, server.db);
    const before = await storedUser(userId);
    const response = await server.admin.put(`/api/users/${userId}`, {
      country_responsibilities: [' Österreich ', 'Schweiz', 'österreich', 'Schweiz'],
      email: 'taken-over@example.com',
      vat_id: 'DE999',
      email_verified_at: '2020-01-01T00:00:00.000Z',
      password_hash: 'x',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.country_responsibilities).toEqual(['AT', 'CH']);
    const after = await storedUser(userId);
    expect(after.countryResponsibilities).toEqual(['AT', 'CH']);
    expect(after).toMatchObject({
      email: before.email,
      vatId: before.vatId,
      emailVerifiedAt: before.emailVerifiedAt,
      passwordHash: before.passwordHash,
      isAdmin: false,
    });
  });

  it('updates name, organisation, country and language, and clears a name sent blank', async () => {
    const { userId } = await loggedInClient(server.app, server.db);
    const url = `/api/users/${userId}`;
    const response = await server.admin.put(url, {
      given_name: ' Ada ',
      family_name: 'Lovelace',
      organization: 'Analytical GmbH',
      country: ' Österreich ',
      locale: 'fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      given_name: 'Ada',
      family_name: 'Lovelace',
      organization: 'Analytical GmbH',
      country: 'AT',
      locale: 'fr',
    });
    expect(await storedUser(userId)).toMatchObject({
      givenName: 'Ada',
      familyName: 'Lovelace',
      organization: 'Analytical GmbH',
      country: 'AT',
      locale: 'fr',
    });

    const cleared = await server.admin.put(url, { organization: '  ', family_name: null });
    expect(cleared.statusCode).toBe(200);
    expect(await storedUser(userId)).toMatchObject({ givenName: 'Ada', familyName: null, organization: null });
  });

  it('marks the e-mail unverified and verified again, keeping the time while the state holds', async () => {
    const { userId } = await loggedInClient(server.app, server.db);
    const url = `/api/users/${userId}`;
    const unverified = await server.admin.put(url, { is_verified: false });
    expect(unverified.statusCode).toBe(200);
    expect(unverified.json().data.email_verified_at).toBeNull();
    expect((await storedUser(userId)).emailVerifiedAt).toBeNull();

    const verified = await server.admin.put(url, { is_verified: true });
    expect(verified.json().data.email_verified_at).toEqual(expect.any(String));
    const firstTime = (await storedUser(userId)).emailVerifiedAt;
    expect(firstTime).toBeInstanceOf(Date);
    await server.admin.put(url, { is_verified: true });
    expect((await storedUser(userId)).emailVerifiedAt).toEqual(firstTime);
  });

  it('answers 422 per field for bad names, country, language and verified state', async () => {
    const { userId } = await loggedInClient(server.app, server.db);
    const url = `/api/users/${userId}`;
    const before = await storedUser(userId);
    expect(fieldsOf(await server.admin.put(url, { given_name: 7 }))).toEqual(['given_name']);
    expect(fieldsOf(await server.admin.put(url, { family_name: 'x'.repeat(256) }))).toEqual(['family_name']);
    expect(fieldsOf(await server.admin.put(url, { organization: ['GmbH'] }))).toEqual(['organization']);
    expect(fieldsOf(await server.admin.put(url, { country: '   ' }))).toEqual(['country']);
    expect(fieldsOf(await server.admin.put(url, { country: null }))).toEqual(['country']);
    expect(fieldsOf(await server.admin.put(url, { locale: 'xx' }))).toEqual(['locale']);
    expect(fieldsOf(await server.admin.put(url, { is_verified: 'yes' }))).toEqual(['is_verified']);
    const all = await server.admin.put(url, { given_name: 1, locale: 'nl', is_verified: null });
    expect(fieldsOf(all)).toEqual(['given_name', 'is_verified', 'locale']);
    expect(await storedUser(userId)).toMatchObject({
      givenName: before.givenName,
      country: before.country,
      locale: before.locale,
      emailVerifiedAt: before.emailVerifiedAt,
    });
  });

  it('refuses a customer (403) who tries to change their own profile fields here', async () => {
    const customer = await loggedInClient(server.app, server.db);
    const response = await customer.client.put(`/api/users/${customer.userId}`, {
      given_name: 'Me',
      is_verified: true,
    });
    expect(response.statusCode).toBe(403);
  });

  it('does not let an administrator remove their own flag (422 on is_admin, in the request language)', async () => {
    // With a second administrator, so it is this rule and not the last administrator's (409) that refuses.
    const other = await loggedInAdmin(server.app, server.db);
    const response = await server.admin.put(`/api/users/${server.adminId}`, { is_admin: false }, { 'x-locale': 'de' });
    expect(fieldsOf(response)).toEqual(['is_admin']);
    expect(response.json().errors.is_admin).toEqual([
      'Sie können sich die Administratorrechte nicht selbst entziehen.',
    ]);
    expect((await storedUser(server.adminId)).isAdmin).toBe(true);
    // Keeping the flag while changing the countries is fine.
    const own = await server.admin.put(`/api/users/${server.adminId}`, {
      is_admin: true,
      country_responsibilities: [],
    });
    expect(own.statusCode).toBe(200);
    await server.db.update(users).set({ isAdmin: false }).where(eq(users.id, other.userId));
  });

  it('toggling is_admin opens and closes the admin area for that user at once', async () => {
    const staff = await loggedInClient(server.app, server.db);
    const adminRoute = `/api/users/${server.adminId}`;
    expect((await staff.client.get(adminRoute)).statusCode).toBe(403);

    const granted = await server.admin.put(`/api/users/${staff.userId}`, { is_admin: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.is_admin).toBe(true);
    expect((await staff.client.get(adminRoute)).statusCode).toBe(200);

    // Another administrator may take the flag away again; the open session loses access with it.
    const revoked = await server.admin.put(`/api/users/${staff.userId}`, { is_admin: false });
    expect(revoked.json().data.is_admin).toBe(false);
    expect((await staff.client.get(adminRoute)).statusCode).toBe(403);
  });

  it('country responsibilities decide which administrators an inquiry notifies', async () => {
    // No other test here makes anyone responsible for Tuvalu.
    const country = 'TV';
    const responsible = await adminAccount(server.app, server.db);
    const before = (await adminsToNotify(server.db, country)).map((entry) => entry.id);
    expect(before).toContain(server.adminId);
    expect(before).toContain(responsible.userId);

    const set = await server.admin.put(`/api/users/${responsible.userId}`, {
      country_responsibilities: [' TUVALU '],
    });
    expect(set.statusCode).toBe(200);
    expect((await adminsToNotify(server.db, country)).map((entry) => entry.id)).toEqual([responsible.userId]);
    // A country stored as text before codes reaches the administrator of its code.
    expect((await adminsToNotify(server.db, 'Tuvalu')).map((entry) => entry.id)).toEqual([responsible.userId]);

    await server.admin.put(`/api/users/${responsible.userId}`, { country_responsibilities: [] });
    expect((await adminsToNotify(server.db, country)).map((entry) => entry.id)).toContain(server.adminId);
  });
});
