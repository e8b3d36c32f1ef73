import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { catalogueVersion } from '../../db/schemaCatalogue.ts';

/** The counter every catalogue write bumps; null before the migration that creates it has run. */
export async function readCatalogueVersion(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? null;
}

/**
 * Marks the catalogue as changed, so every process reloads it on its next request. Writes to the
 * catalogue tables already do this through their triggers; this is for changes the triggers cannot
 * see (e.g. data the catalogue is built from that lives elsewhere). Pass the writer's transaction.
 */
export async function bumpCatalogueVersion(db: Database): Promise<void> {
  await db
    .update(catalogueVersion)
    .set({ version: sql`${catalogueVersion.version} + 1` })
    .where(eq(catalogueVersion.id, 1));
}
