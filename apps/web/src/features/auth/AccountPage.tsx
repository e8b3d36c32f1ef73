import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLogin } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppHeader } from '../../ui/AppHeader.tsx';
import { type AuthUser, requireLogin, useAuth } from './authStore.ts';

type Props = {
  title: string;
  size: 'sm' | 'md';
  /** Translation key of the guest's prompt, also the login dialog's reason. */
  loginReason: string;
  guestTestId: string;
  /**
   * False: only a visitor who arrives as a guest is asked to log in, not one who signed out or
   * deleted the account here (they are on the way home).
   */
  asksLoginAfterSignOut: boolean;
  children: (user: AuthUser) => ReactNode;
};

/** A page of the signed-in user's account (`/account/...`); a guest sees a prompt and is asked to log in. */
export function AccountPage({ title, size, loginReason, guestTestId, asksLoginAfterSignOut, children }: Props) {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const isUserKnown = useAuth((state) => state.isUserKnown);
  const isGuest = isUserKnown && !user;
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  const shouldAskLogin = isGuest && (asksLoginAfterSignOut || !wasSignedIn.current);
  useEffect(() => {
    if (shouldAskLogin) requireLogin(loginReason);
  }, [shouldAskLogin, loginReason]);

  return (
    <>
      <AppHeader />
      <Container component="main" size={size} py="lg">
        <Stack>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('account.verify.toConfigurator')}
            </Button>
          </Group>
          {!isUserKnown && <Loader aria-hidden />}
          {isGuest && (
            <Alert color="blue" data-testid={guestTestId}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t(loginReason)}</Text>
                <Button size="xs" leftSection={<IconLogin size={14} />} onClick={() => requireLogin(loginReason)}>
                  {t('account.login.submit')}
                </Button>
              </Stack>
            </Alert>
          )}
          {user && children(user)}
        </Stack>
      </Container>
    </>
  );
}
