import type { UserDto } from '@bar/contracts/auth';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The signed-in user (GET /api/user, POST /login, /register). */
export type AuthUser = UserDto;

/** Which account dialog is open; `reason` is the message key shown above the login form. */
export type AuthDialog =
  | { kind: 'login'; reason?: string }
  | { kind: 'register' }
  | { kind: 'forgotPassword' }
  | { kind: 'resendVerification' }
  | { kind: 'logout' }
  | { kind: 'myConfigurations' };

export type AuthState = {
  user: AuthUser | null;
  /** The user fetch has answered once (until then the app does not know whether someone is signed in). */
  isUserKnown: boolean;
  isAuthenticationRequired: boolean;
  isSessionExpired: boolean;
  dialog: AuthDialog | null;
};

export const authStore = createStore<AuthState>()(() => ({
  user: null,
  isUserKnown: false,
  isAuthenticationRequired: false,
  isSessionExpired: false,
  dialog: null,
}));

/** Specification section 4: setting the user clears both flags. */
export function setUser(user: AuthUser | null): void {
  authStore.setState(
    user
      ? { user, isUserKnown: true, isAuthenticationRequired: false, isSessionExpired: false }
      : { user: null, isUserKnown: true },
  );
}

/** Flushing forgets the user (logout, or the server no longer knows the session). */
export function flushUser(): void {
  authStore.setState({ user: null });
}

/** 403 on loading or saving a bar: the session is gone; sign out and ask to log in again. */
export function signOutExpired(): void {
  authStore.setState({
    user: null,
    isSessionExpired: true,
    dialog: { kind: 'login', reason: 'account.messages.sessionExpired' },
  });
}

export function markSessionExpired(): void {
  authStore.setState({ isSessionExpired: true });
}

/** A guest tried something that needs an account: open the login dialog with the reason. */
export function requireLogin(reason: string): void {
  authStore.setState({ isAuthenticationRequired: true, dialog: { kind: 'login', reason } });
}

export function openAuthDialog(dialog: AuthDialog): void {
  authStore.setState({ dialog });
}

export function closeAuthDialog(): void {
  authStore.setState({ dialog: null });
}

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
