// Admin list latency over a big data set: 100 000 bars (a third of them guests', each with a
// preset's document) and 10 000 users, then search + sort + page requests through app.inject()
// as a logged-in administrator: p50 / p99 per list. PGlite always; PostgreSQL too when
// DATABASE_URL or TEST_DATABASE_URL names a server (a fresh database is created and dropped).
// Run: npx tsx bench/adminLists.ts   (or: npm run admin-lists -w @bar/bench)
// PostgreSQL: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/adminLists.ts
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { loggedInAdmin } from '../apps/server/test/helpers/adminUsers.ts';
import { createTestApp } from '../apps/server/test/helpers/app.ts';
import type { TestClient } from '../apps/server/test/helpers/client.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../apps/server/test/helpers/database.ts';

const USERS = 10_000;
const BARS = 100_000;
const REQUESTS_PER_LIST = 300;
const WARM_UP = 20;

const GIVEN = ['Anna', 'Ben', 'Clara', 'David', 'Eva', 'Felix', 'Greta', 'Hugo', 'Ida', 'Jonas'];
const FAMILY = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Koch'];
const WORDS = ['Lounge', 'Garden', 'Summer', 'Festival', 'Corner', 'Island', 'Terrace', 'Club', 'Pool', 'Event'];

const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/** Users and bars in a few set-based statements (generate_series), so filling takes seconds. */
async function fill(database: TestDatabase): Promise<void> {
  await database.runSql(`
    insert into users (email, password_hash, given_name, family_name, organization, country, email_verified_at, created_at)
    select 'customer' || g || '@example.com', 'not-a-hash',
      (${sqlArray(GIVEN)})[1 + g % 10], (${sqlArray(FAMILY)})[1 + (g / 10) % 10],
      case when g % 4 = 0 then null else 'Firma ' || g end,
      case when g % 5 = 0 then 'AT' else 'DE' end,
      case when g % 3 = 0 then null else now() end,
      now() - g * interval '1 hour'
    from generate_series(1, ${USERS}) as g`);
  await database.runSql(`
    insert into bars (name, owner_id, document_rest, front, back, total_price_cents, preset_id, edit_token, preview_token, created_at, updated_at)
    select (${sqlArray(WORDS)})[1 + g % 10] || ' bar ' || g,
      case when g % 3 = 0 then null else (select min(id) from users) + g % ${USERS} end,
      preset.document - 'front' - 'back', preset.document -> 'front' || '{}'::jsonb,
      preset.document -> 'back' || '{}'::jsonb, (g * 7919) % 2000000, preset.id, md5('e' || g), md5('p' || g),
      now() - g * interval '5 minutes', now() - (g % 5000) * interval '1 minute'
    from generate_series(1, ${BARS}) as g
    cross join lateral (select id, document from bar_presets order by id offset g % 5 limit 1) as preset`);
  // (`|| '{}'` makes each document a new value, as a save through the API does: a value copied
  // as it is would keep the preset row's compressed in-row form, which a saved bar never has.)
  // As autovacuum would after a bulk insert on PostgreSQL: statistics for the planner and the
  // visibility map, so a count can be read from an index alone. PGlite has no autovacuum.
  await database.runSql('vacuum analyze');
  // And the bulk insert's pages written out now, not by a checkpoint in the middle of the timings.
  await database.runSql('checkpoint');
}

function pick<T>(values: T[], index: number): T {
  return values[index % values.length] as T;
}

/** Search + sort + page combinations an administrator would send. */
function barsUrl(index: number): string {
  const searches = [...WORDS.map((word) => word.toLowerCase()), 'bar 42', 'customer12', 'example.com', ''];
  const sorts = ['updated_at.desc', 'name.asc', 'total_price.desc', 'created_at.asc', 'id.desc'];
  const params = new URLSearchParams();
  const search = pick(searches, index);
  if (search) params.set('search', search);
  params.append('sortBy[]', pick(sorts, Math.floor(index / 3)));
  if (index % 4 === 1) params.set('filter[owner]', 'registered');
  params.set('page', String(1 + (index % 5)));
  return `/api/bars-index?${params}`;
}

function usersUrl(index: number): string {
  const searches = [...FAMILY.map((name) => name.toLowerCase()), 'anna', 'firma 12', 'customer77', ''];
  const sorts = ['family_name.asc', 'email.asc', 'created_at.desc', 'id.desc'];
  const params = new URLSearchParams();
  const search = pick(searches, index);
  if (search) params.set('search', search);
  params.append('sortBy[]', pick(sorts, Math.floor(index / 3)));
  if (index % 4 === 1) params.set('filter[verified]', 'true');
  params.set('page', String(1 + (index % 3)));
  return `/api/users?${params}`;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

type Figures = { p50: number; p99: number; count: number };

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), count: sorted.length };
}

/** Sequential requests after a warm-up: all of them, and split by whether they search. */
async function measure(client: TestClient, url: (index: number) => string): Promise<Record<string, Figures>> {
  for (let index = 0; index < WARM_UP; index++) await client.get(url(index));
  const all: number[] = [];
  const searching: number[] = [];
  const browsing: number[] = [];
  const slowest: { url: string; took: number }[] = [];
  for (let index = 0; index < REQUESTS_PER_LIST; index++) {
    const started = performance.now();
    const response = await client.get(url(index));
    const took = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url(index)} answered ${response.statusCode}: ${response.body}`);
    all.push(took);
    slowest.push({ url: url(index), took });
    (url(index).includes('search=') ? searching : browsing).push(took);
  }
  slowest.sort((a, b) => b.took - a.took);
  for (const { url, took } of slowest.slice(0, 3))
    console.log(`  slowest: ${took.toFixed(0)} ms ${decodeURIComponent(url)}`);
  return { all: figures(all), 'with search': figures(searching), 'sort + page only': figures(browsing) };
}

async function run(kind: DatabaseKind): Promise<void> {
  const database = await createTestDatabase(kind);
  let app: FastifyInstance | null = null;
  try {
    const started = performance.now();
    await fill(database);
    console.log(
      `\n${kind}: ${USERS} users and ${BARS} bars inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    app = await createTestApp(database);
    const { client } = await loggedInAdmin(app, database.db);
    for (const [name, url] of [
      ['bars-index', barsUrl],
      ['users', usersUrl],
    ] as const) {
      for (const [part, result] of Object.entries(await measure(client, url))) {
        console.log(
          `  ${name.padEnd(11)} ${part.padEnd(16)} ${String(result.count).padStart(3)} requests: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
        );
      }
    }
  } finally {
    await app?.close();
    await database.dispose();
  }
}

const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
await run('pglite');
if (postgresUrl) await run('postgres');
