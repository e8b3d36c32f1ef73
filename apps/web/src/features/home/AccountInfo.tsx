import { Alert, Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconCheck,
  IconFolderOpen,
  IconLock,
  IconLogin,
  IconLogout,
  IconMail,
  IconUser,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AuthUser, openAuthDialog, useAuth } from '../auth/index.ts';

function GuestInfo({ buttonSize }: { buttonSize: ButtonSize }) {
  const { t } = useTranslation();
  const isSessionExpired = useAuth((state) => state.isSessionExpired);
  return (
    <>
      {isSessionExpired && (
        <Alert color="orange" data-testid="session-expired">
          {t('account.messages.sessionExpired')}
        </Alert>
      )}
      <Text size="sm">{t('shell.account.guestIntro')}</Text>
      <List
        size="sm"
        spacing={4}
        icon={
          <ThemeIcon size={18} radius="xl" color="teal" variant="light">
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        <List.Item>{t('shell.account.canBuild')}</List.Item>
        <List.Item>{t('shell.account.canPrices')}</List.Item>
        <List.Item>{t('shell.account.canDevice')}</List.Item>
      </List>
      <Text size="sm" fw={600}>
        {t('account.info.needsAccount')}
      </Text>
      <List
        size="sm"
        spacing={4}
        icon={
          <ThemeIcon size={18} radius="xl" color="gray" variant="light">
            <IconLock size={12} />
          </ThemeIcon>
        }
      >
        <List.Item>{t('shell.account.needSave')}</List.Item>
        <List.Item>{t('shell.account.needPdf')}</List.Item>
        <List.Item>{t('shell.account.needQuote')}</List.Item>
      </List>
      <Group>
        <Button
          size={buttonSize}
          leftSection={<IconLogin size={16} />}
          onClick={() => openAuthDialog({ kind: 'login' })}
          data-testid="account-login"
        >
          {t('account.login.submit')}
        </Button>
        <Button
          size={buttonSize}
          variant="light"
          leftSection={<IconUserPlus size={16} />}
          onClick={() => openAuthDialog({ kind: 'register' })}
          data-testid="account-register"
        >
          {t('account.register.title')}
        </Button>
      </Group>
    </>
  );
}

function SignedInInfo({ user, buttonSize }: { user: AuthUser; buttonSize: ButtonSize }) {
  const { t } = useTranslation();
  const displayName = [user.given_name, user.family_name].filter(Boolean).join(' ') || user.email;
  return (
    <>
      <Text size="sm" data-testid="account-user">
        {t('account.info.signedInAs', { name: displayName })}
      </Text>
      {!user.email_verified_at && (
        <Alert color="yellow" icon={<IconMail size={18} />} data-testid="account-unverified">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('account.info.unverified', { email: user.email })}</Text>
            <Button
              size={buttonSize === 'lg' ? 'lg' : 'xs'}
              variant="light"
              onClick={() => openAuthDialog({ kind: 'resendVerification' })}
            >
              {t('account.resend.title')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Group>
        <Button
          size={buttonSize}
          leftSection={<IconFolderOpen size={16} />}
          onClick={() => openAuthDialog({ kind: 'myConfigurations' })}
          data-testid="account-my-bars"
        >
          {t('account.list.title')}
        </Button>
        <Button
          size={buttonSize}
          component={Link}
          to="/account/addresses"
          variant="light"
          leftSection={<IconAddressBook size={16} />}
          data-testid="account-addresses"
        >
          {t('account.addressBook.title')}
        </Button>
        <Button
          size={buttonSize}
          component={Link}
          to="/account/profile"
          variant="light"
          leftSection={<IconUserCircle size={16} />}
          data-testid="account-profile"
        >
          {t('profile.title')}
        </Button>
        <Button
          size={buttonSize}
          variant="default"
          leftSection={<IconLogout size={16} />}
          onClick={() => openAuthDialog({ kind: 'logout' })}
          data-testid="account-logout"
        >
          {t('account.fileMenu.logout')}
        </Button>
      </Group>
    </>
  );
}

/** Buttons of the account card: Mantine's default, or at least 44 px high on a phone. */
type ButtonSize = 'sm' | 'lg';

/**
 * The visitor's account state: a guest with login and registration, or the signed-in user with their
 * configurations. `isTouch` (a phone): buttons at least 44 px high.
 */
export function AccountInfo({ isTouch = false }: { isTouch?: boolean }) {
  const { t } = useTranslation();
  const buttonSize: ButtonSize = isTouch ? 'lg' : 'sm';
  const user = useAuth((state) => state.user);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      data-testid="account-info"
      data-signed-in={user ? 'true' : 'false'}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconUser size={20} aria-hidden />
            <Title order={3}>{t('shell.account.title')}</Title>
          </Group>
          <Badge variant="light" color={user ? 'teal' : 'gray'}>
            {user ? t('account.info.signedIn') : t('shell.account.guest')}
          </Badge>
        </Group>
        {user ? <SignedInInfo user={user} buttonSize={buttonSize} /> : <GuestInfo buttonSize={buttonSize} />}
      </Stack>
    </Card>
  );
}
