import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An address inside the admin area that leads nowhere. */
export function AdminNotFound() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" data-testid="admin-not-found">
      <Title order={2}>{t('admin.notFound.title')}</Title>
      <Text c="dimmed">{t('admin.notFound.text')}</Text>
      <Button component={Link} to="/admin" variant="light">
        {t('admin.nav.dashboard')}
      </Button>
    </Stack>
  );
}
