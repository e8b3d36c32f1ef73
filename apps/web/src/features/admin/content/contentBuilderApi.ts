import type { ContentUpdate } from '@bar/contracts/adminCatalogue';
import { storedContentResponseSchema } from '@bar/contracts/adminCatalogue';
import type { StoredContentSection } from '@bar/contracts/content';
import { api, parseResponse } from '../../../app/api.ts';

export const STORED_SECTIONS_KEY = ['admin', 'content-sections'] as const;

/** `GET /api/content-sections`: the home screen's sections with every text in all languages. */
export async function fetchStoredSections(): Promise<StoredContentSection[]> {
  const response = await api.get('/content-sections');
  return parseResponse(storedContentResponseSchema, response.data, 'GET /content-sections').data;
}

/**
 * The body of `PUT /api/content`: the list in its order. Sections made in this editing session
 * go without an id, so the server assigns theirs; the others keep the id they were loaded with.
 */
export function contentUpdateOf(sections: readonly StoredContentSection[], newIds: ReadonlySet<string>): ContentUpdate {
  return {
    sections: sections.map((section) =>
      newIds.has(section.id)
        ? ({ type: section.type, value: section.value } as ContentUpdate['sections'][number])
        : section,
    ),
  };
}

/** `PUT /api/content`: replaces the home screen's sections; answers with them as stored. */
export async function saveSections(body: ContentUpdate): Promise<StoredContentSection[]> {
  const response = await api.put('/content', body);
  return parseResponse(storedContentResponseSchema, response.data, 'PUT /content').data;
}
