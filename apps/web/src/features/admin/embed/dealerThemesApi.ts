import { type EmbedTheme, embedThemesResponseSchema } from '@bar/contracts/embed';
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

/** The 422 messages of a save per field path (`themes.0.origin`), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = responseBody(error) as { errors?: Record<string, string[]> } | undefined;
  return Object.fromEntries(Object.entries(body?.errors ?? {}).map(([path, messages]) => [path, messages[0] ?? '']));
}

export function newDealerTheme(index: number): EmbedTheme {
  return { dealer: `dealer-${index + 1}`, origin: null, logo_url: null, primary_colour: null, language: null };
}
