import { hasContentText, resolveContentText } from '@bar/domain/contentText';
import type { Locale } from '@bar/domain/locale';
import {
  CONTENT_PLACEHOLDER_TITLES,
  type ContentSection,
  type ContentText,
  type StoredContentSection,
} from './content.ts';
import { msg } from './messages.ts';

/** The home screen's language for readers whose own language was left empty, until staff choose another. */
export const DEFAULT_CONTENT_LOCALE: Locale = 'en';

/** A field that must be filled in before a section is published, and the catalogue message saying so. */
export type ContentProblem = { path: (string | number)[]; message: string };

/**
 * What a section lacks before it can be published: every title, a text's body, each question and
 * its answer, each download's address, in the content's default language (what every other
 * language falls back to); a FAQ and a download area need at least one entry. Paths are relative
 * to the section (`value.items.0.answer.de`).
 */
export function contentSectionProblems(section: StoredContentSection, defaultLocale: Locale): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const language = `language.${defaultLocale}`;
  const need = (text: ContentText, path: (string | number)[], placeholders?: ContentText) => {
    if (!hasContentText(text, defaultLocale, placeholders)) {
      problems.push({ path: [...path, defaultLocale], message: msg('validation.contentTextRequired', { language }) });
    }
  };
  need(section.value.title, ['value', 'title'], CONTENT_PLACEHOLDER_TITLES);
  switch (section.type) {
    case 'text':
      need(section.value.body, ['value', 'body']);
      break;
    case 'faq':
      section.value.items.forEach((item, index) => {
        need(item.question, ['value', 'items', index, 'question']);
        need(item.answer, ['value', 'items', index, 'answer']);
      });
      break;
    case 'downloads':
      section.value.items.forEach((item, index) => {
        need(item.title, ['value', 'items', index, 'title']);
        if (item.url.trim() === '')
          problems.push({ path: ['value', 'items', index, 'url'], message: msg('validation.contentUrlRequired') });
      });
      break;
    case 'video':
      if (section.value.url.trim() === '')
        problems.push({ path: ['value', 'url'], message: msg('validation.contentUrlRequired') });
      break;
  }
  if ((section.type === 'faq' || section.type === 'downloads') && section.value.items.length === 0) {
    problems.push({ path: ['value', 'items'], message: msg('validation.contentItemsRequired') });
  }
  return problems;
}

/** Files the server generates per language; a plain link cannot send X-Locale, so the url says it. */
const LOCALIZED_DOWNLOADS_PREFIX = '/api/downloads/';

function downloadUrl(url: string, locale: Locale): string {
  if (!url.startsWith(LOCALIZED_DOWNLOADS_PREFIX) || url.includes('?')) return url;
  return `${url}?locale=${locale}`;
}

export type ContentReading = { locale: Locale; defaultLocale: Locale };

/**
 * A stored section with every text resolved to one language, as `GET /api/content` sends it and
 * the builder previews it: the reader's language, else the default language; placeholders never.
 */
export function resolveSection(section: StoredContentSection, reading: ContentReading): ContentSection {
  const text = (value: ContentText, placeholders?: ContentText) =>
    resolveContentText(value, { ...reading, placeholders });
  const title = text(section.value.title, CONTENT_PLACEHOLDER_TITLES);
  switch (section.type) {
    case 'text':
      return { ...section, value: { title, body: text(section.value.body) } };
    case 'faq':
      return {
        ...section,
        value: {
          title,
          items: section.value.items.map((item) => ({ question: text(item.question), answer: text(item.answer) })),
        },
      };
    case 'video':
      return {
        ...section,
        value: {
          title,
          url: section.value.url,
          poster: section.value.poster,
          description: text(section.value.description),
        },
      };
    case 'downloads':
      return {
        ...section,
        value: {
          title,
          items: section.value.items.map((item) => ({
            title: text(item.title),
            description: text(item.description),
            url: downloadUrl(item.url, reading.locale),
            format: item.format,
          })),
        },
      };
  }
}
