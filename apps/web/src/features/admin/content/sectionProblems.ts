import type { StoredContentSection } from '@bar/contracts/content';
import { contentSectionProblems } from '@bar/contracts/contentRules';
import type { Locale } from '@bar/domain/locale';
import type { TFunction } from 'i18next';

/**
 * What a section lacks before it can be published, named for staff: "Title (EN)", "Question 2 –
 * Answer (DE)", "At least one entry". The same rules the server applies (contentRules.ts).
 */
export function sectionProblemLabels(section: StoredContentSection, defaultLocale: Locale, t: TFunction): string[] {
  return contentSectionProblems(section, defaultLocale).map(({ path }) => {
    const [, first, index, field] = path;
    const language = defaultLocale.toUpperCase();
    if (first === 'items' && index === undefined) return t('adminCatalogue.content.problems.items');
    if (first === 'items' && typeof index === 'number') {
      const noun = section.type === 'faq' ? 'questionNumber' : 'downloadNumber';
      const item = t(`adminCatalogue.content.fields.${noun}`, { number: index + 1 });
      const name =
        field === 'url' ? t('adminCatalogue.content.fields.file') : t(`adminCatalogue.content.fields.${String(field)}`);
      return `${item} – ${name}${field === 'url' ? '' : ` (${language})`}`;
    }
    if (first === 'url') return t('adminCatalogue.content.fields.video');
    return `${t(`adminCatalogue.content.fields.${String(first)}`)} (${language})`;
  });
}
