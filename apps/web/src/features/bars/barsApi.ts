import {
  type BarPatchMinimalResult,
  type BarPatchRequest,
  barPatchMinimalResponseSchema,
  JSON_PATCH_CONTENT_TYPE,
  PREFER_MINIMAL,
  versionETag,
} from '@bar/contracts/barPatch';
import { type BarDto, barResponseSchema, type CreateBarRequest, type UpdateBarRequest } from '@bar/contracts/bars';
import type { z } from 'zod';
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

/** The headers of a patch save made on `version`: the editor derives warnings, transport and power itself. */
function patchHeaders(version: number): Record<string, string> {
  return { 'Content-Type': JSON_PATCH_CONTENT_TYPE, 'If-Match': versionETag(version), Prefer: PREFER_MINIMAL };
}

/**
 * A save of a few changes (RFC 6902) made on `version`: the server answers the new version and the
 * parts list (`Prefer: return=minimal`), not the document.
 */
export async function patchBar(
  id: string,
  editToken: string | undefined,
  version: number,
  operations: BarPatchRequest,
): Promise<BarPatchMinimalResult> {
  const response = await api.patch(`/bars/${encodeURIComponent(id)}`, operations, {
    params: editToken ? { edit_token: editToken } : {},
    headers: patchHeaders(version),
  });
  return parseResponse(barPatchMinimalResponseSchema, response.data, 'PATCH /bars/{id}').data;
}

/** The URL of a save, for a keepalive request sent while the page goes away. */
export function saveUrl(apiBase: string, id: string, editToken: string | undefined): string {
  const query = editToken ? `?edit_token=${encodeURIComponent(editToken)}` : '';
  return `${apiBase}/bars/${encodeURIComponent(id)}${query}`;
}

export function editorPath(id: string): string {
  return `/bars/${encodeURIComponent(id)}/edit/side/front?mode=racks&view=3d`;
}

/** `/bars/{bar}`: the bar to look at, view only (with the tokens this device holds for it). */
export function viewPath(id: string): string {
  return `/bars/${encodeURIComponent(id)}`;
}

/** A new, empty bar opens where its first module is placed: the Shape mode of the front side. */
export function newBarEditorPath(id: string): string {
  return `/bars/${encodeURIComponent(id)}/edit/side/front?mode=shape&view=3d`;
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

type KeepaliveRequest = { method: 'PUT' | 'PATCH'; headers: Record<string, string>; payload: string };

/** Sends a save with fetch (keepalive) and parses its answer; a failure carries status and body. */
async function sendKeepalive<T extends z.ZodType>(
  url: string,
  request: KeepaliveRequest,
  schema: T,
  name: string,
): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      keepalive: true,
      credentials: 'include',
      headers: { Accept: 'application/json', ...request.headers },
      body: request.payload,
    });
  } catch {
    throw new KeepaliveSaveError(undefined, undefined);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new KeepaliveSaveError(response.status, json);
  return parseResponse(schema, json, name);
}

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
  const request = { method: 'PUT', headers: { 'Content-Type': 'application/json', ...headers }, payload } as const;
  const saved = await sendKeepalive(saveUrl(API_BASE, id, editToken), request, barResponseSchema, 'PUT /bars/{id}');
  return saved.data;
}

/** The patch save of `patchBar` as a keepalive request, for the page going away (patches are small). */
export async function patchBarKeepalive(
  id: string,
  editToken: string | undefined,
  version: number,
  operations: BarPatchRequest,
  headers: Record<string, string>,
): Promise<BarPatchMinimalResult> {
  const payload = JSON.stringify(operations);
  if (payload.length > KEEPALIVE_BODY_LIMIT) return patchBar(id, editToken, version, operations);
  const request = { method: 'PATCH', headers: { ...patchHeaders(version), ...headers }, payload } as const;
  const saved = await sendKeepalive(
    saveUrl(API_BASE, id, editToken),
    request,
    barPatchMinimalResponseSchema,
    'PATCH /bars/{id}',
  );
  return saved.data;
}
