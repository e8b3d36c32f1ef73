import { FALLBACK_LOCALE, isLocale, type Locale } from '@bar/domain/locale';

export const LOCALE_STORAGE_KEY = 'locale';

/**
 * The interface language: the stored choice when it is a supported locale, else the first browser
 * language whose prefix is supported, else English.
 */
export function detectLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const prefix = language.trim().slice(0, 2).toLowerCase();
    if (isLocale(prefix)) return prefix;
  }
  return FALLBACK_LOCALE;
}

/**
 * The region of the first browser language that names one and is written in `locale`
 * (["en-GB", "de"], "en" → "GB"); null when none does. A new address's country starts from it in
 * English, the one language the app speaks in many countries.
 */
export function browserRegion(locale: Locale, browserLanguages: readonly string[]): string | null {
  for (const language of browserLanguages) {
    try {
      const parsed = new Intl.Locale(language.trim());
      if (parsed.language === locale && parsed.region) return parsed.region;
    } catch {
      // Not a language tag: the browser's list may hold anything.
    }
  }
  return null;
}
