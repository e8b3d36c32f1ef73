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
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AuthDialog, type AuthUser, openAuthDialog, useAuth } from '../auth/authStore.ts';

/** A short list whose items are marked by one icon in a coloured circle. */
function MarkedList({ color, Icon, items }: { color: string; Icon: TablerIcon; items: string[] }) {
  const { t } = useTranslation();
  return (
    <List
      size="sm"
      spacing={4}
      icon={
        <ThemeIcon size={18} radius="xl" color={color} variant="light">
          <Icon size={12} />
        </ThemeIcon>
      }
    >
      {items.map((key) => (
        <List.Item key={key}>{t(key)}</List.Item>
      ))}
    </List>
  );
}

/** A button of the account card: it opens one of the account dialogs, or goes to an account page. */
type AccountAction = {
  testId: string;
  labelKey: string;
  Icon: TablerIcon;
  variant?: 'light' | 'default';
} & ({ dialog: AuthDialog } | { to: string });

const GUEST_ACTIONS: AccountAction[] = [
  { testId: 'account-login', labelKey: 'account.login.submit', Icon: IconLogin, dialog: { kind: 'login' } },
  {
    testId: 'account-register',
    labelKey: 'account.register.title',
    Icon: IconUserPlus,
    variant: 'light',
    dialog: { kind: 'register' },
  },
];

const SIGNED_IN_ACTIONS: AccountAction[] = [
  {
    testId: 'account-my-bars',
    labelKey: 'account.list.title',
    Icon: IconFolderOpen,
    dialog: { kind: 'myConfigurations' },
  },
  {
    testId: 'account-addresses',
    labelKey: 'account.addressBook.title',
    Icon: IconAddressBook,
    variant: 'light',
    to: '/account/addresses',
  },
  {
    testId: 'account-profile',
    labelKey: 'profile.title',
    Icon: IconUserCircle,
    variant: 'light',
    to: '/account/profile',
  },
  {
    testId: 'account-logout',
    labelKey: 'account.fileMenu.logout',
    Icon: IconLogout,
    variant: 'default',
    dialog: { kind: 'logout' },
  },
];

function AccountButtons({ actions, size }: { actions: AccountAction[]; size: ButtonSize }) {
  const { t } = useTranslation();
  return (
    <Group>
      {actions.map((action) => {
        const common = {
          size,
          variant: action.variant,
          leftSection: <action.Icon size={16} />,
          'data-testid': action.testId,
        };
        return 'to' in action ? (
          <Button key={action.testId} {...common} component={Link} to={action.to}>
            {t(action.labelKey)}
          </Button>
        ) : (
          <Button key={action.testId} {...common} onClick={() => openAuthDialog(action.dialog)}>
            {t(action.labelKey)}
          </Button>
        );
      })}
    </Group>
  );
}

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
      <MarkedList
        color="teal"
        Icon={IconCheck}
        items={['shell.account.canBuild', 'shell.account.canPrices', 'shell.account.canDevice']}
      />
      <Text size="sm" fw={600}>
        {t('account.info.needsAccount')}
      </Text>
      <MarkedList
        color="gray"
        Icon={IconLock}
        items={['shell.account.needSave', 'shell.account.needPdf', 'shell.account.needQuote']}
      />
      <AccountButtons actions={GUEST_ACTIONS} size={buttonSize} />
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
      <AccountButtons actions={SIGNED_IN_ACTIONS} size={buttonSize} />
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
