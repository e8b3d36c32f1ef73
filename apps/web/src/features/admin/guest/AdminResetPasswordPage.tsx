import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResetPasswordForm } from '../../auth/ResetPasswordForm.tsx';
import { GuestCard } from './GuestCard.tsx';

/**
 * `/admin/reset-password?token=..&email=..` (the same query as the customers' reset link). A
 * successful reset signs the user in; the guest-only guard then leads into the area.
 */
export function AdminResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <GuestCard title={t('account.reset.title')}>
      <ResetPasswordForm
        testIdPrefix="admin-reset"
        footer={
          <Anchor component={Link} to="/admin/login" size="sm">
            {t('account.backToLogin')}
          </Anchor>
        }
      />
    </GuestCard>
  );
}
