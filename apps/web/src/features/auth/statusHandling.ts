import { authStore, requireLogin, signOutExpired } from './authStore.ts';

/**
 * Section 8, loading or saving a bar: a 403 signs the signed-in user out with the "session
 * expired" flag; a 401 asks to log in. True when the status was handled here.
 */
export function handleBarAccessStatus(status: number | undefined): boolean {
  if (status === 403 && authStore.getState().user) {
    signOutExpired();
    return true;
  }
  if (status === 401) {
    requireLogin('account.messages.loginToAccess');
    return true;
  }
  return false;
}
