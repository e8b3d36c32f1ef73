import type { ContentSection, ContentText, StoredContentSection } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';

/** The text in the reader's language; English where that language was left empty. */
export function localizeContentText(text: ContentText, locale: Locale): string {
  return text[locale] || text.en;
}

/** Files the server generates per language; a plain link cannot send X-Locale, so the url says it. */
const LOCALIZED_DOWNLOADS_PREFIX = '/api/downloads/';

function downloadUrl(url: string, locale: Locale): string {
  if (!url.startsWith(LOCALIZED_DOWNLOADS_PREFIX) || url.includes('?')) return url;
  return `${url}?locale=${locale}`;
}

/** A stored section with every text resolved to one language, as `GET /api/content` sends it. */
export function resolveSection(section: StoredContentSection, locale: Locale): ContentSection {
  const text = (value: ContentText) => localizeContentText(value, locale);
  switch (section.type) {
    case 'text':
      return { ...section, value: { title: text(section.value.title), body: text(section.value.body) } };
    case 'faq':
      return {
        ...section,
        value: {
          title: text(section.value.title),
          items: section.value.items.map((item) => ({ question: text(item.question), answer: text(item.answer) })),
        },
      };
    case 'video':
      return {
        ...section,
        value: {
          title: text(section.value.title),
          url: section.value.url,
          poster: section.value.poster,
          description: text(section.value.description),
        },
      };
    case 'downloads':
      return {
        ...section,
        value: {
          title: text(section.value.title),
          items: section.value.items.map((item) => ({
            title: text(item.title),
            description: text(item.description),
            url: downloadUrl(item.url, locale),
            format: item.format,
          })),
        },
      };
  }
}
