import {
  type BarPictureInfo,
  type BarPictureKind,
  type BarPicturePutResponse,
  barPictureInfoResponseSchema,
  barPicturePutResponseSchema,
} from '@bar/contracts/barPicture';
import { api, parseResponse } from '../../shared/api.ts';
import { deviceStorage, tokensFor } from './guestBars.ts';

/** A picture of up to 12 MB may take a while on a slow line. */
const PICTURE_UPLOAD_TIMEOUT_MS = 120_000;

function picturePath(barId: string): string {
  return `/bars/${encodeURIComponent(barId)}/picture`;
}

/** The edit link's token this device holds for the bar (none for the owner's own bars). */
function editParams(barId: string, editToken: string | undefined): Record<string, string> {
  const token = editToken ?? tokensFor(deviceStorage(), barId).edit_token;
  return token ? { edit_token: token } : {};
}

/**
 * `PUT /api/bars/{id}/picture`: makes a PNG or JPEG (at most 3840 × 2160, 12 MB) the bar's best
 * picture. A photo replaces any picture; a raster only a raster, so the answer says whether this
 * one was stored (`is_stored`) and describes the bar's picture now.
 */
export async function uploadBarPicture(
  barId: string,
  blob: Blob,
  kind: BarPictureKind,
  editToken?: string,
): Promise<BarPicturePutResponse['data']> {
  const response = await api.put(picturePath(barId), blob, {
    params: { kind, ...editParams(barId, editToken) },
    headers: { 'Content-Type': blob.type || 'image/png' },
    timeout: PICTURE_UPLOAD_TIMEOUT_MS,
  });
  return parseResponse(barPicturePutResponseSchema, response.data, 'PUT /bars/{id}/picture').data;
}

/** `GET /api/bars/{id}/picture/info`: the bar's picture (without its bytes) and whether a new raster is wanted. */
export async function fetchBarPictureInfo(barId: string, editToken?: string): Promise<BarPictureInfo> {
  const response = await api.get(`${picturePath(barId)}/info`, { params: editParams(barId, editToken) });
  return parseResponse(barPictureInfoResponseSchema, response.data, 'GET /bars/{id}/picture/info').data;
}
