import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from '../../shared/ProfileSection.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { showNotice } from '../../ui/notifications.ts';
import { downloadMyData } from './profileApi.ts';

/** "Download my data": the JSON file of GET /api/user/export. */
export function DataExportSection() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () => showNotice({ tone: 'info', title: t('profile.export.title'), message: t('profile.export.done') }),
  });
  return (
    <ProfileSection title={t('profile.export.title')} testId="profile-export">
      <Text size="sm">{t('profile.export.intro')}</Text>
      <ErrorAlert message={download.isError ? t('errors.generic') : null} />
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          data-testid="profile-export-submit"
        >
          {t('profile.export.submit')}
        </Button>
      </Group>
    </ProfileSection>
  );
}
