import { parseCountry } from '@bar/domain/countries';
import type { Locale } from '@bar/domain/locale';
import { isLocale } from '@bar/domain/locale';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type AdminToNotify = { id: number; email: string; locale: Locale };

/**
 * The administrators responsible for `country`, or every administrator when nobody is
 * (decisions.md 4). Both sides are ISO 3166-1 alpha-2 codes; a country stored as text before
 * codes ("Germany") is read as its code first, so it reaches the administrator responsible for DE.
 */
export async function adminsToNotify(db: Database, country: string): Promise<AdminToNotify[]> {
  const columns = { id: users.id, email: users.email, locale: users.locale };
  const responsible = await db
    .select(columns)
    .from(users)
    .where(
      and(
        eq(users.isAdmin, true),
        sql`${parseCountry(country) ?? country.trim()} = any(${users.countryResponsibilities})`,
      ),
    )
    .orderBy(users.id);
  const admins =
    responsible.length > 0
      ? responsible
      : await db.select(columns).from(users).where(eq(users.isAdmin, true)).orderBy(users.id);
  return admins.map((admin) => ({ ...admin, locale: isLocale(admin.locale) ? admin.locale : 'en' }));
}
