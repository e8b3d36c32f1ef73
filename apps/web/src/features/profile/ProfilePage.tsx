import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../auth/index.ts';
import { InventorySection } from '../inventory/index.ts';
import { DataExportSection } from './DataExportSection.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { EmailChangeForm } from './EmailChangeForm.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';

export const PROFILE_LOGIN_REASON = 'profile.loginToProfile';

/** `/account/profile`: the signed-in user's details, e-mail, password, the parts they own, data export and
 * deletion. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      title={t('profile.title')}
      size="sm"
      loginReason={PROFILE_LOGIN_REASON}
      guestTestId="profile-guest"
      asksLoginAfterSignOut={false}
    >
      {(user) => (
        <Stack key={user.id} data-testid="profile">
          <ProfileDetailsForm user={user} />
          <EmailChangeForm user={user} />
          <PasswordChangeForm />
          <InventorySection />
          <DataExportSection />
          <DeleteAccountSection />
        </Stack>
      )}
    </AccountPage>
  );
}
