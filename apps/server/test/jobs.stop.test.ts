import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/plugins/jobs/definition.ts';
import { createTestDatabase, databaseKinds } from './helpers/database.ts';
import { createJobsApp } from './jobs.helpers.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe.each(databaseKinds)('closing the app while a job ends (%s)', (kind) => {
  it('closes only once the job’s completion is written, so no statement meets a closed database', async () => {
    const database = await createTestDatabase(kind);
    cleanups.push(() => database.dispose());
    // When each of pg-boss's completion statements ends, beside when the app is closed.
    const events: string[] = [];
    const runSql = database.runSql;
    database.runSql = (text, values) => {
      const statement = runSql(text, values);
      if (/state = 'completed'/.test(text)) {
        statement.then(
          () => events.push('completion written'),
          () => events.push('completion failed'),
        );
      }
      return statement;
    };
    const { app } = await createJobsApp(database);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.jobs.register(
      defineJob({
        name: 'ends-while-closing',
        version: 1,
        payloadSchema: z.object({}),
        handler: async () => {
          started();
          await gate;
        },
      }),
    );
    await app.ready();
    await app.jobs.enqueue('ends-while-closing', {});
    await running;

    // The job table is locked from just before the job ends for longer than pg-boss takes to see
    // the worker idle (it looks every 500 ms): the completion waits for the lock.
    const locked = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table pgboss.job in access exclusive mode`);
      release();
      await sleep(2000);
    });
    await app.close();
    events.push('app closed');
    await locked;

    expect(events).toEqual(['completion written', 'app closed']);
    const { rows } = await database.runSql(`select state from pgboss.job where name like 'ends-while-closing%'`);
    expect(rows).toEqual([{ state: 'completed' }]);
  });
});
