import { statusResponseSchema, userResponseSchema } from '@bar/contracts/auth';
import {
  accountExportResponseSchema,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type ProfileDetailsRequest,
} from '@bar/contracts/profile';
import { api, parseResponse } from '../../shared/api.ts';
import { type AuthUser, setUser } from '../auth/index.ts';

async function putUser(body: ProfileDetailsRequest | ChangePasswordRequest): Promise<AuthUser> {
  const response = await api.put('/user', body);
  const user = parseResponse(userResponseSchema, response.data, 'PUT /api/user').data;
  setUser(user);
  return user;
}

/** PUT /api/user with names, organization and the e-mail language. */
export function saveProfileDetails(request: ProfileDetailsRequest): Promise<AuthUser> {
  return putUser(request);
}

/** PUT /api/user with the current and the new password; the server ends every other session. */
export function changePassword(request: ChangePasswordRequest): Promise<AuthUser> {
  return putUser(request);
}

/** POST /api/user/email: the new address becomes the user's `pending_email` until its link is opened. */
export async function requestEmailChange(request: ChangeEmailRequest): Promise<AuthUser> {
  const response = await api.post('/user/email', request);
  const user = parseResponse(userResponseSchema, response.data, 'POST /api/user/email').data;
  setUser(user);
  return user;
}

/** POST /api/user/email/confirm: the server's message on success. */
export async function confirmEmailChange(token: string): Promise<string> {
  const response = await api.post('/user/email/confirm', { token });
  return parseResponse(statusResponseSchema, response.data, 'POST /api/user/email/confirm').message;
}

/** The file name the server proposes (Content-Disposition), or a plain one. */
function attachmentName(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? 'my-data.json';
}

/** GET /api/user/export, saved by the browser as the JSON file the server names. */
export async function downloadMyData(): Promise<void> {
  const response = await api.get('/user/export');
  const parsed = parseResponse(accountExportResponseSchema, response.data, 'GET /api/user/export');
  const blob = new Blob([`${JSON.stringify(parsed, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers['content-disposition']);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * DELETE /api/user: the account is gone and this browser holds a new guest session. The caller
 * forgets the user (setUser(null)) once it has left the profile, which would ask a guest to log in.
 */
export async function deleteMyAccount(request: DeleteAccountRequest): Promise<void> {
  await api.delete('/user', { data: request });
}
