import type { ContentText } from '@bar/contracts/content';
import { DEFAULT_CONTENT_LOCALE } from '@bar/contracts/contentRules';
import { resolveContentText } from '@bar/domain/contentText';
import type { Locale } from '@bar/domain/locale';
import { createContext, useContext } from 'react';

/** The text in `locale`, else in the content's default language (as the home screen shows it). */
export function textIn(text: ContentText, locale: Locale, defaultLocale: Locale = DEFAULT_CONTENT_LOCALE): string {
  return resolveContentText(text, { locale, defaultLocale });
}

/** The text with one language replaced; an emptied language is removed, so it falls back again. */
export function withText(text: ContentText, locale: Locale, value: string): ContentText {
  const next = { ...text };
  if (value === '') delete next[locale];
  else next[locale] = value;
  return next;
}

/** The content's default language as the builder edits it (unsaved changes included). */
export const ContentDefaultLocale = createContext<Locale>(DEFAULT_CONTENT_LOCALE);

export function useContentDefaultLocale(): Locale {
  return useContext(ContentDefaultLocale);
}
