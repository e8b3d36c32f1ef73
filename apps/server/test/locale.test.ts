import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../src/plugins/locale.ts';

const locale = (headers: Record<string, string>) => resolveLocale({ headers });

describe('resolveLocale', () => {
  it('prefers X-Locale, then Accept-Language, then en', () => {
    expect(locale({ 'x-locale': 'fr', 'accept-language': 'de-DE' })).toBe('fr');
    expect(locale({ 'x-locale': 'xx', 'accept-language': 'it-IT,de;q=0.5' })).toBe('it');
    expect(locale({ 'accept-language': 'nl-NL,pt;q=0.8,de;q=0.9' })).toBe('de');
    expect(locale({ 'accept-language': 'nl' })).toBe('en');
    expect(locale({})).toBe('en');
  });
});
