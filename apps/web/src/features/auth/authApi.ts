import {
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  userResponseSchema,
} from '@bar/contracts/auth';
import { api, authApi, httpStatus, parseResponse } from '../../shared/api.ts';
import { announceAccountChange } from './accountSync.ts';
import { type AuthUser, authStore, markSessionExpired, setUser } from './authStore.ts';

function userOf(body: unknown, url: string): AuthUser {
  return parseResponse(userResponseSchema, body, url).data;
}

/** The readable cookie the server sets while this browser's session belongs to a user. */
const SIGNED_IN_HINT = 'bar_signed_in=1';

/**
 * Whether the session may belong to a user. Without the hint the session is a guest's for sure, so
 * the app does not ask (`GET /api/user` would answer 401, which the browser reports as a failed
 * request on every page a guest opens). With it the server still decides.
 */
export function mayBeSignedIn(): boolean {
  return document.cookie.split('; ').includes(SIGNED_IN_HINT);
}

/**
 * GET /api/user, when the session may belong to a user (see `mayBeSignedIn`). The local user is
 * cleared before the call; no hint or a 401 means nobody is signed in, and marks the session
 * expired when someone was signed in before. Other errors are rethrown.
 */
export async function fetchUser(): Promise<AuthUser | null> {
  const hadUser = authStore.getState().user !== null;
  authStore.setState({ user: null });
  if (!mayBeSignedIn()) {
    setUser(null);
    if (hadUser) markSessionExpired();
    return null;
  }
  try {
    const response = await api.get('/user');
    const user = userOf(response.data, 'GET /api/user');
    setUser(user);
    return user;
  } catch (error) {
    if (httpStatus(error) !== 401) throw error;
    setUser(null);
    if (hadUser) markSessionExpired();
    return null;
  }
}

/**
 * GET /api/user while the user stays set (unlike fetchUser), so open dialogs do not flicker: an
 * e-mail confirmed in another tab, or a refusal that says the account is not what this tab thinks.
 */
export async function refreshUser(): Promise<AuthUser> {
  const response = await api.get('/user');
  const user = userOf(response.data, 'GET /api/user');
  setUser(user);
  return user;
}

/** Posts to a route that answers with the signed-in user (login, registration, reset), and keeps that user. */
async function signIn(path: '/login' | '/register' | '/reset-password', request: object): Promise<AuthUser> {
  const response = await authApi.post(path, request);
  const user = userOf(response.data, `POST ${path}`);
  setUser(user);
  return user;
}

export function login(request: LoginRequest): Promise<AuthUser> {
  return signIn('/login', request);
}

export function register(request: RegisterRequest): Promise<AuthUser> {
  return signIn('/register', request);
}

export async function logout(): Promise<void> {
  await authApi.post('/logout');
  setUser(null);
}

export async function forgotPassword(email: string): Promise<void> {
  await authApi.post('/forgot-password', { email });
}

export function resetPassword(request: ResetPasswordRequest): Promise<AuthUser> {
  return signIn('/reset-password', request);
}

export async function resendVerification(): Promise<void> {
  await authApi.post('/email/verification-notification', {});
}

export type VerifyOutcome = 'verified' | 'loginRequired' | 'expired' | 'failed';

/** The outcome of a verification link by the status the server answers (decisions §3). */
export function verifyOutcomeOf(status: number | undefined): VerifyOutcome {
  if (status === 200 || status === 204) return 'verified';
  if (status === 401) return 'loginRequired';
  if (status === 410) return 'expired';
  return 'failed';
}

export async function verifyEmail(id: string, hash: string, query: URLSearchParams): Promise<VerifyOutcome> {
  try {
    const path = `/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}?${query.toString()}`;
    const response = await authApi.post(path, {});
    const outcome = verifyOutcomeOf(response.status);
    if (outcome === 'verified' && authStore.getState().user) setUser(userOf(response.data, 'POST /email/verify'));
    if (outcome === 'verified') announceAccountChange();
    return outcome;
  } catch (error) {
    return verifyOutcomeOf(httpStatus(error));
  }
}

/** PUT /api/user: the interface language follows the user into e-mails. */
export async function updateUserLocale(locale: string): Promise<void> {
  const response = await api.put('/user', { locale });
  setUser(userOf(response.data, 'PUT /api/user'));
}
