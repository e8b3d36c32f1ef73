import { Box, Group, ScrollArea, SegmentedControl, Stack, Tabs } from '@mantine/core';
import { IconBox, IconBuildingStore, IconCube, IconList, IconPackage } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { type SkipLink, SkipLinks } from '../../../ui/SkipLinks.tsx';
import { EDITOR_TABS, type EditorPlace, type EditorTab } from '../editorUrls.ts';
import { KeyboardHelp } from '../keyboard/KeyboardHelp.tsx';
import { LiveAnnouncer } from '../keyboard/LiveAnnouncer.tsx';
import { useKeyboardEditing } from '../keyboard/useKeyboardEditing.ts';
import { useLiveEditing } from '../live/useLiveEditing.ts';
import { SideMenuPanels, useModeActivation } from '../modes/EditingSideMenu.tsx';
import type { ModeSwitch } from '../modes/modes.ts';
import { PartsListTab } from '../partsList/PartsListTab.tsx';
import { PreviewPanel } from '../preview/PreviewPanel.tsx';
import { SettingsPanel } from '../settings/SettingsPanel.tsx';
import { SinglePartsTab } from '../singleParts/SinglePartsTab.tsx';
import { useAutosave } from '../useAutosave.ts';
import { useEditorPlace } from '../useEditorPlace.ts';
import { useEditorShortcuts } from '../useEditorShortcuts.ts';
import { type AsidePanel, useView, viewStore } from '../view/viewStore.ts';
import { EditorTopBar } from './EditorTopBar.tsx';
import { PartsListPanel } from './PartsListPanel.tsx';
import { SceneHost, SceneSlot } from './SceneHost.tsx';

const BODY_HEIGHT = 'calc(100vh - 56px - 42px)';

/** Targets of the skip links (focusable by script: tabIndex -1). */
const MAIN_ID = 'editor-main';
const MENU_ID = 'editor-menu';
const SCENE_ID = 'editor-scene';

const ASIDE_STYLE = { borderLeft: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 };

const TAB_ICONS: Record<EditorTab, typeof IconBox> = {
  bar: IconBuildingStore,
  backBar: IconBox,
  singleParts: IconPackage,
  view3d: IconCube,
  partsList: IconList,
};

/** Right-hand column of the side tabs: the live parts list or the settings panel (empty until `isFilled`). */
function WorkspaceAside({ isFilled }: { isFilled: boolean }) {
  const { t } = useTranslation();
  const aside = useView((state) => state.aside);
  if (!isFilled) return <Stack w={420} style={ASIDE_STYLE} />;
  return (
    <Stack w={420} p="md" gap="sm" style={ASIDE_STYLE}>
      <SegmentedControl
        fullWidth
        size="xs"
        value={aside}
        onChange={(value) => viewStore.getState().setAside(value as AsidePanel)}
        data={[
          { value: 'parts', label: t('parts.title') },
          { value: 'settings', label: t('shell.settings.title') },
        ]}
        data-testid="aside-switch"
      />
      <Box style={{ flex: 1, minHeight: 0 }}>
        {aside === 'parts' ? (
          <PartsListPanel withTitle={false} />
        ) : (
          <ScrollArea h="100%" type="auto">
            <SettingsPanel />
          </ScrollArea>
        )}
      </Box>
    </Stack>
  );
}

/**
 * Bar and Back bar: side menu of the current mode, the 3D scene, parts list or settings. The 3D
 * view comes first: the tab's first commit moves it into its slot (in the chosen mode) with the two
 * side columns empty, and their menus and lists are rendered right after, while the view's frame
 * is drawn. Rendered in the same commit, they held the frame of a 60-module bar back by 150 to
 * 200 ms (docs/benchmarks.md, "Where a tab switch goes").
 */
function SideWorkspace({ place, onOpenMode }: Pick<ModeSwitch, 'onOpenMode'> & { place: EditorPlace }) {
  useModeActivation(place.side, place.mode);
  const isFilled = useDeferredValue(true, false);
  return (
    <Group h={BODY_HEIGHT} gap={0} wrap="nowrap" align="stretch">
      <ScrollArea
        id={MENU_ID}
        tabIndex={-1}
        w={300}
        p="md"
        style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
      >
        {isFilled && (
          <Stack gap="md">
            <SideMenuPanels side={place.side} mode={place.mode} onOpenMode={onOpenMode} />
            <KeyboardHelp />
          </Stack>
        )}
      </ScrollArea>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <SceneSlot id={SCENE_ID} />
      </Box>
      <WorkspaceAside isFilled={isFilled} />
    </Group>
  );
}

/**
 * Top bar and the five tabs; the tab, side and mode come from the URL (history moves between them).
 * The 3D view is made once for the editor and shown in the slot of the Bar, Back bar or 3D view tab.
 */
export function EditorLayout() {
  const { t } = useTranslation();
  const { place, openTab, openMode } = useEditorPlace();
  useEditorShortcuts();
  useKeyboardEditing({ focusTargetId: SCENE_ID });
  useAutosave();
  useLiveEditing();
  const isSideTab = place.tab === 'bar' || place.tab === 'backBar';
  const skipLinks: SkipLink[] = [
    ...(isSideTab
      ? [
          { targetId: MENU_ID, label: t('shell.skip.menu') },
          { targetId: SCENE_ID, label: t('shell.skip.scene') },
        ]
      : []),
    { targetId: MAIN_ID, label: t('shell.skip.main') },
  ];

  return (
    <SceneHost>
      <Stack gap={0} h="100vh" data-testid="editor">
        <SkipLinks label={t('shell.skip.label')} links={skipLinks} />
        <LiveAnnouncer />
        <EditorTopBar />
        <Box component="main" id={MAIN_ID} tabIndex={-1}>
          <Tabs
            value={place.tab}
            onChange={(value) => value && openTab(value as EditorTab)}
            keepMounted={false}
            data-testid="editor-tabs"
          >
            <Tabs.List>
              {EDITOR_TABS.map((tab) => {
                const Icon = TAB_ICONS[tab];
                return (
                  <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} />} data-testid={`tab-${tab}`}>
                    {t(`editor.tabs.${tab}`)}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            <Tabs.Panel value="bar">
              <SideWorkspace place={place} onOpenMode={openMode} />
            </Tabs.Panel>
            <Tabs.Panel value="backBar">
              <SideWorkspace place={place} onOpenMode={openMode} />
            </Tabs.Panel>
            <Tabs.Panel value="singleParts">
              <SinglePartsTab height={BODY_HEIGHT} mode={place.mode} onOpenMode={openMode} />
            </Tabs.Panel>
            <Tabs.Panel value="view3d">
              <PreviewPanel height={BODY_HEIGHT} />
            </Tabs.Panel>
            <Tabs.Panel value="partsList">
              <PartsListTab height={BODY_HEIGHT} />
            </Tabs.Panel>
          </Tabs>
        </Box>
      </Stack>
    </SceneHost>
  );
}
