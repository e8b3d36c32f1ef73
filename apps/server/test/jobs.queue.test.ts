import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectDatabase } from '../src/db/client.ts';
import { defineJob } from '../src/plugins/jobs/definition.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/database.ts';
import { createJobsApp, eventually, FAST_JOBS } from './jobs.helpers.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe.each(databaseKinds)('job queue on %s', (kind) => {
  async function database(): Promise<TestDatabase> {
    const db = await createTestDatabase(kind);
    cleanups.push(() => db.dispose());
    return db;
  }

  it('retries a failing job and then moves it to the dead-letter queue', async () => {
    const db = await database();
    const { app } = await createJobsApp(db);
    cleanups.push(() => app.close());
    const attempts: number[] = [];
    app.jobs.register(
      defineJob({
        name: 'always-fails',
        version: 1,
        payloadSchema: z.object({ order: z.number() }),
        handler: async (payload, context) => {
          attempts.push(context.retryCount);
          throw new Error(`mail server refused order ${payload.order}`);
        },
      }),
    );
    await app.ready();
    await app.jobs.enqueue('always-fails', { order: 7 });

    const dead = await eventually(async () => {
      const letters = await app.jobs.deadLetters('always-fails');
      return letters.length > 0 && letters;
    }, 'the job in the dead-letter queue');
    expect(dead.map((letter) => letter.data)).toEqual([{ order: 7 }]);
    // First attempt plus the configured retries, nothing lost and nothing extra.
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('queues one job per singleton key while it waits', async () => {
    const db = await database();
    const { app } = await createJobsApp(db, { ...FAST_JOBS, runWorker: false });
    cleanups.push(() => app.close());
    app.jobs.register(
      defineJob({ name: 'once', version: 1, payloadSchema: z.object({ id: z.number() }), handler: async () => {} }),
    );
    await app.ready();
    await app.jobs.enqueue('once', { id: 1 }, { singletonKey: 'request-a' });
    await expect(app.jobs.enqueue('once', { id: 1 }, { singletonKey: 'request-a' })).rejects.toThrow(
      /singleton key already queued/,
    );
    await app.jobs.enqueue('once', { id: 2 }, { singletonKey: 'request-b' });
    await app.jobs.enqueue('once', { id: 3 });
    const { rows } = await db.runSql("SELECT data FROM pgboss.job WHERE name = 'once-v1' ORDER BY created_on");
    expect(rows).toEqual([{ data: { id: 1 } }, { data: { id: 2 } }, { data: { id: 3 } }]);
  });

  it('refuses a payload that does not match the job schema', async () => {
    const db = await database();
    const { app } = await createJobsApp(db);
    cleanups.push(() => app.close());
    app.jobs.register(
      defineJob({ name: 'typed', version: 1, payloadSchema: z.object({ id: z.number() }), handler: async () => {} }),
    );
    await app.ready();
    await expect(app.jobs.enqueue('typed', { id: 'seven' })).rejects.toThrow();
    await expect(app.jobs.enqueue('unknown', {})).rejects.toThrow(/No job named/);
  });
});

describe('a job queued before a crash', () => {
  it('runs when a new app starts on the same PGlite data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bar-jobs-restart-'));
    const seen: string[] = [];
    const job = defineJob({
      name: 'remember',
      version: 1,
      payloadSchema: z.object({ word: z.string() }),
      handler: async (payload) => {
        seen.push(payload.word);
      },
    });

    const first = await connectDatabase({ driver: 'pglite', dir });
    await first.migrate();
    const { app: before } = await createJobsApp(first, { ...FAST_JOBS, runWorker: false });
    before.jobs.register(job);
    await before.ready();
    await before.jobs.enqueue('remember', { word: 'kept' });
    await before.close();
    await first.close();
    expect(seen).toEqual([]);

    const second = await connectDatabase({ driver: 'pglite', dir });
    cleanups.push(() => second.close());
    const { app: after } = await createJobsApp(second);
    cleanups.push(() => after.close());
    after.jobs.register(job);
    await after.ready();
    await eventually(async () => seen.length > 0, 'the queued job to run');
    expect(seen).toEqual(['kept']);
  });
});
