import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../auth/index.ts';
import { GuestCard } from './GuestCard.tsx';
import { GuestLink } from './guestForm.tsx';

/**
 * `/admin/reset-password?token=..&email=..` (the same query as the customers' reset link). A
 * successful reset signs the user in; the guest-only guard then leads into the area. A new
 * administrator's invitation links here too (`invitation=1`): the same form, greeted as such.
 */
export function AdminResetPasswordPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const isInvitation = query.get('invitation') === '1';
  return (
    <GuestCard title={isInvitation ? t('admin.guest.invitationTitle') : t('account.reset.title')}>
      <ResetPasswordForm
        testIdPrefix="admin-reset"
        footer={<GuestLink to="/admin/login">{t('account.backToLogin')}</GuestLink>}
      />
    </GuestCard>
  );
}
