import { type CountryCode, defaultCountryForLocale } from '@bar/domain/countries';
import { browserRegion } from '../../i18n/detectLocale.ts';
import { currentLocale } from '../../i18n/index.ts';

/**
 * The country a new address or account starts with: the interface language's country (de → DE,
 * fr → FR, …), in English the browser's region (en-GB → GB), else none.
 */
export function localeDefaultCountry(): CountryCode | null {
  const locale = currentLocale();
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return defaultCountryForLocale(locale, browserRegion(locale, languages));
}
