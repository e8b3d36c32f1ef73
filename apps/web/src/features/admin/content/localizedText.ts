import type { ContentText } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';

/** The text in `locale`, English where that language was left empty (as the home screen shows it). */
export function textIn(text: ContentText, locale: Locale): string {
  return text[locale] || text.en;
}

/** The text with one language replaced; an emptied non-English language falls back to English again. */
export function withText(text: ContentText, locale: Locale, value: string): ContentText {
  if (locale === 'en') return { ...text, en: value };
  const next = { ...text };
  if (value === '') delete next[locale];
  else next[locale] = value;
  return next;
}
