import { DEFAULT_CONTENT_LOCALE } from '@bar/contracts/contentRules';
import { isLocale, type Locale } from '@bar/domain/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentSettings } from '../../db/schemaContent.ts';

const COMPANY_URL_KEY = 'company_url';
const DEFAULT_LOCALE_KEY = 'default_locale';

async function readSetting(db: Database, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: contentSettings.value })
    .from(contentSettings)
    .where(eq(contentSettings.key, key));
  return row?.value ?? null;
}

async function writeSetting(db: Database, key: string, value: string | null): Promise<void> {
  if (value === null) {
    await db.delete(contentSettings).where(eq(contentSettings.key, key));
    return;
  }
  await db
    .insert(contentSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: contentSettings.key, set: { value, updatedAt: new Date() } });
}

/** The company website an administrator stored; null when none is (the server's default applies). */
export function readStoredCompanyUrl(db: Database): Promise<string | null> {
  return readSetting(db, COMPANY_URL_KEY);
}

/** Stores the company website; null removes it, so the server's default applies again. */
export function writeCompanyUrl(db: Database, url: string | null): Promise<void> {
  return writeSetting(db, COMPANY_URL_KEY, url);
}

/** The language readers see where their own was left empty; English until staff choose another. */
export async function readContentDefaultLocale(db: Database): Promise<Locale> {
  const stored = await readSetting(db, DEFAULT_LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_CONTENT_LOCALE;
}

export function writeContentDefaultLocale(db: Database, locale: Locale): Promise<void> {
  return writeSetting(db, DEFAULT_LOCALE_KEY, locale);
}
