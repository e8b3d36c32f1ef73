import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { OPERATIONS } from '../src/plugins/openapiOperations.ts';
import { XSRF_COOKIE } from '../src/plugins/session/plugin.ts';
import {
  brokenFrom,
  changedTables,
  fromSchema,
  nastyPathIds,
  nastyValue,
  patchBodies,
  rawBodies,
  type SchemaLookup,
  snapshotTables,
} from './fuzz.helpers.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { createBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

/**
 * Property-based fuzzing of every operation in the OpenAPI document: valid bodies drawn from its
 * schemas, broken ones (wrong types, missing and extra keys, NUL, lone surrogates, huge numbers,
 * 1000-level nesting, long strings, wrong content types), junk path ids and query strings, sent
 * by nobody, a guest, a signed-in user and an administrator (with session and XSRF token, so the
 * requests reach validation). No reply may be a 5xx, every status must be documented for its
 * route, and a refused write (4xx) must leave the guarded tables as they were.
 *
 * Deterministic: FUZZ_SEED (default below) seeds every route; a failure prints the seed and the
 * counterexample. FUZZ_RUNS sets the requests per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_125);
const OPERATION_KEYS = Object.keys(OPERATIONS).sort();
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? Math.ceil(2100 / OPERATION_KEYS.length));
const MIN_TOTAL_REQUESTS = 2000;
/** These replace the caller's session, so each request gets a fresh guest session of its own. */
const SESSION_CHANGING = new Set(['POST /login', 'POST /register', 'POST /logout', 'POST /reset-password']);
const UNSAFE = new Set(['POST', 'PUT', 'DELETE']);

type Parameter = { name: string; in: string; required?: boolean; schema?: Record<string, unknown> };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, unknown>;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};
type Identity = 'nobody' | 'guest' | 'user' | 'admin';
type Cookies = Record<string, string>;
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string; ifMatch?: string };
type Attempt = { identity: Identity; pathValues: Record<string, string>; query: [string, string][]; body: Body };

/** Percent-encodes like encodeURIComponent, lone surrogates too (as their WTF-8 bytes). */
function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

describe.each(databaseKinds)('API fuzzing over the OpenAPI document (%s)', (kind) => {
  // No job worker: a job finishing in the background would change tables between two snapshots.
  const server = useTestApp(kind, { jobs: { runWorker: false } });
  let document: OpenApi;
  const sessions = new Map<Identity, Cookies>();
  const idPools: { pattern: RegExp; ids: string[] }[] = [];
  let barTokens: string[] = [];
  let baseline: Record<string, string> = {};
  /** Observed statuses per route as the router matched it (`METHOD /path/{id}`). */
  const observed = new Map<string, Map<number, number>>();
  let lastRoute: string | null = null;
  let total = 0;

  beforeAll(async () => {
    server.app.addHook('onResponse', async (request) => {
      const url = request.routeOptions.url;
      lastRoute = url ? `${request.method} ${url.replace(/:(\w+)/g, '{$1}')}` : null;
    });
    document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

    const cookiesOf = (client: TestClient): Cookies => Object.fromEntries(client.cookies);
    const guest = await startedClient(server.app);
    const user = await loggedInClient(server.app, server.db);
    await server.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.userId));
    const admin = await loggedInAdmin(server.app, server.db);
    const bystander = await loggedInClient(server.app, server.db);
    sessions.set('guest', cookiesOf(guest));
    sessions.set('user', cookiesOf(user.client));
    sessions.set('admin', cookiesOf(admin.client));

    const userBar = await createBar(user.client, 'Fuzzed bar');
    const guestBar = await createBar(guest, 'Guest bar');
    barTokens = [userBar.edit_token, userBar.preview_token, guestBar.edit_token, guestBar.preview_token];
    const address = await user.client.post('/api/addresses', {
      given_name: 'Eva',
      family_name: 'Tresen',
      street: 'Hauptstraße 1',
      postal_code: '10115',
      city: 'Berlin',
      country: 'Deutschland',
    });
    const presets = await server.db.execute(sql`select id from bar_presets order by id limit 2`);
    const presetIds = (presets as unknown as { rows: { id: number }[] }).rows.map((row) => String(row.id));
    idPools.push(
      { pattern: /^\/api\/bars\//, ids: [userBar.id, guestBar.id] },
      { pattern: /^\/api\/bar-presets\//, ids: presetIds },
      { pattern: /^\/api\/users\//, ids: [String(bystander.userId)] },
      { pattern: /^\/api\/addresses\//, ids: address.statusCode === 201 ? [String(address.json().data.id)] : [] },
      { pattern: /^\/email\/verify\//, ids: [String(user.userId)] },
      { pattern: /^\/api\/(parts|colors|assemblies|inquiries)\//, ids: ['1', '2'] },
    );
    baseline = await snapshotTables(server.db);
  });

  const lookup: SchemaLookup = (ref) => {
    const name = ref.replace('#/components/schemas/', '');
    const schema = document.components.schemas[name];
    if (!schema) throw new Error(`unknown schema ${ref}`);
    return schema;
  };

  function attempts(method: string, path: string, operation: Operation): fc.Arbitrary<Attempt> {
    const parameters = operation.parameters ?? [];
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    const realIds = idPools.find((pool) => pool.pattern.test(path))?.ids ?? [];

    const pathValues = fc.record(
      Object.fromEntries(
        pathParameters.map((parameter) => [
          parameter.name,
          realIds.length > 0 && parameter.name === 'id'
            ? fc.oneof({ arbitrary: fc.constantFrom(...realIds), weight: 2 }, { arbitrary: nastyPathIds, weight: 3 })
            : nastyPathIds,
        ]),
      ),
    ) as fc.Arbitrary<Record<string, string>>;

    const queryEntry = (parameter: Parameter): fc.Arbitrary<[string, string][]> =>
      fc.oneof(
        fromSchema(parameter.schema, lookup).map((value): [string, string][] =>
          Array.isArray(value)
            ? value.map((item) => [parameter.name, asText(item)])
            : [[parameter.name, asText(value)]],
        ),
        nastyValue.map((value): [string, string][] => [[parameter.name, asText(value)]]),
        fc.constant<[string, string][]>([]),
      );
    const tokens = fc.constantFrom(...barTokens, 'not-a-token');
    const query = fc
      .tuple(
        fc.tuple(...queryParameters.map(queryEntry)),
        fc.option(fc.tuple(fc.constantFrom('edit_token', 'preview_token'), tokens)),
        fc.option(
          fc.tuple(fc.constantFrom('filter[status]', 'sortBy[]', 'page', 'x', ''), fc.string({ maxLength: 12 })),
        ),
      )
      .map(([entries, token, extra]) => [
        ...entries.flat(),
        ...(token && /^\/api\/bars\/\{id\}/.test(path) ? [token] : []),
        ...(extra ? [extra] : []),
      ]);

    const schema = operation.requestBody?.content?.['application/json']?.schema;
    const raw = rawBodies.map((body): Body => ({ kind: 'raw', ...body }));
    let body: fc.Arbitrary<Body> = fc.constant({ kind: 'none' });
    const isJsonPatch = operation.requestBody?.content?.['application/json-patch+json'] !== undefined;
    if (isJsonPatch) {
      const patches = fc
        .tuple(patchBodies, fc.constantFrom('"1"', '"2"'))
        .map(([patch, ifMatch]): Body => ({ kind: 'raw', ...patch, ifMatch }));
      body = fc.oneof({ arbitrary: patches, weight: 3 }, { arbitrary: raw, weight: 1 });
    } else if (schema) {
      const valid = fromSchema(schema, lookup);
      body = fc.oneof(
        { arbitrary: valid.map((value): Body => ({ kind: 'json', value })), weight: 3 },
        { arbitrary: brokenFrom(valid).map((value): Body => ({ kind: 'json', value })), weight: 3 },
        { arbitrary: raw, weight: 1 },
      );
    } else if (UNSAFE.has(method)) {
      body = fc.oneof(
        { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 2 },
        { arbitrary: nastyValue.map((value): Body => ({ kind: 'json', value })), weight: 1 },
        { arbitrary: raw, weight: 2 },
      );
    }
    const identity = fc.oneof(
      { arbitrary: fc.constant<Identity>('nobody'), weight: 1 },
      { arbitrary: fc.constantFrom<Identity>('guest', 'user', 'admin'), weight: 6 },
    );
    return fc.record({ identity, pathValues, query, body });
  }

  async function send(method: string, path: string, key: string, attempt: Attempt) {
    let url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoose(attempt.pathValues[name] ?? ''));
    if (attempt.query.length > 0) {
      url += `?${attempt.query.map(([name, value]) => `${encodeLoose(name)}=${encodeLoose(value)}`).join('&')}`;
    }
    let cookies: Cookies = {};
    if (SESSION_CHANGING.has(key) && attempt.identity !== 'nobody') {
      cookies = Object.fromEntries((await startedClient(server.app)).cookies);
    } else if (attempt.identity !== 'nobody') cookies = sessions.get(attempt.identity) ?? {};
    const headers: Record<string, string> = {};
    if (cookies[XSRF_COOKIE]) headers['x-xsrf-token'] = cookies[XSRF_COOKIE];
    const options: InjectOptions = { method: method as 'GET', url, headers, cookies };
    if (attempt.body.kind === 'json') {
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(attempt.body.value) ?? 'null';
    } else if (attempt.body.kind === 'raw') {
      headers['content-type'] = attempt.body.contentType;
      if (attempt.body.ifMatch) headers['if-match'] = attempt.body.ifMatch;
      options.payload = attempt.body.payload;
    }
    lastRoute = null;
    if (!isEventStream(method, path)) return server.app.inject(options);
    // A live stream that is let in never ends: its status and headers are what the test reads.
    const response = await server.app.inject({ ...options, payloadAsStream: true });
    const head = { statusCode: response.statusCode, body: '' };
    if (response.statusCode === 200) response.stream().destroy();
    else head.body = await new Response(Readable.toWeb(response.stream()) as ReadableStream).text();
    return head;
  }

  /** Whether the operation answers `text/event-stream` (the live channel). */
  function isEventStream(method: string, path: string): boolean {
    const content = document.paths[path]?.[method.toLowerCase()]?.responses['200'] as
      | { content?: Record<string, unknown> }
      | undefined;
    return content?.content?.['text/event-stream'] !== undefined;
  }

  function documentedStatuses(route: string): string[] {
    const [method = '', path = ''] = route.split(' ');
    return Object.keys(document.paths[path]?.[method.toLowerCase()]?.responses ?? {});
  }

  it.each(OPERATION_KEYS.map((key, index) => [key, index] as const))('%s', async (key, index) => {
    const [method = '', path = ''] = key.split(' ');
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${key} is not in the OpenAPI document`);
    const seed = SEED + index;
    await fc.assert(
      fc.asyncProperty(attempts(method, path, operation), async (attempt) => {
        const response = await send(method, path, key, attempt);
        total += 1;
        // The router refuses some URLs before any route runs (400 bad encoding, 414 long segment).
        const route = lastRoute ?? key;
        const counts = observed.get(route) ?? new Map<number, number>();
        counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
        observed.set(route, counts);

        expect(response.statusCode, `${key} answered ${response.body.slice(0, 300)}`).toBeLessThan(500);
        expect(documentedStatuses(route), `${route} answered an undocumented status`).toContain(
          String(response.statusCode),
        );
        if (UNSAFE.has(method)) {
          const after = await snapshotTables(server.db);
          const refused = response.statusCode >= 400;
          const before = baseline;
          baseline = after;
          if (refused) expect(changedTables(before, after), `refused ${key} changed tables`).toEqual([]);
        }
      }),
      { numRuns: RUNS_PER_OPERATION, seed, endOnFailure: true },
    );
  });

  it(`sent at least ${MIN_TOTAL_REQUESTS} requests over every route, none answered 5xx`, () => {
    const rows = [...observed].sort(([a], [b]) => a.localeCompare(b));
    const lines = rows.map(([route, counts]) => {
      const statuses = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      const sum = [...counts.values()].reduce((a, b) => a + b, 0);
      return `${String(sum).padStart(5)}  ${route.padEnd(46)} ${statuses.join(' ')}`;
    });
    console.log(`API fuzz (seed ${SEED}): ${total} requests\n${lines.join('\n')}`);
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL_REQUESTS);
    const reached = new Set(rows.map(([route]) => route));
    expect(OPERATION_KEYS.filter((key) => !reached.has(key))).toEqual([]);
    const serverErrors = rows.filter(([, counts]) => [...counts.keys()].some((status) => status >= 500));
    expect(serverErrors.map(([route]) => route)).toEqual([]);
  });
});
