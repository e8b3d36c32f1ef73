import type { Locale } from '@bar/domain/locale';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { recordMessage } from './recordMessages.ts';

/**
 * 409 when user `id` is the only administrator left. The administrators' rows stay locked until
 * the write's transaction ends, so two administrators taking each other's flag at the same moment
 * cannot both succeed: the second one finds the first already gone.
 */
export async function refuseRemovingLastAdmin(db: Database, id: number, locale: Locale): Promise<void> {
  const admins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .for('update');
  const target = admins.find((admin) => admin.id === id);
  if (!target || admins.length > 1) return;
  throw new AppError('conflict', { message: recordMessage('lastAdmin', locale, { email: target.email }) });
}
