import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/plugins/jobs/definition.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/database.ts';
import { createJobsApp, eventually, FAST_JOBS } from './jobs.helpers.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe.each(databaseKinds)('in-process worker woken by its queue on %s', (kind) => {
  async function database(): Promise<TestDatabase> {
    const db = await createTestDatabase(kind);
    cleanups.push(() => db.dispose());
    return db;
  }

  // The worker polls only every 5 minutes here: a job that runs within the test's 20 s was woken
  // by its enqueue (or by the reply of the request whose transaction queued it), not by the poll.
  const SLOW_POLL = { ...FAST_JOBS, pollingIntervalSeconds: 300 };

  it('starts queued jobs at once, not at the next poll, one after the other', async () => {
    const db = await database();
    const { app } = await createJobsApp(db, SLOW_POLL);
    cleanups.push(() => app.close());
    const handled: number[] = [];
    app.jobs.register(
      defineJob({
        name: 'prompt',
        version: 1,
        payloadSchema: z.object({ order: z.number() }),
        handler: async (payload) => {
          handled.push(payload.order);
        },
      }),
    );
    await app.ready();
    // Let the worker's first poll pass (it finds nothing and then sleeps).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.jobs.enqueue('prompt', { order: 1 });
    await eventually(async () => handled.length === 1, 'the first job');
    await Promise.all([2, 3, 4].map((order) => app.jobs.enqueue('prompt', { order }, { singletonKey: `k${order}` })));
    await eventually(async () => handled.length === 4, 'the three jobs queued together');
    expect([...handled].sort()).toEqual([1, 2, 3, 4]);
  });

  it('starts a job queued in a request transaction once the reply went out', async () => {
    const db = await database();
    const { app } = await createJobsApp(db, SLOW_POLL);
    cleanups.push(() => app.close());
    const handled: number[] = [];
    app.jobs.register(
      defineJob({
        name: 'after-commit',
        version: 1,
        payloadSchema: z.object({ order: z.number() }),
        handler: async (payload) => {
          handled.push(payload.order);
        },
      }),
    );
    app.get('/test-enqueue-in-transaction', async () => {
      await app.db.transaction((transaction) => app.jobs.enqueue('after-commit', { order: 9 }, { transaction }));
      return { queued: true };
    });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await app.inject({ method: 'GET', url: '/test-enqueue-in-transaction' })).statusCode).toBe(200);
    await eventually(async () => handled.length === 1, 'the job queued in the transaction');
    expect(handled).toEqual([9]);
  });
});
