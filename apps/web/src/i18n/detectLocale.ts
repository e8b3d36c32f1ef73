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
