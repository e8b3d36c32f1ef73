import { Badge, Box, Button, Group, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { AppHeader } from '../../../ui/AppHeader.tsx';
import { MinWidthGate } from '../../../ui/MinWidthGate.tsx';
import { useCompanyUrl } from '../../content/contentApi.ts';
import { HelpButtons } from '../components/EditorTopBar.tsx';
import { PartsListPanel } from '../components/PartsListPanel.tsx';
import { barLoadPage } from '../EditorScreen.tsx';
import { editorUrl } from '../editorUrls.ts';
import { SaveImageMenu } from '../saveImage/SaveImageMenu.tsx';
import { useEditor } from '../store/editorStore.ts';
import { useBarLoader } from '../useBarLoader.ts';
import { PreviewPanel } from './PreviewPanel.tsx';

const BODY_HEIGHT = 'calc(100vh - 56px)';

/** `/bars/{bar}`: the bar's layout, view only: 3D view and parts list, no edit control, nothing saved. */
function ViewOnly({ barId }: { barId: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { isLoading, problem, canEditOnServer } = useBarLoader(barId, search, { isViewOnly: true });
  const name = useEditor((state) => state.bar?.name ?? '');

  const loadPage = barLoadPage(problem, isLoading);
  if (loadPage) return loadPage;
  return (
    <Box data-testid="view-only">
      <AppHeader end={<HelpButtons />}>
        <Text fw={600} truncate data-testid="bar-name" maw={360}>
          {name}
        </Text>
        <Badge variant="light" color="gray">
          {t('shell.viewOnly.badge')}
        </Badge>
        <SaveImageMenu barName={name} />
        {canEditOnServer && (
          <Button
            component={Link}
            to={editorUrl(barId, { tab: 'bar', side: 'front', mode: 'racks' }, search)}
            size="compact-sm"
            leftSection={<IconEdit size={14} />}
            data-testid="open-editor"
          >
            {t('shell.viewOnly.edit')}
          </Button>
        )}
      </AppHeader>
      <Group h={BODY_HEIGHT} gap={0} wrap="nowrap" align="stretch">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <PreviewPanel height={BODY_HEIGHT} />
        </Box>
        <Box w={420} p="md" style={{ borderLeft: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
          <PartsListPanel />
        </Box>
      </Group>
    </Box>
  );
}

export function ViewOnlyScreen() {
  const { barId = '' } = useParams();
  const companyUrl = useCompanyUrl();
  return (
    <MinWidthGate companyUrl={companyUrl}>
      <ViewOnly barId={barId} />
    </MinWidthGate>
  );
}
