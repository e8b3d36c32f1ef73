import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { parts } from '../src/db/schemaCatalogue.ts';
import { bumpCatalogueVersion } from '../src/features/catalogue/catalogueVersion.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { databaseKinds, type TestDatabase } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

type Line = { part_number: string; unit_price: number; quantity: number };

const CATALOGUE_TABLES = /\b(from|into|update) "(parts|base_modules|assemblies|colors)"/;

/**
 * A second drizzle instance over the same connection that records every statement the app sends
 * (as another process would see them, the catalogue cache included).
 */
function recordingDatabase(database: TestDatabase, statements: string[]): Database {
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.driver === 'pglite'
      ? drizzlePglite({ client: client as never, schema, logger })
      : drizzleNodePg({ client: client as never, schema, logger });
  return db as unknown as Database;
}

describe.each(databaseKinds)('catalogue kept in the process (%s)', (kind) => {
  const statements: string[] = [];
  const server = useTestApp(kind, {
    connection: (database) => ({ ...database, db: recordingDatabase(database, statements) }),
    guest: true,
  });
  let bar: { id: string; version: number };

  beforeAll(async () => {
    const created = await createBar(server.guest);
    bar = { id: created.id, version: created.version };
  });
  beforeEach(() => {
    statements.length = 0;
  });

  /** Saves two G-Raxx 600 modules and answers the unit price the parts list shows for the rack. */
  async function saveAndReadRackPrice(): Promise<number | undefined> {
    const response = await server.guest.put(`/api/bars/${bar.id}`, { version: bar.version, ...graxxBar(2) });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    bar.version = data.version;
    return (data.parts.list as Line[]).find((line) => line.part_number === 'GRX-0600-BF')?.unit_price;
  }

  it('a save reads no catalogue table while the catalogue is unchanged, in a bounded number of statements', async () => {
    await saveAndReadRackPrice();
    statements.length = 0;
    expect(await saveAndReadRackPrice()).toBe(38900);
    expect(statements.filter((statement) => CATALOGUE_TABLES.test(statement))).toEqual([]);
    // Session, bar, catalogue version, update, revision; node-postgres also logs begin and commit.
    expect(statements.length).toBeLessThanOrEqual(7);
  });

  it('a price changed by another process shows in the next save', async () => {
    expect(await saveAndReadRackPrice()).toBe(38900);
    // Written past the app, as an administrator's process would.
    await server.db.update(parts).set({ priceCents: 41000 }).where(eq(parts.code, 'g-raxx-600'));
    expect(await saveAndReadRackPrice()).toBe(41000);
    const shown = await server.guest.get(`/api/bars/${bar.id}`);
    const lines: Line[] = shown.json().data.parts.list;
    expect(lines.find((line) => line.part_number === 'GRX-0600-BF')?.unit_price).toBe(41000);
  });

  it('bumpCatalogueVersion makes every process reload what the triggers could not see', async () => {
    expect(await saveAndReadRackPrice()).toBe(41000);
    await server.db.execute(sql`alter table parts disable trigger parts_bump_catalogue_version`);
    try {
      await server.db.update(parts).set({ priceCents: 42000 }).where(eq(parts.code, 'g-raxx-600'));
      // Unannounced, the change stays unseen: the save used the kept catalogue.
      expect(await saveAndReadRackPrice()).toBe(41000);
      await bumpCatalogueVersion(server.db);
      expect(await saveAndReadRackPrice()).toBe(42000);
    } finally {
      await server.db.execute(sql`alter table parts enable trigger parts_bump_catalogue_version`);
    }
  });
});
