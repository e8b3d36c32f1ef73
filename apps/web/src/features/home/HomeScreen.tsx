import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppHeader } from '../../ui/AppHeader.tsx';
import { PresetsModal } from '../presets/PresetsModal.tsx';
import { NewBarModal } from './NewBarModal.tsx';
import { RecentBars } from './RecentBars.tsx';

/**
 * The start page: start a new bar (empty or from a template), reopen one opened on this device.
 * `?new=1` opens the new-bar dialog, `?templates=1` the template picker.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isDialogOpen = searchParams.get('new') === '1';
  const openDialog = () => setSearchParams({ new: '1' });
  const closeDialog = () => setSearchParams({}, { replace: true });
  const isTemplatesOpen = searchParams.get('templates') === '1';
  const openTemplates = () => setSearchParams({ templates: '1' });

  return (
    <>
      <AppHeader />
      <Container size="md" py="xl">
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={1}>{t('home.title')}</Title>
            <Text size="lg" c="dimmed">
              {t('home.intro')}
            </Text>
            <Group>
              <Button size="lg" leftSection={<IconPlayerPlay size={18} />} onClick={openDialog} data-testid="start-now">
                {t('home.startNow')}
              </Button>
              <Button
                size="lg"
                variant="light"
                leftSection={<IconTemplate size={18} />}
                onClick={openTemplates}
                data-testid="start-from-template"
              >
                {t('home.startFromTemplate')}
              </Button>
            </Group>
          </Stack>
          <Alert icon={<IconInfoCircle />} color="blue" variant="light" data-testid="save-notice">
            {t('home.saveNotice')}
          </Alert>
          <RecentBars onNewBar={openDialog} />
        </Stack>
      </Container>
      <NewBarModal opened={isDialogOpen} onClose={closeDialog} />
      <PresetsModal opened={isTemplatesOpen} onClose={closeDialog} />
    </>
  );
}
