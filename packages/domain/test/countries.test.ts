import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_ALIASES,
  COUNTRY_CODES,
  COUNTRY_NAME_LOCALES,
  type CountryCode,
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

/** Expects parseCountry to read each text as its code. */
function expectReads(cases: [text: string, code: CountryCode][]) {
  for (const [text, code] of cases) expect(parseCountry(text), text).toBe(code);
}

describe('parseCountry', () => {
  it('reads the names people wrote in the free-text field', () => {
    expectReads([
      ['Deutschland', 'DE'],
      ['Germany', 'DE'],
      ['Allemagne', 'DE'],
      ['Alemanha', 'DE'],
      ['Duitsland', 'DE'],
      ['BRD', 'DE'],
      ['Österreich', 'AT'],
      ['Austria', 'AT'],
      ['Schweiz', 'CH'],
      ['UK', 'GB'],
      ['U.S.A.', 'US'],
      ['Côte d’Ivoire', 'CI'],
    ]);
  });

  it('reads a code in any case and with spaces around it', () => {
    expectReads([
      ['de', 'DE'],
      [' At ', 'AT'],
    ]);
  });

  it('ignores case and accents', () => {
    expectReads([
      ['ÖSTERREICH', 'AT'],
      ['osterreich', 'AT'],
      ['  méxico ', 'MX'],
      ['Mexico', 'MX'],
    ]);
  });

  it('refuses what names no one country', () => {
    for (const text of ['Schweiz, Switzerland', 'Atlantis', '', '  ', 'EU', 'D']) {
      expect(parseCountry(text), text).toBeNull();
    }
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
    for (const [locale, region, code] of [
      ['de', undefined, 'DE'],
      ['fr', 'CA', 'FR'],
      ['it', undefined, 'IT'],
      ['es', undefined, 'ES'],
      ['pt', undefined, 'PT'],
      ['en', 'gb', 'GB'],
      ['en', 'US', 'US'],
      ['en', undefined, null],
      ['en', '419', null],
    ] as const) {
      expect(defaultCountryForLocale(locale, region), `${locale} ${region}`).toBe(code);
    }
  });
});
