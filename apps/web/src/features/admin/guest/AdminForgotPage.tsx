import { forgotPasswordRequestSchema } from '@bar/contracts/auth';
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../shared/formErrors.ts';
import { forgotPassword } from '../../auth/index.ts';
import { GuestCard } from './GuestCard.tsx';
import { GuestForm, GuestLink, useGuestForm } from './guestForm.tsx';

/** `/admin/forgot`: the mail links to the reset page with `token` and `email`. */
export function AdminForgotPage() {
  const { t } = useTranslation();
  const guest = useGuestForm({
    schema: forgotPasswordRequestSchema,
    defaultValues: { email: '' },
    send: (values) => forgotPassword(values.email),
    fields: ['email'],
  });
  const backToLogin = <GuestLink to="/admin/login">{t('account.backToLogin')}</GuestLink>;
  return (
    <GuestCard title={t('account.forgot.title')}>
      {guest.submit.isSuccess ? (
        <Stack data-testid="admin-forgot-done">
          <Text size="sm">{t('account.forgot.done')}</Text>
          {backToLogin}
        </Stack>
      ) : (
        <GuestForm
          onSubmit={guest.onSubmit}
          isOtherFailure={guest.isOtherFailure}
          isPending={guest.submit.isPending}
          submitLabel={t('account.forgot.submit')}
          submitTestId="admin-forgot-submit"
          footer={backToLogin}
        >
          <Text size="sm">{t('account.forgot.intro')}</Text>
          <TextInput
            label={t('account.fields.email')}
            type="email"
            required
            data-testid="admin-forgot-email"
            {...guest.form.register('email')}
            error={fieldErrorText(guest.errorOf('email'), t)}
          />
        </GuestForm>
      )}
    </GuestCard>
  );
}
