import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from './helpers/database.ts';
import { useTestDatabase } from './helpers/testApp.ts';

/**
 * bar_owner_counts (migration 0015) must always equal counting the bars themselves, whatever
 * writes reach the bars table: bulk inserts, saves, removal and restoring, a change of owner, hard
 * deletes, an owner's account deleted (ON DELETE SET NULL) and truncation.
 */
type Operation =
  | { kind: 'insert'; count: number; owner: number | null; removed: boolean }
  | { kind: 'remove' | 'restore' | 'save' | 'delete'; bar: number }
  | { kind: 'move'; bar: number; owner: number | null }
  | { kind: 'delete-owner'; owner: number }
  | { kind: 'truncate' };

const OWNERS = 4;
const owner = fc.option(fc.integer({ min: 0, max: OWNERS - 1 }), { nil: null });
const bar = fc.nat(50);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      count: fc.integer({ min: 1, max: 5 }),
      owner,
      removed: fc.boolean(),
    }),
  },
  fc.record({ kind: fc.constantFrom('remove' as const, 'restore' as const, 'save' as const, 'delete' as const), bar }),
  fc.record({ kind: fc.constant('move' as const), bar, owner }),
  fc.record({ kind: fc.constant('delete-owner' as const), owner: fc.integer({ min: 0, max: OWNERS - 1 }) }),
  { weight: 1, arbitrary: fc.constant({ kind: 'truncate' as const }) },
);

/** The n-th bar in creation order (wrapping), as a SQL subquery; no bar at all selects nothing. */
const nthBar = (index: number) =>
  `(select id from bars order by created_at, id offset ${index} % greatest((select count(*) from bars), 1) limit 1)`;

async function apply(database: TestDatabase, owners: (number | null)[], step: Operation): Promise<void> {
  const ownerId = (index: number | null) => (index === null ? 'null' : String(owners[index] ?? 'null'));
  switch (step.kind) {
    case 'insert':
      await database.runSql(`insert into bars (name, owner_id, document_rest, front, back, edit_token, preview_token, created_at, deleted_at)
        select 'count bar ' || g, ${ownerId(step.owner)}, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, md5(random()::text), md5(random()::text),
          clock_timestamp(), ${step.removed ? 'now()' : 'null'}
        from generate_series(1, ${step.count}) as g`);
      return;
    case 'remove':
      await database.runSql(`update bars set deleted_at = now() where id = ${nthBar(step.bar)}`);
      return;
    case 'restore':
      await database.runSql(`update bars set deleted_at = null where id = ${nthBar(step.bar)}`);
      return;
    case 'save':
      await database.runSql(`update bars set name = name || '+', version = version + 1 where id = ${nthBar(step.bar)}`);
      return;
    case 'delete':
      await database.runSql(`delete from bars where id = ${nthBar(step.bar)}`);
      return;
    case 'move':
      await database.runSql(`update bars set owner_id = ${ownerId(step.owner)} where id = ${nthBar(step.bar)}`);
      return;
    case 'delete-owner': {
      const id = owners[step.owner];
      if (id === null || id === undefined) return;
      await database.runSql(`delete from users where id = ${id}`);
      owners[step.owner] = null;
      return;
    }
    case 'truncate':
      await database.runSql('truncate bars cascade');
      return;
  }
}

async function countsAsKept(database: TestDatabase): Promise<Record<string, number>> {
  const { rows } = await database.runSql('select owner_key as key, bars from bar_owner_counts where bars <> 0');
  return Object.fromEntries(
    (rows as { key: number; bars: number }[]).map((row) => [String(row.key), Number(row.bars)]),
  );
}

async function countsCounted(database: TestDatabase): Promise<Record<string, number>> {
  const { rows } = await database.runSql(
    'select coalesce(owner_id, 0) as key, count(*) as bars from bars where deleted_at is null group by 1',
  );
  return Object.fromEntries(
    (rows as { key: number; bars: number }[]).map((row) => [String(row.key), Number(row.bars)]),
  );
}

describe.each(databaseKinds)('bar counts per owner on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('start from the bars already there', async () => {
    expect(await countsAsKept(database)).toEqual(await countsCounted(database));
  });

  it('equal counting the bars after any sequence of writes', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (steps) => {
        run += 1;
        const { rows } = await database.runSql(
          `insert into users (email, password_hash) select 'count-owner-${run}-' || g || '@example.com', 'x'
           from generate_series(1, ${OWNERS}) as g returning id`,
        );
        const owners: (number | null)[] = (rows as { id: number }[]).map((row) => row.id);
        for (const step of steps) {
          await apply(database, owners, step);
          expect(await countsAsKept(database)).toEqual(await countsCounted(database));
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
