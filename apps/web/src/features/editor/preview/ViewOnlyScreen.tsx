import { Badge, Box, Button, Group, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { AppHeader } from '../../../ui/AppHeader.tsx';
import { useIsEditingScreen } from '../../../ui/MinWidthGate.tsx';
import { type BarTokens, tokensForLoad } from '../../bars/index.ts';
import { LiveParticipants } from '../../live/index.ts';
import { HelpButtons } from '../components/EditorTopBar.tsx';
import { PartsListPanel } from '../components/PartsListPanel.tsx';
import { EditorRoot } from '../EditorRoot.tsx';
import { barLoadPage } from '../EditorScreen.tsx';
import { editorUrl } from '../editorUrls.ts';
import { useLiveEditing } from '../live/useLiveEditing.ts';
import { PhotoDialog } from '../photo/PhotoDialog.tsx';
import { SaveImageMenu } from '../saveImage/SaveImageMenu.tsx';
import { useEditorStore } from '../store/editorContext.tsx';
import { useBarLoader } from '../useBarLoader.ts';
import { useView, viewStore } from '../view/viewStore.ts';
import { CompactPreview } from './CompactPreview.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';

const BODY_HEIGHT = 'calc(100vh - 56px)';

/**
 * `/bars/{bar}` (the preview link): the bar's layout, view only: 3D view and parts list, no edit
 * control, nothing saved. On any screen: below 1024 px in one column for the fingers.
 */
export function ViewOnlyScreen() {
  return (
    <EditorRoot>
      <ViewOnlyRoute />
    </EditorRoot>
  );
}

function ViewOnlyRoute() {
  const { barId = '' } = useParams();
  const [search] = useSearchParams();
  const { isLoading, problem, canEditOnServer } = useBarLoader(barId, search, { isViewOnly: true });
  const isWide = useIsEditingScreen();
  const tokens = useMemo(() => tokensForLoad(barId, search), [barId, search]);

  const loadPage = barLoadPage(problem, isLoading);
  if (loadPage) return loadPage;
  if (!isWide) return <CompactPreview testId="view-only" liveTokens={tokens} />;
  return <ViewOnly barId={barId} search={search} tokens={tokens} canEditOnServer={canEditOnServer} />;
}

function ViewOnly({
  barId,
  search,
  tokens,
  canEditOnServer,
}: {
  barId: string;
  search: URLSearchParams;
  tokens: BarTokens;
  canEditOnServer: boolean;
}) {
  const { t } = useTranslation();
  const name = useEditorStore((state) => state.bar?.name ?? '');
  const following = useView((state) => state.following);
  useLiveEditing(tokens);
  return (
    <Box data-testid="view-only">
      <AppHeader end={<HelpButtons />}>
        <Text fw={600} truncate data-testid="bar-name" maw={360}>
          {name}
        </Text>
        <Badge variant="light" color="gray">
          {t('shell.viewOnly.badge')}
        </Badge>
        <LiveParticipants following={following} onFollow={(participant) => viewStore.getState().follow(participant)} />
        <SaveImageMenu barName={name} />
        <PhotoDialog />
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
