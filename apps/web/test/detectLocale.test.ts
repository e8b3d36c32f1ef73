import { describe, expect, test } from 'vitest';
import { detectLocale } from '../src/i18n/detectLocale.ts';

describe('detectLocale', () => {
  test('a stored supported locale wins', () => {
    expect(detectLocale('fr', ['de-DE'])).toBe('fr');
    expect(detectLocale('pt', [])).toBe('pt');
  });

  test('an unsupported or empty stored value is ignored', () => {
    expect(detectLocale('nl', ['de-AT'])).toBe('de');
    expect(detectLocale('', ['it-IT'])).toBe('it');
    expect(detectLocale(null, ['es'])).toBe('es');
  });

  test('the first browser language with a supported prefix is used', () => {
    expect(detectLocale(null, ['nl-NL', 'pt-BR', 'de'])).toBe('pt');
    expect(detectLocale(undefined, ['DE-ch'])).toBe('de');
  });

  test('falls back to English', () => {
    expect(detectLocale(null, [])).toBe('en');
    expect(detectLocale(null, ['ja-JP', 'zh'])).toBe('en');
  });
});
