import { Alert, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Icon, IconInfoCircle, IconPackage, IconPlayerPlay, IconTemplate } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppHeader } from '../../ui/AppHeader.tsx';
import { useIsEditingScreen } from '../../ui/MinWidthGate.tsx';
import { useAuth } from '../auth/index.ts';
import { PresetsModal } from '../presets/index.ts';
import { AccountInfo } from './AccountInfo.tsx';
import { ContentSections } from './ContentSections.tsx';
import { PhoneHome } from './PhoneHome.tsx';
import { RecentBars } from './RecentBars.tsx';
import { useStartSingleParts } from './useStartSingleParts.ts';

// The new-bar form (and the form library it uses) loads when it is first opened.
const NewBarModal = lazy(() => import('./NewBarModal.tsx').then((module) => ({ default: module.NewBarModal })));

/**
 * The start page: start a new bar (empty, from a template, or for single parts), reopen one opened
 * on this device, account state, and the editable sections (video, FAQ, downloads).
 * `?new=1` opens the new-bar dialog, `?templates=1` the template picker. Below 1024 px, where a bar
 * cannot be edited, the templates to look at and the link to send to a computer instead.
 */
export function HomeScreen() {
  return useIsEditingScreen() ? <EditingHome /> : <PhoneHome />;
}

/** One way to start a bar: a big button on the start page. */
type StartChoice = {
  testId: string;
  label: string;
  Icon: Icon;
  variant?: 'light' | 'default';
  onClick: () => void;
  isLoading?: boolean;
};

function EditingHome() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isDialogOpen = searchParams.get('new') === '1';
  const openDialog = () => setSearchParams({ new: '1' });
  const closeDialog = () => setSearchParams({}, { replace: true });
  const isTemplatesOpen = searchParams.get('templates') === '1';
  const openTemplates = () => setSearchParams({ templates: '1' });
  const singleParts = useStartSingleParts();
  const isSignedIn = useAuth((state) => state.user !== null);
  const startChoices: StartChoice[] = [
    { testId: 'start-now', label: t('home.startNow'), Icon: IconPlayerPlay, onClick: openDialog },
    {
      testId: 'start-from-template',
      label: t('home.startFromTemplate'),
      Icon: IconTemplate,
      variant: 'light',
      onClick: openTemplates,
    },
    {
      testId: 'start-single-parts',
      label: t('shell.home.singleParts'),
      Icon: IconPackage,
      variant: 'default',
      onClick: () => singleParts.mutate(),
      isLoading: singleParts.isPending,
    },
  ];

  return (
    <>
      <AppHeader />
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={1}>{t('home.title')}</Title>
            <Text size="lg" c="dimmed" maw={760}>
              {t('home.intro')}
            </Text>
            <Group>
              {startChoices.map(({ testId, label, Icon, variant, onClick, isLoading }) => (
                <Button
                  key={testId}
                  size="lg"
                  variant={variant}
                  leftSection={<Icon size={18} />}
                  loading={isLoading}
                  onClick={onClick}
                  data-testid={testId}
                >
                  {label}
                </Button>
              ))}
            </Group>
            {singleParts.isError && (
              <Alert color="red" role="alert">
                {t('newBar.failed')}
              </Alert>
            )}
          </Stack>
          {!isSignedIn && (
            <Alert icon={<IconInfoCircle />} color="blue" variant="light" data-testid="save-notice">
              {t('home.saveNotice')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <RecentBars onNewBar={openDialog} />
            <AccountInfo />
          </SimpleGrid>
          <ContentSections />
        </Stack>
      </Container>
      {isDialogOpen && (
        <Suspense fallback={null}>
          <NewBarModal opened onClose={closeDialog} />
        </Suspense>
      )}
      <PresetsModal opened={isTemplatesOpen} onClose={closeDialog} />
    </>
  );
}
