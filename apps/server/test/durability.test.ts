import fs, { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseConnection } from '../src/db/client.ts';
import { createTestApp } from './helpers/app.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import {
  createPgliteFolderDatabase,
  createTestDatabase,
  type DatabaseKind,
  databaseKinds,
} from './helpers/database.ts';

const SAVES = 5;

type Setup = { database: DatabaseConnection; app: FastifyInstance; client: TestClient; folder: string | null };

/** The server's database of `kind`: PGlite in a data folder on disk (its embedded mode), or PostgreSQL. */
function useServer(kind: DatabaseKind): () => Setup {
  let setup: Setup | undefined;
  let dispose = async () => {};
  beforeAll(async () => {
    let folder: string | null = null;
    let database: DatabaseConnection;
    if (kind === 'pglite') {
      const created = mkdtempSync(join(tmpdir(), 'bar-durability-'));
      folder = created;
      database = await createPgliteFolderDatabase(join(created, 'db'));
      dispose = async () => {
        await database.close();
        rmSync(created, { recursive: true, force: true });
      };
    } else {
      const testDatabase = await createTestDatabase(kind);
      database = testDatabase;
      dispose = () => testDatabase.dispose();
    }
    const app = await createTestApp(database);
    setup = { database, app, client: await startedClient(app), folder };
  });
  afterAll(async () => {
    await setup?.app.close();
    await dispose();
  });
  return () => {
    if (!setup) throw new Error('not set up');
    return setup;
  };
}

async function setting(database: DatabaseConnection, name: string): Promise<unknown> {
  const { rows } = await database.runSql(`show ${name}`);
  return (rows[0] as Record<string, unknown>)[name];
}

/**
 * A save answered 200 must survive an operating-system crash or a power cut, not only a killed
 * process: PostgreSQL must sync the write-ahead log to disk before the commit returns.
 */
describe.each(databaseKinds)('a committed save is on disk when it is answered (%s)', (kind) => {
  const server = useServer(kind);

  it('runs with fsync and synchronous commits on', async () => {
    const { database } = server();
    expect(await setting(database, 'fsync')).toBe('on');
    expect(await setting(database, 'synchronous_commit')).toBe('on');
  });
});

describe('the embedded database (PGlite) in its data folder', () => {
  const server = useServer('pglite');

  it('syncs the write-ahead log to disk before each save is answered', async () => {
    const { client, folder } = server();
    const synced: string[] = [];
    // PGlite's file system (NODEFS) works on the data folder with node:fs, in this process.
    const realFsync = fs.fsyncSync;
    const fsync = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      synced.push(readlinkSync(`/proc/self/fd/${fd}`));
      realFsync(fd);
    });
    try {
      for (let index = 0; index < SAVES; index++) {
        const bar = await createBar(client, `Bar ${index}`);
        synced.length = 0;
        const response = await client.put(`/api/bars/${bar.id}`, {
          version: 1,
          name: `Saved ${index}`,
          ...graxxBar(2),
        });
        expect(response.statusCode).toBe(200);
        const walSyncs = synced.filter((path) => /\/pg_wal\/[0-9A-F]{24}$/.test(path));
        expect(walSyncs.length, `files synced during save ${index}: ${JSON.stringify(synced)}`).toBeGreaterThan(0);
        expect(walSyncs.every((path) => path.startsWith(`${folder}/`))).toBe(true);
      }
    } finally {
      fsync.mockRestore();
    }
  });
});
