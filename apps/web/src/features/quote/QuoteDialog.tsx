import { Alert, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DoneDialog } from '../../ui/DoneDialog.tsx';
import { useFocusReturn } from '../../ui/useFocusReturn.ts';
import { useAuth } from '../auth/index.ts';
import { QuoteForm } from './QuoteForm.tsx';
import { ADDRESSES_QUERY_KEY, listAddresses } from './quoteApi.ts';
import { closeQuote, useQuote } from './quoteStore.ts';
import { VerifyFirst } from './VerifyFirst.tsx';

/** The quote dialog: verify the e-mail first if needed, then the request form, then the thanks. */
export function QuoteDialog() {
  const { t } = useTranslation();
  const phase = useQuote((state) => state.phase);
  const barId = useQuote((state) => state.barId);
  const user = useAuth((state) => state.user);
  const authDialog = useAuth((state) => state.dialog);
  const isVerified = Boolean(user?.email_verified_at);
  const addresses = useQuery({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: listAddresses,
    enabled: phase === 'open' && isVerified,
  });
  // Account dialogs (resend verification, session expired) go in front of this one.
  const isShown = !authDialog && user !== null && barId !== null && (phase === 'open' || phase === 'done');
  useFocusReturn(isShown);
  if (authDialog || !user || !barId) return null;

  if (phase === 'done') {
    return (
      <DoneDialog
        title={t('quote.done.title')}
        text={t('quote.done.text', { email: user.email })}
        closeLabel={t('account.close')}
        onClose={closeQuote}
        testId="quote-done"
      />
    );
  }
  if (phase !== 'open') return null;

  return (
    <Modal opened onClose={closeQuote} title={t('quote.title')} size="xl" centered data-testid="quote-dialog">
      {!isVerified && <VerifyFirst email={user.email} />}
      {isVerified && addresses.isPending && <Loader size="sm" />}
      {isVerified && addresses.isError && (
        <Alert color="red" role="alert">
          {t('errors.generic')}
        </Alert>
      )}
      {isVerified && addresses.data && <QuoteForm barId={barId} addresses={addresses.data} />}
    </Modal>
  );
}
