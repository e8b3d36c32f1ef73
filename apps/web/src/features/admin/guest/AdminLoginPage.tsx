import { loginRequestSchema } from '@bar/contracts/auth';
import { Checkbox, PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../shared/formErrors.ts';
import { login } from '../../auth/index.ts';
import { GuestCard } from './GuestCard.tsx';
import { GuestForm, GuestLink, useGuestForm } from './guestForm.tsx';

/** `/admin/login`: once the user is known, the guest-only guard leads on (to `redirect` or `/admin`). */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const guest = useGuestForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '', remember: true },
    send: login,
    fields: ['email', 'password'],
  });
  const { register } = guest.form;
  return (
    <GuestCard title={t('admin.guest.loginTitle')}>
      <GuestForm
        onSubmit={guest.onSubmit}
        testId="admin-login-form"
        isOtherFailure={guest.isOtherFailure}
        isPending={guest.submit.isPending}
        submitLabel={t('account.login.submit')}
        submitTestId="admin-login-submit"
        footer={<GuestLink to="/admin/forgot">{t('account.login.forgot')}</GuestLink>}
      >
        <TextInput
          label={t('account.fields.email')}
          type="email"
          autoComplete="username"
          required
          data-autofocus
          data-testid="admin-login-email"
          {...register('email')}
          error={fieldErrorText(guest.errorOf('email'), t)}
        />
        <PasswordInput
          label={t('account.fields.password')}
          autoComplete="current-password"
          required
          data-testid="admin-login-password"
          {...register('password')}
          error={fieldErrorText(guest.errorOf('password'), t)}
        />
        <Checkbox label={t('account.login.remember')} {...register('remember')} />
      </GuestForm>
    </GuestCard>
  );
}
