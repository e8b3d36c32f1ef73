import {
  type BarDto,
  type BarListQuery,
  type BarListResponse,
  barListResponseSchema,
  barResponseSchema,
  type ShareLinks,
  shareLinksResponseSchema,
} from '@bar/contracts/bars';
import { api, parseResponse } from '../../shared/api.ts';

/** The calls behind "My configurations" and the File menu (decisions §3). */

function barPath(id: string): string {
  return `/bars/${encodeURIComponent(id)}`;
}

function tokenParams(editToken: string | undefined): Record<string, string> {
  return editToken ? { edit_token: editToken } : {};
}

export async function listBars(query: Partial<BarListQuery>): Promise<BarListResponse> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const response = await api.get('/bars', { params });
  return parseResponse(barListResponseSchema, response.data, 'GET /bars');
}

/** "Save as" and "Duplicate": a copy under a new name. */
export async function duplicateBar(id: string, name: string, editToken?: string): Promise<BarDto> {
  const response = await api.post(`${barPath(id)}/duplicate`, { name }, { params: tokenParams(editToken) });
  return parseResponse(barResponseSchema, response.data, 'POST /bars/{id}/duplicate').data;
}

/** A rename is a save of the name alone, from the version the caller last saw. */
export async function renameBar(id: string, name: string, version: number, editToken?: string): Promise<BarDto> {
  const response = await api.put(barPath(id), { version, name }, { params: tokenParams(editToken) });
  return parseResponse(barResponseSchema, response.data, 'PUT /bars/{id}').data;
}

export async function deleteBar(id: string): Promise<void> {
  await api.delete(barPath(id));
}

export async function shareBar(id: string): Promise<ShareLinks> {
  const response = await api.post(`${barPath(id)}/share`, {});
  return parseResponse(shareLinksResponseSchema, response.data, 'POST /bars/{id}/share').data;
}

/** New tokens for the bar: links shared before stop working. */
export async function revokeShare(id: string): Promise<void> {
  await api.delete(`${barPath(id)}/share`);
}

/**
 * Server-side undo and redo: the previous (or next) saved revision becomes the current bar, as a
 * new version. 409 when there is nothing to move to or `version` is stale (the body has the bar).
 */
export async function moveInHistory(
  id: string,
  direction: 'undo' | 'redo',
  version: number,
  editToken?: string,
): Promise<BarDto> {
  const response = await api.post(`${barPath(id)}/${direction}`, { version }, { params: tokenParams(editToken) });
  return parseResponse(barResponseSchema, response.data, `POST /bars/{id}/${direction}`).data;
}
