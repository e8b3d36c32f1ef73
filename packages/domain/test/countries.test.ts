import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_ALIASES,
  COUNTRY_CODES,
  COUNTRY_NAME_LOCALES,
  countryName,
  defaultCountryForLocale,
  displayCountry,
  isCountryCode,
  normalizeCountryName,
  parseCountry,
} from '../src/countries.ts';
import { LOCALES } from '../src/locale.ts';

const codes = fc.constantFrom(...COUNTRY_CODES);
const nameLocales = fc.constantFrom(...COUNTRY_NAME_LOCALES);

/** The same text with each letter's case flipped where `flips` says so. */
function mixCase(text: string, flips: boolean[]): string {
  return [...text]
    .map((char, index) => (flips[index % flips.length] ? char.toUpperCase() : char.toLowerCase()))
    .join('');
}

describe('parseCountry', () => {
  it('reads the names people wrote in the free-text field', () => {
    expect(parseCountry('Deutschland')).toBe('DE');
    expect(parseCountry('Germany')).toBe('DE');
    expect(parseCountry('Allemagne')).toBe('DE');
    expect(parseCountry('Alemanha')).toBe('DE');
    expect(parseCountry('Duitsland')).toBe('DE');
    expect(parseCountry('BRD')).toBe('DE');
    expect(parseCountry('Österreich')).toBe('AT');
    expect(parseCountry('Austria')).toBe('AT');
    expect(parseCountry('Schweiz')).toBe('CH');
    expect(parseCountry('UK')).toBe('GB');
    expect(parseCountry('U.S.A.')).toBe('US');
    expect(parseCountry('Côte d’Ivoire')).toBe('CI');
  });

  it('reads a code in any case and with spaces around it', () => {
    expect(parseCountry('de')).toBe('DE');
    expect(parseCountry(' At ')).toBe('AT');
  });

  it('ignores case and accents', () => {
    expect(parseCountry('ÖSTERREICH')).toBe('AT');
    expect(parseCountry('osterreich')).toBe('AT');
    expect(parseCountry('  méxico ')).toBe('MX');
    expect(parseCountry('Mexico')).toBe('MX');
  });

  it('refuses what names no one country', () => {
    expect(parseCountry('Schweiz, Switzerland')).toBeNull();
    expect(parseCountry('Atlantis')).toBeNull();
    expect(parseCountry('')).toBeNull();
    expect(parseCountry('  ')).toBeNull();
    expect(parseCountry('EU')).toBeNull();
    expect(parseCountry('D')).toBeNull();
  });

  it('reads every code back from its name in every language', () => {
    fc.assert(
      fc.property(codes, nameLocales, (code, locale) => {
        expect(parseCountry(countryName(code, locale))).toBe(code);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads every name whatever its case, accents and outer spaces', () => {
    fc.assert(
      fc.property(
        codes,
        nameLocales,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.constantFrom('', ' ', '\t', '  '),
        (code, locale, flips, stripAccents, padding) => {
          const name = countryName(code, locale);
          const plain = stripAccents ? name.normalize('NFD').replace(/\p{M}/gu, '') : name;
          expect(parseCountry(`${padding}${mixCase(plain, flips)}${padding}`)).toBe(code);
        },
      ),
    );
  });

  it('reads every code in any case', () => {
    fc.assert(
      fc.property(codes, fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }), (code, flips) => {
        expect(parseCountry(mixCase(code, flips))).toBe(code);
      }),
    );
  });

  it('gives a code or null for any text, never another value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const code = parseCountry(text);
        expect(code === null || isCountryCode(code)).toBe(true);
      }),
    );
  });

  it('reads two names joined by a comma as no country', () => {
    fc.assert(
      fc.property(codes, codes, nameLocales, nameLocales, (a, b, localeA, localeB) => {
        expect(parseCountry(`${countryName(a, localeA)}, ${countryName(b, localeB)}`)).toBeNull();
      }),
    );
  });

  it('keeps every alias in its comparable form, naming a known code', () => {
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
      expect(normalizeCountryName(alias)).toBe(alias);
      expect(isCountryCode(code)).toBe(true);
      expect(parseCountry(alias)).toBe(code);
    }
  });

  it('knows a name for every code in every language of the app', () => {
    for (const locale of LOCALES) {
      for (const code of COUNTRY_CODES) expect(countryName(code, locale)).not.toBe(code);
    }
  });
});

describe('displayCountry', () => {
  it('shows a code as its name in the reader’s language and other text as stored', () => {
    expect(displayCountry('DE', 'fr')).toBe('Allemagne');
    expect(displayCountry('AT', 'de')).toBe('Österreich');
    expect(displayCountry('Schweiz, Switzerland', 'en')).toBe('Schweiz, Switzerland');
  });
});

describe('defaultCountryForLocale', () => {
  it('suggests the country of the language, and for English only the browser’s region', () => {
    expect(defaultCountryForLocale('de')).toBe('DE');
    expect(defaultCountryForLocale('fr', 'CA')).toBe('FR');
    expect(defaultCountryForLocale('it')).toBe('IT');
    expect(defaultCountryForLocale('es')).toBe('ES');
    expect(defaultCountryForLocale('pt')).toBe('PT');
    expect(defaultCountryForLocale('en', 'gb')).toBe('GB');
    expect(defaultCountryForLocale('en', 'US')).toBe('US');
    expect(defaultCountryForLocale('en')).toBeNull();
    expect(defaultCountryForLocale('en', '419')).toBeNull();
  });
});
