/** What other features use of auth. */
export { AccountPage } from './AccountPage.tsx';
export { announceAccountChange } from './accountSync.ts';
export { fetchUser, forgotPassword, login, logout, refreshUser } from './authApi.ts';
export {
  type AuthDialog,
  type AuthUser,
  authStore,
  closeAuthDialog,
  flushUser,
  openAuthDialog,
  requireLogin,
  setUser,
  useAuth,
} from './authStore.ts';
export { ResetPasswordForm } from './ResetPasswordForm.tsx';
export { handleBarAccessStatus } from './statusHandling.ts';
