import { type EmbedTheme, embedThemeSchema } from '@bar/contracts/embed';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { contentSettings } from '../../db/schemaContent.ts';

const EMBED_THEMES_KEY = 'embed_themes';
const storedThemesSchema = z.array(embedThemeSchema);

/** The dealer themes an administrator stored (content settings, as JSON); none when nothing is. */
export async function readEmbedThemes(db: Database): Promise<EmbedTheme[]> {
  const [row] = await db
    .select({ value: contentSettings.value })
    .from(contentSettings)
    .where(eq(contentSettings.key, EMBED_THEMES_KEY));
  if (!row) return [];
  // Written only by writeEmbedThemes from a checked body; anything else reads as no themes.
  const parsed = storedThemesSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : [];
}

/** Replaces every dealer theme. */
export async function writeEmbedThemes(db: Database, themes: EmbedTheme[]): Promise<void> {
  const value = JSON.stringify(themes);
  await db
    .insert(contentSettings)
    .values({ key: EMBED_THEMES_KEY, value })
    .onConflictDoUpdate({ target: contentSettings.key, set: { value, updatedAt: new Date() } });
}

/** The theme named by `dealer`, else the one of the framing page's origin, else none. */
export function chooseEmbedTheme(
  themes: readonly EmbedTheme[],
  query: { dealer?: string | undefined; origin?: string | undefined },
): EmbedTheme | null {
  const byDealer = query.dealer === undefined ? undefined : themes.find((theme) => theme.dealer === query.dealer);
  const byOrigin = query.origin === undefined ? undefined : themes.find((theme) => theme.origin === query.origin);
  return byDealer ?? byOrigin ?? null;
}
