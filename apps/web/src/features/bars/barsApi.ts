import { type BarDto, barResponseSchema, type CreateBarRequest, type UpdateBarRequest } from '@bar/contracts/bars';
import { API_BASE, api, parseResponse } from '../../shared/api.ts';

export type BarTokens = { edit_token?: string; preview_token?: string };

export async function createBar(request: CreateBarRequest): Promise<BarDto> {
  const response = await api.post('/bars', request);
  return parseResponse(barResponseSchema, response.data, 'POST /bars').data;
}

export async function fetchBar(id: string, tokens: BarTokens): Promise<BarDto> {
  const response = await api.get(`/bars/${encodeURIComponent(id)}`, { params: tokens });
  return parseResponse(barResponseSchema, response.data, 'GET /bars/{id}').data;
}

export async function saveBar(id: string, editToken: string | undefined, body: UpdateBarRequest): Promise<BarDto> {
  const response = await api.put(`/bars/${encodeURIComponent(id)}`, body, {
    params: editToken ? { edit_token: editToken } : {},
  });
  return parseResponse(barResponseSchema, response.data, 'PUT /bars/{id}').data;
}

/** The URL of a save, for a keepalive request sent while the page goes away. */
export function saveUrl(apiBase: string, id: string, editToken: string | undefined): string {
  const query = editToken ? `?edit_token=${encodeURIComponent(editToken)}` : '';
  return `${apiBase}/bars/${encodeURIComponent(id)}${query}`;
}

export function editorPath(id: string): string {
  return `/bars/${encodeURIComponent(id)}/edit/side/front?mode=racks&view=3d`;
}

/** A failed save sent with fetch (keepalive), with what the server answered. */
export class KeepaliveSaveError extends Error {
  readonly code = 'keepaliveSaveFailed';
  constructor(
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(status === undefined ? 'Save request failed' : `Save request failed with status ${status}`);
  }
}

/** Keepalive requests may carry at most 64 KiB; larger bodies go through the normal client. */
export const KEEPALIVE_BODY_LIMIT = 60_000;

/**
 * A save that survives the page being hidden or closed (fetch with keepalive). Used only when the
 * page goes away; the normal client's 419 retry does not apply here.
 */
export async function saveBarKeepalive(
  id: string,
  editToken: string | undefined,
  body: UpdateBarRequest,
  headers: Record<string, string>,
): Promise<BarDto> {
  const payload = JSON.stringify(body);
  if (payload.length > KEEPALIVE_BODY_LIMIT) return saveBar(id, editToken, body);
  let response: Response;
  try {
    response = await fetch(saveUrl(API_BASE, id, editToken), {
      method: 'PUT',
      keepalive: true,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: payload,
    });
  } catch {
    throw new KeepaliveSaveError(undefined, undefined);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new KeepaliveSaveError(response.status, json);
  return parseResponse(barResponseSchema, json, 'PUT /bars/{id}').data;
}
