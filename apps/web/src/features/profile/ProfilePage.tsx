import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLogin } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppHeader } from '../../ui/AppHeader.tsx';
import { requireLogin, useAuth } from '../auth/authStore.ts';
import { DataExportSection } from './DataExportSection.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { EmailChangeForm } from './EmailChangeForm.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';

export const PROFILE_LOGIN_REASON = 'profile.loginToProfile';

/** `/account/profile`: the signed-in user's details, e-mail, password, data export and deletion. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const isUserKnown = useAuth((state) => state.isUserKnown);
  const isGuest = isUserKnown && !user;
  // Only a visitor who arrives as a guest is asked to log in: one whose account was just deleted
  // (or who logged out here) is on the way home.
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  useEffect(() => {
    if (isGuest && !wasSignedIn.current) requireLogin(PROFILE_LOGIN_REASON);
  }, [isGuest]);

  return (
    <>
      <AppHeader />
      <Container component="main" size="sm" py="lg">
        <Stack>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {t('profile.title')}
            </Title>
            <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('account.verify.toConfigurator')}
            </Button>
          </Group>
          {!isUserKnown && <Loader aria-hidden />}
          {isGuest && (
            <Alert color="blue" data-testid="profile-guest">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t(PROFILE_LOGIN_REASON)}</Text>
                <Button
                  size="xs"
                  leftSection={<IconLogin size={14} />}
                  onClick={() => requireLogin(PROFILE_LOGIN_REASON)}
                >
                  {t('account.login.submit')}
                </Button>
              </Stack>
            </Alert>
          )}
          {user && (
            <Stack key={user.id} data-testid="profile">
              <ProfileDetailsForm user={user} />
              <EmailChangeForm user={user} />
              <PasswordChangeForm />
              <DataExportSection />
              <DeleteAccountSection />
            </Stack>
          )}
        </Stack>
      </Container>
    </>
  );
}
