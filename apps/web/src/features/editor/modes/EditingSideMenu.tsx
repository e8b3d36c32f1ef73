import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { editorActions, useEditor } from '../store/editorStore.ts';
import { ConfirmHost } from './menu/ConfirmHost.tsx';
import { ModePanel } from './menu/ModePanel.tsx';
import { ModeSelector } from './menu/ModeSelector.tsx';
import { modeOptionsStore } from './modeOptionsStore.ts';
import { modesForSide } from './modeRegistry.ts';
import { useEditingMode } from './useEditingMode.ts';

/** The side menu of the Bar and Back bar tabs: mode choice and the current mode's sections. */
export function EditingSideMenu() {
  const { t } = useTranslation();
  const [mode, setMode] = useEditingMode();
  const side = useEditor((state) => state.side);
  const isAvailable = modesForSide(side).includes(mode);

  // The 3D places follow the mode shown here; a new mode starts with nothing chosen.
  useEffect(() => {
    modeOptionsStore.getState().setActiveMode(isAvailable ? mode : null);
    editorActions.selectPlace(null);
    editorActions.armItem(null);
  }, [mode, isAvailable]);
  useEffect(() => () => modeOptionsStore.getState().setActiveMode(null), []);

  return (
    <Stack gap="md" data-testid="editing-side-menu">
      <ModeSelector mode={mode} onChange={setMode} />
      {isAvailable ? (
        <ModePanel mode={mode} />
      ) : (
        <Text size="sm" c="dimmed" data-testid="mode-unavailable">
          {t('modes.notOnThisSide')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('modes.shortcuts')}
      </Text>
      <ConfirmHost />
    </Stack>
  );
}
