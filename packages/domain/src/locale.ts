export const LOCALES = ['de', 'en', 'fr', 'it', 'es', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

/** English is the interface's fallback language (German is the catalogue's default, its names' `de`). */
export const FALLBACK_LOCALE: Locale = 'en';

export type LocalizedText = Partial<Record<Locale, string>> & { de: string };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Text in the wanted language, else German (the catalogue's language). */
export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.en ?? text.de;
}
