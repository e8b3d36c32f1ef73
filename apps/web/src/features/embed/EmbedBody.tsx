import type { SideName } from '@bar/domain/catalogue';
import { Alert, Box, Center, Group, Loader, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EditingSideMenu,
  LoadProblemPage,
  PartsTotals,
  PreviewPanel,
  ScenePanel,
  useBarLoader,
  useDispatch,
  useEditingMode,
  useEditorStore,
  usePartsList,
} from '../editor/index.ts';
import { useEmbedPreset } from './useEmbedPreset.ts';

export const EMBED_HEADER_HEIGHT = 52;
const BODY_HEIGHT = `calc(100vh - ${EMBED_HEADER_HEIGHT}px)`;

function Loading() {
  return (
    <Center h={BODY_HEIGHT} data-testid="embed-loading">
      <Loader aria-hidden />
    </Center>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <Center h={BODY_HEIGHT} p="md">
      <Alert color="red" role="alert" maw={480} data-testid="embed-problem">
        {text}
      </Alert>
    </Center>
  );
}

/** The parts list's totals beside the 3D view, with a note that nothing here is saved. */
function TotalsColumn({ note }: { note?: string }) {
  const { t } = useTranslation();
  const parts = usePartsList();
  return (
    <Stack w={260} p="md" gap="sm" style={{ borderLeft: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
      <Text fw={700}>{t('parts.title')}</Text>
      {parts && <PartsTotals parts={parts} />}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

function SideSwitch() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const side = useEditorStore((state) => state.side);
  return (
    <SegmentedControl
      fullWidth
      size="xs"
      value={side}
      onChange={(value) => dispatch({ type: 'setSide', side: value as SideName })}
      data={[
        { value: 'front', label: t('editor.tabs.bar') },
        { value: 'back', label: t('editor.tabs.backBar') },
      ]}
      data-testid="embed-side"
    />
  );
}

function Workspace({ menu, scene, note }: { menu?: ReactNode; scene: ReactNode; note?: string }) {
  return (
    <Group h={BODY_HEIGHT} gap={0} wrap="nowrap" align="stretch">
      {menu && (
        <ScrollArea w={280} p="md" style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
          {menu}
        </ScrollArea>
      )}
      <Box style={{ flex: 1, minWidth: 0 }}>{scene}</Box>
      <TotalsColumn {...(note ? { note } : {})} />
    </Group>
  );
}

/** The embed's side menu: the side chosen above it, the mode in the embed's `?mode=`. */
function EmbedSideMenu() {
  const side = useEditorStore((state) => state.side);
  const [mode, setMode] = useEditingMode(side);
  return <EditingSideMenu side={side} mode={mode} onOpenMode={setMode} />;
}

/** `/embed/bars/{preset}`: a new bar from the preset, configured in the browser and never saved. */
export function EmbedConfigurator({ presetId }: { presetId: number }) {
  const { t } = useTranslation();
  const { isLoading, isNotFound, isFailed } = useEmbedPreset(presetId);
  if (isNotFound) return <Problem text={t('embed.presetNotFound')} />;
  if (isFailed) return <Problem text={t('embed.loadFailed')} />;
  if (isLoading) return <Loading />;
  return (
    <Workspace
      menu={
        <Stack gap="md">
          <SideSwitch />
          <EmbedSideMenu />
        </Stack>
      }
      scene={<ScenePanel />}
      note={t('embed.notSaved')}
    />
  );
}

/** `/embed/bars/{id}?preview_token=…`: the bar, view only (3D and totals). */
export function EmbedViewer({ barId, search }: { barId: string; search: URLSearchParams }) {
  const { isLoading, problem } = useBarLoader(barId, search, { isViewOnly: true });
  if (problem) return <LoadProblemPage problem={problem} />;
  if (isLoading) return <Loading />;
  return <Workspace scene={<PreviewPanel height={BODY_HEIGHT} />} />;
}
