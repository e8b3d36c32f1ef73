import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { requireLogin, useAuth } from '../auth/index.ts';
import { continueAfterLogin, startQuote } from './quoteStore.ts';

/** A guest's quote waits behind the login dialog, and continues once that closes signed in. */
function useContinueAfterLogin(): void {
  const authDialog = useAuth((state) => state.dialog);
  const user = useAuth((state) => state.user);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (authDialog) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      continueAfterLogin(user !== null);
    }
  }, [authDialog, user]);
}

/** "Request a quote" for the bar in the editor; its dialog is mounted by the editor's top bar. */
export function QuoteButton({ barId }: { barId: string }) {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  useContinueAfterLogin();
  const start = () => {
    startQuote(barId, user !== null);
    if (!user) requireLogin('account.messages.loginToInquiry');
  };
  return (
    <Button leftSection={<IconMailForward size={16} />} onClick={start} data-testid="quote-open">
      {t('quote.open')}
    </Button>
  );
}
