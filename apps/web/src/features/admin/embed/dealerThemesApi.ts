import {
  type EmbedSetup,
  type EmbedTheme,
  embedSetupResponseSchema,
  embedThemesResponseSchema,
} from '@bar/contracts/embed';
import { api, parseResponse, responseBody } from '../../../shared/api.ts';

/** `GET /api/embed-themes` (admin): every dealer theme of the embed. */
export async function fetchDealerThemes(): Promise<EmbedTheme[]> {
  const response = await api.get('/embed-themes');
  return parseResponse(embedThemesResponseSchema, response.data, 'GET /embed-themes').data;
}

/** `PUT /api/embed-themes` (admin): replaces them all; answers what was stored. */
export async function saveDealerThemes(themes: EmbedTheme[]): Promise<EmbedTheme[]> {
  const response = await api.put('/embed-themes', { themes });
  return parseResponse(embedThemesResponseSchema, response.data, 'PUT /embed-themes').data;
}

/** `GET /api/embed-setup` (admin): the sites allowed to frame the embed and this site's address. */
export async function fetchEmbedSetup(): Promise<EmbedSetup> {
  const response = await api.get('/embed-setup');
  return parseResponse(embedSetupResponseSchema, response.data, 'GET /embed-setup').data;
}

/** The 422 messages of a save per field path (`themes.0.origin`), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = responseBody(error) as { errors?: Record<string, string[]> } | undefined;
  return Object.fromEntries(Object.entries(body?.errors ?? {}).map(([path, messages]) => [path, messages[0] ?? '']));
}

export function newDealerTheme(index: number): EmbedTheme {
  return { dealer: `dealer-${index + 1}`, origin: null, logo_url: null, primary_colour: null, language: null };
}

/** Whether the themes on the page differ from those last loaded or saved. */
export function hasUnsavedThemes(
  themes: readonly EmbedTheme[] | null,
  stored: readonly EmbedTheme[] | undefined,
): boolean {
  return themes !== null && stored !== undefined && JSON.stringify(themes) !== JSON.stringify(stored);
}
