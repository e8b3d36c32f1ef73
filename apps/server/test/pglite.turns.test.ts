import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../src/db/client.ts';

// Node reads sockets and accepts connections between turns of its event loop. The embedded database
// runs a statement synchronously, so it must leave those turns room: each request in flight may run
// one statement a turn, not all of its statements, one after the other, in one turn.
describe('the embedded database with many requests in flight', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await connectDatabase({ driver: 'pglite', dir: 'memory://' });
  });
  afterAll(() => connection.close());

  async function countStatementsPerTurn(run: () => Promise<unknown>, requests: number, statements: number) {
    let done = 0;
    const perTurn: number[] = [];
    let last = 0;
    let ticking = true;
    const tick = () => {
      perTurn.push(done - last);
      last = done;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all(
      Array.from({ length: requests }, async () => {
        for (let step = 0; step < statements; step++) {
          await run();
          done += 1;
        }
      }),
    );
    ticking = false;
    perTurn.push(done - last);
    return { done, perTurn };
  }

  it('runs at most one statement of each request per turn of the event loop', async () => {
    const { done, perTurn } = await countStatementsPerTurn(() => connection.db.execute(sql`select 1`), 8, 4);
    expect(done).toBe(32);
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(8);
    // The four statements of a request took at least four turns.
    expect(perTurn.filter((count) => count > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('lets the event loop turn before a transaction and before raw SQL too', async () => {
    const transactions = await countStatementsPerTurn(
      () => connection.db.transaction((tx) => tx.execute(sql`select 1`)),
      6,
      3,
    );
    expect(Math.max(...transactions.perTurn)).toBeLessThanOrEqual(6);
    const raw = await countStatementsPerTurn(() => connection.runSql('select 1; select 2'), 6, 3);
    expect(Math.max(...raw.perTurn)).toBeLessThanOrEqual(6);
  });
});
