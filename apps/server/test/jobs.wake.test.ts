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

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('a worker process woken by NOTIFY on %s', (kind) => {
  // Two apps on one database, as `npm start` beside `npm run worker`: the server does not work the
  // queue; the worker polls only every 5 minutes, so a job handled within the test's 20 s was
  // woken by the server's NOTIFY.
  const SLOW_POLL = { ...FAST_JOBS, pollingIntervalSeconds: 300 };
  const definition = (handled: number[]) =>
    defineJob({
      name: 'elsewhere',
      version: 1,
      payloadSchema: z.object({ order: z.number() }),
      handler: async (payload) => {
        handled.push(payload.order);
      },
    });

  it('starts jobs queued by another process at once, also those queued in a transaction', async () => {
    const db = await createTestDatabase(kind);
    cleanups.push(() => db.dispose());
    const workerConnection = await connectDatabase({ driver: 'postgres', url: db.url ?? '' });
    cleanups.push(() => workerConnection.close());

    const { app: server } = await createJobsApp(db, { ...SLOW_POLL, runWorker: false });
    cleanups.push(() => server.close());
    server.jobs.register(definition([]));
    server.get('/test-enqueue-in-transaction', async () => {
      await server.db.transaction((transaction) => server.jobs.enqueue('elsewhere', { order: 3 }, { transaction }));
      return { queued: true };
    });
    await server.ready();

    const handled: number[] = [];
    const { app: worker } = await createJobsApp(workerConnection, SLOW_POLL);
    cleanups.push(() => worker.close());
    worker.jobs.register(definition(handled));
    await worker.ready();
    await new Promise((resolve) => setTimeout(resolve, 300));

    await server.jobs.enqueue('elsewhere', { order: 1 });
    await eventually(async () => handled.length === 1, 'the job queued by the server');
    await server.jobs.enqueue('elsewhere', { order: 2 }, { singletonKey: 'two' });
    await eventually(async () => handled.length === 2, 'the job queued with a singleton key');
    expect((await server.inject({ method: 'GET', url: '/test-enqueue-in-transaction' })).statusCode).toBe(200);
    await eventually(async () => handled.length === 3, 'the job queued in a transaction');
    expect(handled).toEqual([1, 2, 3]);
  });
});
