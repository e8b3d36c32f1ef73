import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { i18n } from '../../i18n/index.ts';
import { useFocusReturn } from '../../ui/useFocusReturn.ts';
import { useAccountSync } from './accountSync.ts';
import { fetchUser, refreshUser, updateUserLocale } from './authApi.ts';
import { authStore, useAuth } from './authStore.ts';

// The dialogs (and the form libraries they use) load when one is first opened, not with the home screen.
const LoginDialog = lazy(() => import('./LoginDialog.tsx').then((module) => ({ default: module.LoginDialog })));
const RegisterDialog = lazy(() =>
  import('./RegisterDialog.tsx').then((module) => ({ default: module.RegisterDialog })),
);
const smallDialogs = () => import('./SmallAuthDialogs.tsx');
const ForgotPasswordDialog = lazy(() => smallDialogs().then((module) => ({ default: module.ForgotPasswordDialog })));
const ResendVerificationDialog = lazy(() =>
  smallDialogs().then((module) => ({ default: module.ResendVerificationDialog })),
);
const LogoutDialog = lazy(() => smallDialogs().then((module) => ({ default: module.LogoutDialog })));

/** Asks once who is signed in, and keeps the account's language in step with the interface (e-mails use it). */
function useAccountSession(): void {
  useEffect(() => {
    fetchUser().catch(() => authStore.setState({ isUserKnown: true }));
    const onLanguageChanged = (language: string) => {
      const user = authStore.getState().user;
      if (user && user.locale !== language) updateUserLocale(language).catch(() => undefined);
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, []);
}

/** The account dialogs, opened from anywhere through the auth store. */
export function AuthDialogs() {
  useAccountSession();
  useAccountSync(refreshUser);
  // Here, outside the Suspense boundary: from login to register the opener stays the same.
  useFocusReturn(useAuth((state) => state.dialog !== null));
  return (
    <Suspense fallback={null}>
      <OpenAuthDialog />
    </Suspense>
  );
}

function OpenAuthDialog(): ReactNode {
  const dialog = useAuth((state) => state.dialog);
  switch (dialog?.kind) {
    case 'login':
      return <LoginDialog reason={dialog.reason} />;
    case 'register':
      return <RegisterDialog />;
    case 'forgotPassword':
      return <ForgotPasswordDialog />;
    case 'resendVerification':
      return <ResendVerificationDialog />;
    case 'logout':
      return <LogoutDialog />;
    // 'myConfigurations' is opened here too, but shown by the account's BarDialogs (the feature it belongs to).
    default:
      return null;
  }
}
