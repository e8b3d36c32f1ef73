import { type ContentSection, contentResponseSchema } from '@bar/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../app/api.ts';
import { currentLocale } from '../../i18n/index.ts';

/** `GET /api/content`: the home screen's sections, their texts in the request's language. */
export async function fetchContent(): Promise<ContentSection[]> {
  const response = await api.get('/content');
  return parseResponse(contentResponseSchema, response.data, 'GET /content').data;
}

/** The content sections, fetched again when the interface language changes. */
export function useContent() {
  const locale = currentLocale();
  return useQuery({ queryKey: ['content', locale], queryFn: fetchContent, staleTime: 5 * 60_000 });
}

export type FaqSection = Extract<ContentSection, { type: 'faq' }>;

export function sectionsOfType<T extends ContentSection['type']>(
  sections: readonly ContentSection[] | undefined,
  type: T,
): Extract<ContentSection, { type: T }>[] {
  return (sections ?? []).filter((section): section is Extract<ContentSection, { type: T }> => section.type === type);
}
