import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The visitor's account state. Accounts come with login; until then everyone is a guest, and says so. */
export function AccountInfo() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="account-info">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconUser size={20} aria-hidden />
            <Title order={3}>{t('shell.account.title')}</Title>
          </Group>
          <Badge variant="light" color="gray">
            {t('shell.account.guest')}
          </Badge>
        </Group>
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
          {t('shell.account.needsAccount')}
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
        <Text size="xs" c="dimmed">
          {t('shell.account.comingWithLogin')}
        </Text>
      </Stack>
    </Card>
  );
}
