import { FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from '@bar/domain/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale, LOCALE_STORAGE_KEY } from './detectLocale.ts';
import { assemble } from './resources/assemble.ts';
import type { TranslationTree } from './resources/en.ts';

/**
 * Each language's texts are their own chunk, fetched when that language is first used: the home
 * screen loads one text set instead of six (all six have the same keys, test/i18n.test.ts). A chunk
 * holds the language's JSON files; English comes as one typed tree, the others are put together here
 * (resources/README.md).
 */
const loaders: Record<Locale, () => Promise<TranslationTree>> = {
  de: async () => assemble((await import('./resources/de.ts')).de),
  en: async () => (await import('./resources/en.ts')).en,
  fr: async () => assemble((await import('./resources/fr.ts')).fr),
  it: async () => assemble((await import('./resources/it.ts')).it),
  es: async () => assemble((await import('./resources/es.ts')).es),
  pt: async () => assemble((await import('./resources/pt.ts')).pt),
};

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

const initialLocale = detectLocale(readStoredLocale(), navigator.languages ?? [navigator.language]);

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLocale,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // i18next's advertisement on the console of every page.
  showSupportNotice: false,
});

/** Fetches a language's texts once; later calls return at once. */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  i18n.addResourceBundle(locale, 'translation', await loaders[locale]());
}

/** Switches the interface language after its texts have arrived, so no key flashes up. */
export async function switchLanguage(locale: Locale): Promise<void> {
  await loadLanguage(locale);
  await i18n.changeLanguage(locale);
}

/** Resolves when the texts of the language the page starts in are there (main.tsx renders then). */
export const i18nReady: Promise<void> = switchLanguage(initialLocale);

/** The current interface language as a domain locale. */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : FALLBACK_LOCALE;
}
