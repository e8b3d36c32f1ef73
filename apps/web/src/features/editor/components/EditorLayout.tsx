import { Box, Center, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { IconBox, IconBuildingStore, IconCube, IconList, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditingSideMenu } from '../modes/EditingSideMenu.tsx';
import { useEditor } from '../store/editorStore.ts';
import { useAutosave } from '../useAutosave.ts';
import { useEditorShortcuts } from '../useEditorShortcuts.ts';
import { EditorTopBar } from './EditorTopBar.tsx';
import { PartsListPanel } from './PartsListPanel.tsx';
import { ScenePanel } from './ScenePanel.tsx';

const BODY_HEIGHT = 'calc(100vh - 56px - 42px)';

function Placeholder({ text }: { text: string }) {
  return (
    <Center h={BODY_HEIGHT}>
      <Text c="dimmed">{text}</Text>
    </Center>
  );
}

function BarWorkspace() {
  return (
    <Group h={BODY_HEIGHT} gap={0} wrap="nowrap" align="stretch">
      <ScrollArea w={300} p="md" style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
        <EditingSideMenu />
      </ScrollArea>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <ScenePanel />
      </Box>
      <Box w={420} p="md" style={{ borderLeft: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
        <PartsListPanel />
      </Box>
    </Group>
  );
}

/** Top bar, the five tabs and, on "Bar", side menu, 3D scene and live parts list. */
export function EditorLayout() {
  const { t } = useTranslation();
  const side = useEditor((state) => state.side);
  const [tab, setTab] = useState<string | null>(side === 'back' ? 'backBar' : 'bar');
  useEditorShortcuts();
  useAutosave();

  return (
    <Stack gap={0} h="100vh" data-testid="editor">
      <EditorTopBar />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="bar" leftSection={<IconBuildingStore size={16} />}>
            {t('editor.tabs.bar')}
          </Tabs.Tab>
          <Tabs.Tab value="backBar" leftSection={<IconBox size={16} />}>
            {t('editor.tabs.backBar')}
          </Tabs.Tab>
          <Tabs.Tab value="singleParts" leftSection={<IconPackage size={16} />}>
            {t('editor.tabs.singleParts')}
          </Tabs.Tab>
          <Tabs.Tab value="view3d" leftSection={<IconCube size={16} />}>
            {t('editor.tabs.view3d')}
          </Tabs.Tab>
          <Tabs.Tab value="partsList" leftSection={<IconList size={16} />}>
            {t('editor.tabs.partsList')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bar">
          <BarWorkspace />
        </Tabs.Panel>
        <Tabs.Panel value="backBar">
          <Placeholder text={t('editor.placeholders.backBar')} />
        </Tabs.Panel>
        <Tabs.Panel value="singleParts">
          <Placeholder text={t('editor.placeholders.singleParts')} />
        </Tabs.Panel>
        <Tabs.Panel value="view3d">
          <Box h={BODY_HEIGHT}>
            <ScenePanel />
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="partsList">
          <Box h={BODY_HEIGHT} p="md" maw={960} mx="auto">
            <PartsListPanel />
          </Box>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
