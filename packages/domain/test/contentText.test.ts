import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContentTexts, hasContentText, resolveContentText } from '../src/contentText.ts';
import { LOCALES } from '../src/locale.ts';

const PLACEHOLDERS: ContentTexts = { en: 'New section', de: 'Neuer Abschnitt', it: 'Nuova sezione' };
const locale = fc.constantFrom(...LOCALES);
const someText = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== '');
const texts = fc.dictionary(locale, fc.oneof(someText, fc.constant(''), fc.constant('  ')), { maxKeys: 6 });

describe('resolveContentText', () => {
  it('shows German and English where written and the default language to an Italian reader', () => {
    const title = { de: 'Willkommen', en: 'Welcome', it: 'Nuova sezione' };
    const reading = { defaultLocale: 'de' as const, placeholders: PLACEHOLDERS };
    expect(resolveContentText(title, { ...reading, locale: 'it' })).toBe('Willkommen');
    expect(resolveContentText(title, { ...reading, locale: 'en' })).toBe('Welcome');
    expect(resolveContentText(title, { ...reading, locale: 'fr' })).toBe('Willkommen');
  });

  it('publishes nothing when only placeholders or blanks are stored', () => {
    const reading = { locale: 'it' as const, defaultLocale: 'en' as const, placeholders: PLACEHOLDERS };
    expect(resolveContentText({ en: 'New section', it: 'Nuova sezione' }, reading)).toBe('');
    expect(resolveContentText({ en: '   ' }, reading)).toBe('');
  });

  it('property: the reader’s own written text wins, else the default language’s, else nothing', () => {
    fc.assert(
      fc.property(texts, locale, locale, (text, reader, fallback) => {
        const shown = resolveContentText(text, { locale: reader, defaultLocale: fallback });
        const own = text[reader]?.trim() ?? '';
        const fallbackText = text[fallback]?.trim() ?? '';
        expect(shown).toBe(own || fallbackText);
      }),
    );
  });

  it('property: a language holding only its placeholder counts as empty', () => {
    fc.assert(
      fc.property(texts, locale, locale, (written, reader, fallback) => {
        const text = { ...written, ...PLACEHOLDERS };
        const shown = resolveContentText(text, { locale: reader, defaultLocale: fallback, placeholders: PLACEHOLDERS });
        const real = (language: keyof ContentTexts) =>
          language in PLACEHOLDERS ? '' : (written[language]?.trim() ?? '');
        expect(shown).toBe(real(reader) || real(fallback));
        expect(hasContentText(text, reader, PLACEHOLDERS)).toBe(real(reader) !== '');
      }),
    );
  });
});
