import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppHeader } from '../../ui/AppHeader.tsx';
import { NewBarModal } from './NewBarModal.tsx';
import { RecentBars } from './RecentBars.tsx';

/** The start page: start a new bar, reopen one opened on this device. `?new=1` opens the dialog. */
export function HomeScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isDialogOpen = searchParams.get('new') === '1';
  const openDialog = () => setSearchParams({ new: '1' });
  const closeDialog = () => setSearchParams({}, { replace: true });

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
            <div>
              <Button size="lg" leftSection={<IconPlayerPlay size={18} />} onClick={openDialog} data-testid="start-now">
                {t('home.startNow')}
              </Button>
            </div>
          </Stack>
          <Alert icon={<IconInfoCircle />} color="blue" variant="light" data-testid="save-notice">
            {t('home.saveNotice')}
          </Alert>
          <RecentBars onNewBar={openDialog} />
        </Stack>
      </Container>
      <NewBarModal opened={isDialogOpen} onClose={closeDialog} />
    </>
  );
}
