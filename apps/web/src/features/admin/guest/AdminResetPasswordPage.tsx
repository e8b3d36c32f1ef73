import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../../auth/ResetPasswordForm.tsx';
import { GuestCard } from './GuestCard.tsx';
import { GuestLink } from './guestForm.tsx';

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
        footer={<GuestLink to="/admin/login">{t('account.backToLogin')}</GuestLink>}
      />
    </GuestCard>
  );
}
