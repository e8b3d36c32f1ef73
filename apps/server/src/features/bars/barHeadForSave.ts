import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bars } from '../../db/schema.ts';
import { catalogueVersion } from '../../db/schemaCatalogue.ts';
import { type BarHead, barColumnsButDocument, UUID } from './repository.ts';

function headQuery(db: Database) {
  return db
    .select({
      ...barColumnsButDocument,
      catalogueVersion: sql<
        number | null
      >`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`,
    })
    .from(bars)
    .where(eq(bars.id, sql.placeholder('id')))
    .limit(1)
    .prepare('bar_head_for_save');
}

// Built once per database (a prepared statement: its SQL is not put together again for every save).
const queries = new WeakMap<Database, ReturnType<typeof headQuery>>();

/**
 * The bar without its document, as `findBarHead`, and the catalogue's version counter (null
 * before its migration) in the same query: a save needs both, and one round trip less is a
 * good part of a small save's cost. Null when the id names no bar.
 */
export async function findBarHeadForSave(
  db: Database,
  id: string,
): Promise<{ bar: BarHead; catalogueVersion: number | null } | null> {
  if (!UUID.test(id)) return null;
  let query = queries.get(db);
  if (!query) {
    query = headQuery(db);
    queries.set(db, query);
  }
  const [row] = await query.execute({ id });
  if (!row) return null;
  const { catalogueVersion: version, ...bar } = row;
  return { bar, catalogueVersion: version === null ? null : Number(version) };
}
