import type { Locale } from '@bar/domain/locale';
import { isLocale } from '@bar/domain/locale';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type AdminToNotify = { id: number; email: string; locale: Locale };

/**
 * The administrators responsible for `country` (compared without case and outer spaces), or every
 * administrator when nobody is (decisions.md 4).
 */
export async function adminsToNotify(db: Database, country: string): Promise<AdminToNotify[]> {
  const columns = { id: users.id, email: users.email, locale: users.locale };
  const responsible = await db
    .select(columns)
    .from(users)
    .where(
      and(
        eq(users.isAdmin, true),
        sql`exists (select 1 from unnest(${users.countryResponsibilities}) as c(country) where lower(trim(c.country)) = lower(trim(${country})))`,
      ),
    )
    .orderBy(users.id);
  const admins =
    responsible.length > 0
      ? responsible
      : await db.select(columns).from(users).where(eq(users.isAdmin, true)).orderBy(users.id);
  return admins.map((admin) => ({ ...admin, locale: isLocale(admin.locale) ? admin.locale : 'en' }));
}
