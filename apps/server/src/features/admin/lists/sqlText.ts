import type { Locale } from '@bar/domain/locale';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A `{ de, en, ... }` jsonb text in the locale, else English, else German (as `localize` does). */
export function localizedText(column: SQLWrapper, locale: Locale): SQL<string> {
  return sql<string>`coalesce(${column} ->> ${locale}, ${column} ->> 'en', ${column} ->> 'de', '')`;
}

/** True when the text in any language matches the ILIKE pattern. */
export function anyLanguageMatches(column: SQLWrapper, pattern: string): SQL {
  return sql`exists (select 1 from jsonb_each_text(${column}) as translation where translation.value ilike ${pattern})`;
}

/** Base modules on the front and back of a stored bar document. */
export function documentModuleCount(document: SQLWrapper): SQL<number> {
  return sql<number>`coalesce(jsonb_array_length(${document} -> 'front' -> 'baseModules'), 0)
    + coalesce(jsonb_array_length(${document} -> 'back' -> 'baseModules'), 0)`.mapWith(Number);
}

/** A filter comparing a text column with the chosen value. */
export function equalsFilter(column: SQLWrapper): (value: string) => SQL {
  return (value) => sql`${column} = ${value}`;
}

/** A filter on a boolean column; the value is `true` or `false`. */
export function booleanFilter(column: SQLWrapper): (value: string) => SQL {
  return (value) => sql`${column} = ${value === 'true'}`;
}
