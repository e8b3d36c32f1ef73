import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type AddressRow, addresses } from '../../db/schemaQuotes.ts';
import type { addressColumns } from './addressValues.ts';

export type AddressColumns = ReturnType<typeof addressColumns>;

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

/**
 * Runs `work` in a transaction that holds the user's row: writes that move the default address
 * happen one after the other, so two of them never both find "no default yet".
 */
function withUserAddressesLocked<T>(db: Database, userId: number, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return work(tx as unknown as Database);
  });
}

/** Inserts in the caller's transaction; the user's first address becomes the default. */
export async function insertAddressIn(tx: Database, userId: number, values: AddressColumns): Promise<AddressRow> {
  const [existingDefault] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, userId, isDefault: !existingDefault })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export function insertAddress(db: Database, userId: number, values: AddressColumns): Promise<AddressRow> {
  return withUserAddressesLocked(db, userId, (tx) => insertAddressIn(tx, userId, values));
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

/** Makes one of the user's addresses the default and the others not; null when it is not theirs. */
export function setDefaultAddress(db: Database, userId: number, id: number): Promise<AddressRow | null> {
  return withUserAddressesLocked(db, userId, async (tx) => {
    if (!(await findOwnAddress(tx, userId, id))) return null;
    // The old default first: the unique index allows one default per user at any moment.
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: sql`now()` })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: sql`now()` })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row ?? null;
  });
}

/** Deletes the address; when it was the default, the oldest remaining address takes its place. */
export function deleteOwnAddress(db: Database, userId: number, id: number): Promise<boolean> {
  return withUserAddressesLocked(db, userId, async (tx) => {
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      const [oldest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (oldest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, oldest.id));
    }
    return true;
  });
}
