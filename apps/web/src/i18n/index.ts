import { FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from '@bar/domain/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale, LOCALE_STORAGE_KEY } from './detectLocale.ts';
import { resources } from './resources/index.ts';

function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be disabled (private mode); the choice then lasts for this page only.
  }
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (!isLocale(language)) return;
  storeLocale(language);
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLocale(readStoredLocale(), navigator.languages ?? [navigator.language]),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The current interface language as a domain locale. */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : FALLBACK_LOCALE;
}
