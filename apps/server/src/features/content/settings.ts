import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentSettings } from '../../db/schemaContent.ts';

const COMPANY_URL_KEY = 'company_url';

/** The company website an administrator stored; null when none is (the server's default applies). */
export async function readStoredCompanyUrl(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ value: contentSettings.value })
    .from(contentSettings)
    .where(eq(contentSettings.key, COMPANY_URL_KEY));
  return row?.value ?? null;
}

/** Stores the company website; null removes it, so the server's default applies again. */
export async function writeCompanyUrl(db: Database, url: string | null): Promise<void> {
  if (url === null) {
    await db.delete(contentSettings).where(eq(contentSettings.key, COMPANY_URL_KEY));
    return;
  }
  await db
    .insert(contentSettings)
    .values({ key: COMPANY_URL_KEY, value: url })
    .onConflictDoUpdate({ target: contentSettings.key, set: { value: url, updatedAt: new Date() } });
}
