import type { Locale } from './locale.ts';

/** A home-screen text as administrators write it: any of the six languages, each may be left out. */
export type ContentTexts = Partial<Record<Locale, string>>;

export type ContentTextReading = {
  /** The reader's language. */
  locale: Locale;
  /** The content's default language: what a reader sees where their own language was left empty. */
  defaultLocale: Locale;
  /**
   * The texts a new section used to be given in each language ("Nuova sezione"). Such a text was
   * never written by anyone, so it counts as empty and is never shown.
   */
  placeholders?: ContentTexts | undefined;
};

function written(text: ContentTexts, locale: Locale, placeholders: ContentTexts | undefined): string {
  const value = text[locale]?.trim() ?? '';
  if (value === '' || value === placeholders?.[locale]) return '';
  return value;
}

/**
 * The text a reader sees: their language, else the content's default language, else nothing
 * (an empty string, which the home screen leaves out). Blank texts and placeholders count as empty.
 */
export function resolveContentText(text: ContentTexts, reading: ContentTextReading): string {
  return (
    written(text, reading.locale, reading.placeholders) || written(text, reading.defaultLocale, reading.placeholders)
  );
}

/** Whether the text has something to publish in `locale` (not blank, not a placeholder). */
export function hasContentText(text: ContentTexts, locale: Locale, placeholders?: ContentTexts): boolean {
  return written(text, locale, placeholders) !== '';
}
