import type { Locale } from '@bar/domain/locale';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type MessageKey, translate } from '../src/i18n/catalogue.ts';
import { uniqueEmail } from './auth.helpers.ts';
import { testConfig } from './helpers/app.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';
import { ADDRESS, customerWithBar } from './inquiries.helpers.ts';

/**
 * Every kind of server message in the client's language: a German client names it in X-Locale,
 * a French one only in Accept-Language. Each message must be the catalogue's text in that
 * language, and not the English one.
 */
const CLIENTS: { locale: Locale; headers: Record<string, string> }[] = [
  { locale: 'de', headers: { 'x-locale': 'de' } },
  { locale: 'fr', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } },
];

type Values = Record<string, string | number>;

/** The text in `locale`, after checking that it differs from the English one. */
function localized(locale: Locale, key: MessageKey, values: Values = {}): string {
  const text = translate(key, locale, values);
  expect(text).not.toBe(translate(key, 'en', values));
  return text;
}

function andMore(locale: Locale, message: string, more: number): string {
  return more === 1
    ? translate('error.andOneMore', locale, { message })
    : translate('error.andMore', locale, { message, count: more });
}

/** Sends every request of `client` with the headers of one language. */
function speaking(client: TestClient, headers: Record<string, string>) {
  return {
    get: (url: string) => client.request({ method: 'GET', url, headers }),
    post: (url: string, payload: unknown, extra: Record<string, string> = {}) =>
      client.request({ method: 'POST', url, payload, headers: { ...headers, ...extra } }),
    put: (url: string, payload: unknown) => client.request({ method: 'PUT', url, payload, headers }),
    postWithoutCsrf: (url: string, payload: unknown) =>
      client.request({ method: 'POST', url, payload, headers, withoutCsrfHeader: true }),
  };
}

function expectMessage(response: LightMyRequestResponse, status: number, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
}

describe.each(databaseKinds)('server messages in the client language (%s)', (kind) => {
  const server = useTestApp(kind);
  let strictApp: FastifyInstance;

  beforeAll(async () => {
    // The production throttle limits, for the 429.
    strictApp = await buildApp(testConfig({ throttleLimitFactor: 1 }), {
      database: server.database,
      keepDatabaseOpen: true,
    });
  });
  afterAll(async () => {
    await strictApp.close();
  });

  describe.each(CLIENTS)('$locale', ({ locale, headers }) => {
    it('bars: 404, 422 for a bad document (schema and rule), 409 with the current bar, 403 and 401', async () => {
      const { client } = await loggedInClient(server.app, server.db);
      const user = speaking(client, headers);
      expectMessage(await user.get('/api/bars/no-such-bar'), 404, localized(locale, 'bars.removed'));

      const created = await createBar(client);
      const doc = graxxBar(2);
      const [first, second] = doc.front.baseModules;
      if (!first || !second) throw new Error('expected two modules');
      const overlapping = {
        ...doc,
        front: { ...doc.front, baseModules: [first, { ...second, position: first.position }] },
      };
      const rule = await user.put(`/api/bars/${created.id}`, { version: 1, ...overlapping });
      const overlap = translate('violations.rule', locale, { rule: 'P1', problem: 'violations.overlap' });
      expect(overlap).toContain(localized(locale, 'violations.overlap'));
      expect(rule.json().errors['front.baseModules.1.position']).toEqual([overlap]);
      expect(rule.json().message.startsWith(overlap)).toBe(true);

      const schema = await user.put(`/api/bars/${created.id}`, {
        version: 1,
        front: { baseModules: 'none', colour: 'red' },
      });
      expect(schema.statusCode).toBe(422);
      const errors = schema.json().errors as Record<string, string[]>;
      expect(errors['front.baseModules']).toEqual([localized(locale, 'validation.expectedArray')]);
      expect(errors['front.colour']).toEqual([localized(locale, 'validation.unknownField')]);
      const firstMessage = Object.values(errors)[0]?.[0] ?? '';
      const more = Object.values(errors).flat().length - 1;
      expect(more).toBeGreaterThan(0);
      expect(schema.json().message).toBe(andMore(locale, firstMessage, more));
      expect(schema.json().message).not.toContain('more error');

      expect((await user.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(1) })).statusCode).toBe(200);
      const stale = await user.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(3) });
      expectMessage(stale, 409, localized(locale, 'bars.changedMeanwhile'));
      expect(stale.json().data).toMatchObject({ id: created.id, version: 2 });

      const stranger = speaking(await startedClient(server.app), headers);
      const viewOnly = await stranger.put(`/api/bars/${created.id}?preview_token=${created.preview_token}`, {
        version: 2,
        name: 'Mine now',
      });
      expectMessage(viewOnly, 403, localized(locale, 'bars.viewOnly'));
      expectMessage(await stranger.get(`/api/bars/${created.id}`), 401, localized(locale, 'error.unauthenticated'));
    });

    it('bar patches: If-Match missing or malformed, a bad pointer, an empty patch, an operation that cannot apply', async () => {
      const { client } = await loggedInClient(server.app, server.db);
      const created = await createBar(client);
      const patch = (operations: unknown, ifMatch?: string) =>
        client.request({
          method: 'PATCH',
          url: `/api/bars/${created.id}`,
          payload: JSON.stringify(operations),
          headers: {
            ...headers,
            'content-type': 'application/json-patch+json',
            ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
          },
        });
      const rename = [{ op: 'replace', path: '/name', value: 'Renamed' }];
      expectMessage(await patch(rename), 422, localized(locale, 'validation.ifMatchRequired'));
      expectMessage(await patch(rename, '12'), 422, localized(locale, 'validation.ifMatchFormat'));
      expectMessage(await patch([], '"1"'), 422, localized(locale, 'validation.patchEmpty'));
      expectMessage(
        await patch([{ op: 'replace', path: 'name', value: 'x' }], '"1"'),
        422,
        localized(locale, 'validation.jsonPointer'),
      );

      const missing = await patch([rename[0], { op: 'replace', path: '/front/baseModules/99/color', value: 1 }], '"1"');
      const reason = localized(locale, 'bars.patchPathMissing');
      expectMessage(missing, 422, localized(locale, 'bars.patchOperation', { number: 2, reason }));
      expect(missing.json().errors).toEqual({ 'front.baseModules.99.color': [reason] });

      const failedTest = await patch([{ op: 'test', path: '/name', value: 'Not the name' }], '"1"');
      expect(failedTest.json().errors).toEqual({ name: [localized(locale, 'bars.patchTestFailed')] });
      // Nothing of the refused patches was stored.
      expect((await client.get(`/api/bars/${created.id}`)).json().data).toMatchObject({ version: 1 });
    });

    it('addresses: 422 per field in the schema messages, 404, and 401 for a guest', async () => {
      const user = speaking((await loggedInClient(server.app, server.db)).client, headers);
      const invalid = await user.post('/api/addresses', {
        ...ADDRESS,
        organization: '',
        family_name: '',
        street: '',
        city: undefined,
        email: 'not-an-email',
        phone: 'x'.repeat(256),
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toEqual({
        street: [localized(locale, 'validation.fieldRequired', { field: 'field.street' })],
        city: [localized(locale, 'validation.fieldRequired', { field: 'field.city' })],
        email: [localized(locale, 'validation.validEmail')],
        phone: [localized(locale, 'validation.inputMax', { max: 255 })],
        family_name: [localized(locale, 'validation.nameOrOrganization')],
      });
      expect(localized(locale, 'validation.fieldRequired', { field: 'field.street' })).toContain(
        localized(locale, 'field.street'),
      );
      const first = (Object.values(invalid.json().errors) as string[][])[0]?.[0] ?? '';
      expect(invalid.json().message).toBe(andMore(locale, first, 4));

      expectMessage(await user.put('/api/addresses/999999', ADDRESS), 404, localized(locale, 'addresses.notFound'));
      const guest = speaking(await startedClient(server.app), headers);
      expectMessage(await guest.get('/api/addresses'), 401, localized(locale, 'error.unauthenticated'));
    });

    it('inquiries: 422 per field, and 404 for an address of someone else', async () => {
      const customer = await customerWithBar(server.app, server.db);
      const user = speaking(customer.client, headers);
      const empty = await user.post('/api/inquiries', { message: 'x'.repeat(5001) }, { 'idempotency-key': 'empty' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({
        bar_id: [localized(locale, 'validation.fieldRequired', { field: 'field.bar' })],
        address_id: [localized(locale, 'validation.chooseAddress')],
        message: [localized(locale, 'validation.fieldMax', { field: 'field.message', max: 5000 })],
        consent_contact: [localized(locale, 'validation.consentContact')],
      });

      const foreign = await user.post(
        '/api/inquiries',
        { bar_id: customer.barId, address_id: 999_999, consent_contact: true },
        { 'idempotency-key': 'foreign' },
      );
      expectMessage(foreign, 404, localized(locale, 'inquiries.addressNotFound', { field: 'address_id' }));
    });

    it('registration: 422 per field, with the schemas’ own and zod’s generic messages', async () => {
      const guest = speaking(await startedClient(server.app), headers);
      const response = await guest.post('/register', {
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
        locale: 'deutsch',
        given_name: 42,
        remember: 'yes',
        street: 'Hauptstraße 1',
      });
      expect(response.statusCode).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(errors).toMatchObject({
        email: [localized(locale, 'validation.fieldEmail', { field: 'field.email' })],
        password: [localized(locale, 'validation.fieldMin', { field: 'field.password', min: 8 })],
        password_confirmation: [localized(locale, 'validation.fieldMin', { field: 'field.password', min: 8 })],
        locale: [localized(locale, 'validation.fieldMax', { field: 'field.locale', max: 2 })],
        given_name: [localized(locale, 'validation.expectedString')],
        remember: [localized(locale, 'validation.expectedBoolean')],
        postal_code: [localized(locale, 'validation.fieldRequiredWithAddress', { field: 'field.postalCode' })],
        city: [localized(locale, 'validation.fieldRequiredWithAddress', { field: 'field.city' })],
        family_name: [localized(locale, 'validation.nameOrOrganization')],
      });
      const count = Object.values(errors).flat().length;
      expect(response.json().message).toBe(andMore(locale, errors.email?.[0] ?? '', count - 1));

      const missing = await guest.post('/register', { password: 'correct horse battery', password_confirmation: 1 });
      expect(missing.json().errors).toMatchObject({
        email: [localized(locale, 'validation.fieldRequired', { field: 'field.email' })],
        password_confirmation: [localized(locale, 'validation.fieldRequired', { field: 'field.password' })],
      });
    });

    it('413 for a body over the limit, 419 without the CSRF token, 429 when throttled', async () => {
      const { client } = await loggedInClient(server.app, server.db);
      const user = speaking(client, headers);
      const created = await createBar(client);
      const huge = await user.put(`/api/bars/${created.id}`, { version: 1, name: 'x'.repeat(2 * 1024 * 1024) });
      expectMessage(huge, 413, localized(locale, 'error.payloadTooLarge'));

      const csrf = await user.postWithoutCsrf('/api/addresses', ADDRESS);
      expectMessage(csrf, 419, localized(locale, 'error.csrfTokenMismatch'));

      const throttled = speaking(await startedClient(strictApp), headers);
      const email = uniqueEmail('throttled');
      let response = await throttled.post('/forgot-password', { email });
      for (let attempt = 0; attempt < 10 && response.statusCode !== 429; attempt++) {
        response = await throttled.post('/forgot-password', { email });
      }
      const seconds = String(response.headers['retry-after']);
      expectMessage(response, 429, localized(locale, 'auth.tooManyAttempts', { seconds }));
    });

    it('a route that does not exist, a body that is no JSON and an overlong path', async () => {
      const guest = speaking(await startedClient(server.app), headers);
      expectMessage(await guest.get('/api/no-such-route'), 404, localized(locale, 'error.notFound'));
      const broken = await guest.post('/api/bars', '{"name":', { 'content-type': 'application/json' });
      expectMessage(broken, 400, localized(locale, 'error.badRequest'));
      expectMessage(await guest.get(`/api/bars/${'a'.repeat(101)}`), 414, localized(locale, 'error.uriTooLong'));
    });
  });
});
