import { type ContentResponse, type ContentSection, contentResponseSchema } from '@bar/contracts/content';
import { isSafeLinkUrl } from '@bar/contracts/safeUrl';
import { useQuery } from '@tanstack/react-query';
import { currentLocale } from '../../i18n/index.ts';
import { api, parseResponse } from '../../shared/api.ts';

/** `GET /api/content`: the home screen's sections, their texts in the request's language, and `meta`. */
export async function fetchContent(): Promise<ContentResponse> {
  const response = await api.get('/content');
  return parseResponse(contentResponseSchema, response.data, 'GET /content');
}

/** One request per language, shared by everything that reads the content. */
function useContentResponse<T>(select: (response: ContentResponse) => T) {
  const locale = currentLocale();
  return useQuery({ queryKey: ['content', locale], queryFn: fetchContent, staleTime: 5 * 60_000, select });
}

const sectionsOf = (response: ContentResponse) => response.data;
// A stored address is read as it is (see contracts/content.ts); an unsafe one is not linked.
const companyUrlOf = (response: ContentResponse) =>
  isSafeLinkUrl(response.meta.company_url) ? response.meta.company_url : null;

/** The content sections, fetched again when the interface language changes. */
export function useContent() {
  return useContentResponse(sectionsOf);
}

/** The company website (narrow-screen notice); undefined while unknown or not a safe address. */
export function useCompanyUrl(): string | undefined {
  return useContentResponse(companyUrlOf).data ?? undefined;
}

export type FaqSection = Extract<ContentSection, { type: 'faq' }>;

export function sectionsOfType<T extends ContentSection['type']>(
  sections: readonly ContentSection[] | undefined,
  type: T,
): Extract<ContentSection, { type: T }>[] {
  return (sections ?? []).filter((section): section is Extract<ContentSection, { type: T }> => section.type === type);
}
