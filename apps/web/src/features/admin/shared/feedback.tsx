import { Alert, type AlertProps, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { httpStatus } from '../../../shared/api.ts';
import { serverMessage } from '../form/formSnapshot.ts';

/** A page (or its content) still loading: a centred spinner with an accessible name. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

/** A record that could not be loaded: "not found" for a 404, else "could not be loaded". */
export function LoadFailedAlert({ error, title }: { error: unknown; title?: ReactNode }) {
  const { t } = useTranslation();
  const notFound = httpStatus(error) === 404;
  return (
    <ErrorAlert title={title}>{t(notFound ? 'adminRecords.form.notFound' : 'adminRecords.form.loadFailed')}</ErrorAlert>
  );
}

/** A red alert announced to screen readers (role="alert"); `testId` becomes its `data-testid`. */
export function ErrorAlert({ testId, children, ...props }: Omit<AlertProps, 'color' | 'role'> & { testId?: string }) {
  return (
    <Alert color="red" role="alert" data-testid={testId} {...props}>
      {children}
    </Alert>
  );
}

/** Why an action without a form field failed: the server's 422 message, else the generic text; null without error. */
export function problemText(error: unknown, t: (key: string) => string): string | null {
  if (!error) return null;
  return serverMessage(error) ?? t('errors.generic');
}
