import { describe, expect, it } from 'vitest';
import { findBar } from '../src/features/bars/repository.ts';
import { graxxBar } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { databaseMigratedTo } from './helpers/migrationsUpTo.ts';
import { useTestDatabase } from './helpers/testApp.ts';

// Migration 0028 moves every stored document into three columns (front, back, the rest); a bar
// saved before it must open afterwards exactly as it was, with its module count.
describe.each(databaseKinds)('migration 0028: a bar document in three columns (%s)', (kind) => {
  const database = useTestDatabase(kind, (open) => databaseMigratedTo(open, 27));

  it('keeps every stored document, counts its modules and takes no side from another bar', async () => {
    const big = { ...graxxBar(5), back: { ...graxxBar(2).front } };
    const small = graxxBar(1);
    const stored = await database.runSql(
      `insert into bars (name, document, edit_token, preview_token) values
         ('Big', $1::jsonb, 'e1', 'p1'), ('Small', $2::jsonb, 'e2', 'p2') returning id`,
      [JSON.stringify(big), JSON.stringify(small)],
    );
    const [bigId, smallId] = (stored.rows as { id: string }[]).map((row) => row.id);

    await database.migrate();

    const bigRow = await findBar(database.db, bigId as string);
    const smallRow = await findBar(database.db, smallId as string);
    expect(bigRow?.document).toEqual(JSON.parse(JSON.stringify(big)));
    expect(smallRow?.document).toEqual(JSON.parse(JSON.stringify(small)));
    expect(bigRow?.moduleCount).toBe(7);
    expect(smallRow?.moduleCount).toBe(1);
    const columns = await database.runSql(
      `select document_rest ? 'front' as rest_has_front, document_rest ? 'settings' as rest_has_settings
       from bars where id = $1`,
      [bigId],
    );
    expect(columns.rows).toEqual([{ rest_has_front: false, rest_has_settings: true }]);
  });
});
