import type { InventoryEntry } from '@bar/contracts/inventory';
import { type Catalogue, primaryPartNumber } from '@bar/domain/catalogue';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userInventory } from '../../db/schemaQuotes.ts';

/** The user's inventory, part id → count. */
export async function readInventory(db: Database, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ partId: userInventory.partId, count: userInventory.count })
    .from(userInventory)
    .where(eq(userInventory.userId, userId));
  return new Map(rows.map((row) => [row.partId, row.count]));
}

/** Replaces the user's inventory in one transaction; parts with count 0 are left out. */
export async function replaceInventory(db: Database, userId: number, inventory: ReadonlyMap<number, number>) {
  const rows = [...inventory].filter(([, count]) => count > 0).map(([partId, count]) => ({ userId, partId, count }));
  await db.transaction(async (transaction) => {
    await transaction.delete(userInventory).where(eq(userInventory.userId, userId));
    if (rows.length > 0) await transaction.insert(userInventory).values(rows);
  });
}

/** The inventory as the API shows it: by part number. Parts the catalogue lost are left out. */
export function presentInventory(inventory: ReadonlyMap<number, number>, catalogue: Catalogue): InventoryEntry[] {
  const entries: InventoryEntry[] = [];
  for (const [partId, count] of inventory) {
    const part = catalogue.parts.get(partId);
    if (part) entries.push({ part_id: partId, part_number: primaryPartNumber(part), count });
  }
  // Byte order, as PostgreSQL's "C" collation: the same in every language.
  return entries.sort((a, b) =>
    a.part_number < b.part_number ? -1 : a.part_number > b.part_number ? 1 : a.part_id - b.part_id,
  );
}
