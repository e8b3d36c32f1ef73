import {
  type RevisionDto,
  type RevisionListResponse,
  revisionListResponseSchema,
  revisionResponseSchema,
} from '@bar/contracts/barRevisions';
import { type BarDto, barResponseSchema } from '@bar/contracts/bars';
import { api, parseResponse } from '../../shared/api.ts';
import type { BarTokens } from './barsApi.ts';

/** The saved revisions of a bar ("Compare versions"). */

function revisionsPath(id: string): string {
  return `/bars/${encodeURIComponent(id)}/revisions`;
}

/** The kept revisions, newest first. */
export async function listRevisions(id: string, tokens: BarTokens, limit = 50): Promise<RevisionListResponse> {
  const response = await api.get(revisionsPath(id), { params: { ...tokens, limit } });
  return parseResponse(revisionListResponseSchema, response.data, 'GET /bars/{id}/revisions');
}

/** One revision's document and parts list. */
export async function fetchRevision(id: string, version: number, tokens: BarTokens): Promise<RevisionDto> {
  const response = await api.get(`${revisionsPath(id)}/${version}`, { params: tokens });
  return parseResponse(revisionResponseSchema, response.data, 'GET /bars/{id}/revisions/{version}').data;
}

/**
 * The revision's document as the bar's next version, made on `currentVersion` (409 with the bar
 * when that is stale, 404 when the revision is no longer kept).
 */
export async function restoreRevision(
  id: string,
  version: number,
  currentVersion: number,
  editToken: string | undefined,
): Promise<BarDto> {
  const response = await api.post(
    `${revisionsPath(id)}/${version}/restore`,
    { version: currentVersion },
    { params: editToken ? { edit_token: editToken } : {} },
  );
  return parseResponse(barResponseSchema, response.data, 'POST /bars/{id}/revisions/{version}/restore').data;
}
