import { LOCALES, type Locale } from './locale.ts';

/**
 * Countries as ISO 3166-1 alpha-2 codes. Addresses, profiles and the countries an administrator
 * is responsible for store the code; people read the country's name in their language
 * (`Intl.DisplayNames`) and may type a name in any of the app's languages, which `parseCountry`
 * turns into the code.
 */

/** The officially assigned ISO 3166-1 alpha-2 codes (249), plus XK (Kosovo, in common use). */
// biome-ignore format: a table of codes, sixteen a line, in alphabetical order
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const CODE_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);

/**
 * The languages whose country names are understood: the app's six and Dutch (customers in the
 * Netherlands and Belgium write their country in Dutch).
 */
export const COUNTRY_NAME_LOCALES: readonly string[] = [...LOCALES, 'nl'];

/** Names people write that no language's standard name covers. Keys as `normalizeCountryName` leaves them. */
export const COUNTRY_ALIASES: Readonly<Record<string, CountryCode>> = {
  deutschland: 'DE',
  brd: 'DE',
  'bundesrepublik deutschland': 'DE',
  'federal republic of germany': 'DE',
  allemagne: 'DE',
  germania: 'DE',
  alemania: 'DE',
  duitsland: 'DE',
  osterreich: 'AT',
  oesterreich: 'AT',
  schweiz: 'CH',
  suisse: 'CH',
  svizzera: 'CH',
  suiza: 'CH',
  zwitserland: 'CH',
  switzerland: 'CH',
  'confoederatio helvetica': 'CH',
  liechtenstein: 'LI',
  uk: 'GB',
  'u k': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'great britain': 'GB',
  grossbritannien: 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  usa: 'US',
  'u s a': 'US',
  'u s': 'US',
  'united states of america': 'US',
  america: 'US',
  'vereinigte staaten von amerika': 'US',
  amerika: 'US',
  holland: 'NL',
  'the netherlands': 'NL',
  niederlande: 'NL',
  'pays bas': 'NL',
  'czech republic': 'CZ',
  tschechische: 'CZ',
  'tschechische republik': 'CZ',
  'republique tcheque': 'CZ',
  'repubblica ceca': 'CZ',
  'republica checa': 'CZ',
  russia: 'RU',
  'russian federation': 'RU',
  'south korea': 'KR',
  'north korea': 'KP',
  turkey: 'TR',
  turkei: 'TR',
  'ivory coast': 'CI',
  'vatican city': 'VA',
  vatikan: 'VA',
  burma: 'MM',
  macedonia: 'MK',
  mazedonien: 'MK',
  swaziland: 'SZ',
  'cape verde': 'CV',
  'east timor': 'TL',
  luxemburg: 'LU',
  belgie: 'BE',
  belgien: 'BE',
  danemark: 'DK',
};

/**
 * The comparable form of a country's name: Unicode compatibility form without accents, lower
 * case, "ß" as "ss", and any run of punctuation or spaces as one space ("Côte d’Ivoire" →
 * "cote d ivoire", "U.S.A." → "u s a").
 */
export function normalizeCountryName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && CODE_SET.has(value);
}

const displayNamesByLocale = new Map<string, Intl.DisplayNames>();

function displayNames(locale: string): Intl.DisplayNames {
  let names = displayNamesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNamesByLocale.set(locale, names);
  }
  return names;
}

/** The country's name in a language ("DE", "fr" → "Allemagne"); the code itself when the runtime knows no name. */
export function countryName(code: CountryCode, locale: string): string {
  return displayNames(locale).of(code) ?? code;
}

/**
 * Every comparable name → code: each code's name in each of `locales`, then the aliases. A name
 * two countries share in different languages would be ambiguous; the first language wins, so a
 * name in the app's languages is read as they mean it.
 */
export function countryNameTable(locales: readonly string[] = COUNTRY_NAME_LOCALES): Map<string, CountryCode> {
  const table = new Map<string, CountryCode>();
  for (const locale of locales) {
    for (const code of COUNTRY_CODES) {
      const key = normalizeCountryName(countryName(code, locale));
      if (key && !table.has(key)) table.set(key, code);
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
    if (!table.has(alias)) table.set(alias, code);
  }
  return table;
}

let nameTable: Map<string, CountryCode> | undefined;

/**
 * A country as people write it → its code, or null when it names no country. Takes a code in any
 * case ("de", "DE") or a name in any of `COUNTRY_NAME_LOCALES` or the aliases, regardless of case,
 * accents and punctuation ("österreich", "Osterreich", "AUSTRIA" → "AT"). A list of countries
 * ("Schweiz, Switzerland") is no country: it is refused, not guessed.
 */
export function parseCountry(text: string): CountryCode | null {
  const trimmed = text.trim();
  const upper = trimmed.toUpperCase();
  if (isCountryCode(upper)) return upper;
  nameTable ??= countryNameTable();
  const key = normalizeCountryName(trimmed);
  return key ? (nameTable.get(key) ?? null) : null;
}

/** The country a locale suggests for a new address ("de" → "DE"; "en" has none, its region may: "en-GB" → "GB"). */
export function defaultCountryForLocale(locale: Locale, region?: string | null): CountryCode | null {
  const byLanguage: Partial<Record<Locale, CountryCode>> = { de: 'DE', fr: 'FR', it: 'IT', es: 'ES', pt: 'PT' };
  const fromLanguage = byLanguage[locale];
  if (fromLanguage) return fromLanguage;
  const upper = region?.toUpperCase();
  return isCountryCode(upper) ? upper : null;
}

/** A stored country for people to read: a code's name in `locale`, any other text (stored before codes) as it is. */
export function displayCountry(stored: string, locale: string): string {
  return isCountryCode(stored) ? countryName(stored, locale) : stored;
}
