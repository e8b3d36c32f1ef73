import { useEffect } from 'react';
import { i18n } from '../../i18n/index.ts';
import { MyConfigurationsDialog } from '../account/MyConfigurationsDialog.tsx';
import { fetchUser, updateUserLocale } from './authApi.ts';
import { authStore, useAuth } from './authStore.ts';
import { LoginDialog } from './LoginDialog.tsx';
import { RegisterDialog } from './RegisterDialog.tsx';
import { ForgotPasswordDialog, LogoutDialog, ResendVerificationDialog } from './SmallAuthDialogs.tsx';

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
    case 'myConfigurations':
      return <MyConfigurationsDialog />;
    default:
      return null;
  }
}
