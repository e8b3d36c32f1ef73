import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import type { Session } from '../../../plugins/session/store.ts';

/**
 * Whether the session belongs to an administrator, read from the database like the admin guard,
 * for public routes that show staff a little more (any bar read only, inactive presets).
 */
export async function isAdministrator(db: Database, session: Session | null): Promise<boolean> {
  const userId = session?.userId;
  if (!userId) return false;
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  return row?.isAdmin === true;
}
