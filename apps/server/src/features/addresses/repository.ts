import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AddressRow, addresses } from '../../db/schemaQuotes.ts';
import type { addressColumns } from './addressValues.ts';

type AddressColumns = ReturnType<typeof addressColumns>;

export function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

/** The address when it belongs to `userId`; someone else's address is as unknown as a missing one. */
export async function findOwnAddress(db: Database, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ?? null;
}

export async function insertAddress(db: Database, userId: number, values: AddressColumns): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export async function updateOwnAddress(
  db: Database,
  userId: number,
  id: number,
  values: AddressColumns,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}
