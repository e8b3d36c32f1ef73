import type { ContentUpdate, StoredContentResponse } from '@bar/contracts/adminContent';
import { storedContentResponseSchema } from '@bar/contracts/adminContent';
import type { StoredContentSection } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { api, parseResponse } from '../../../shared/api.ts';

export const STORED_SECTIONS_KEY = ['admin', 'content-sections'] as const;

/** `GET /api/content-sections`: the sections with every text in all languages, and the company website. */
export async function fetchStoredContent(): Promise<StoredContentResponse> {
  const response = await api.get('/content-sections');
  return parseResponse(storedContentResponseSchema, response.data, 'GET /content-sections');
}

/** Content settings saved with the sections; each left out keeps its stored value. */
export type ContentSettingsUpdate = {
  /** null: the server's default. */
  companyUrl?: string | null | undefined;
  defaultLocale?: Locale | undefined;
};

/**
 * The body of `PUT /api/content`: the list in its order. Sections made in this editing session
 * go without an id, so the server assigns theirs; the others keep the id they were loaded with.
 * The settings given are saved with them.
 */
export function contentUpdateOf(
  sections: readonly StoredContentSection[],
  newIds: ReadonlySet<string>,
  settings: ContentSettingsUpdate = {},
): ContentUpdate {
  return {
    sections: sections.map((section) =>
      newIds.has(section.id)
        ? ({ type: section.type, value: section.value } as ContentUpdate['sections'][number])
        : section,
    ),
    ...(settings.companyUrl === undefined ? {} : { company_url: settings.companyUrl }),
    ...(settings.defaultLocale === undefined ? {} : { default_locale: settings.defaultLocale }),
  };
}

/** `PUT /api/content`: replaces the home screen's sections; answers with them as stored. */
export async function saveContent(body: ContentUpdate): Promise<StoredContentResponse> {
  const response = await api.put('/content', body);
  return parseResponse(storedContentResponseSchema, response.data, 'PUT /content');
}

/** The builder's field holds '' for "no address of our own": the server's default applies. */
export function companyUrlOfField(value: string): string | null {
  const url = value.trim();
  return url === '' ? null : url;
}
