import type { SideName } from '@bar/domain/catalogue';
import { Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../commands.ts';
import { viewStore } from '../view/viewStore.ts';
import { ConfirmHost } from './menu/ConfirmHost.tsx';
import { ModePanel } from './menu/ModePanel.tsx';
import { ModeSelector } from './menu/ModeSelector.tsx';
import { modeOptionsStore } from './modeOptionsStore.ts';
import { modesForSide } from './modeRegistry.ts';
import type { EditingMode, ModeSwitch } from './modes.ts';

/**
 * What choosing a mode does beyond the menu: the 3D places follow it, a new mode starts with nothing
 * chosen, and the racks mode turns the camera to the bartender's side.
 */
export function useModeActivation(side: SideName, mode: EditingMode) {
  const dispatch = useDispatch();
  const isAvailable = modesForSide(side).includes(mode);
  const previousMode = useRef<EditingMode | null>(null);

  useEffect(() => {
    modeOptionsStore.getState().setActiveMode(isAvailable ? mode : null);
    dispatch({ type: 'selectPlace', place: null });
    dispatch({ type: 'armItem', itemKey: null });
    // Racks are reached from the bartender's side (front panels hide them from the customer's);
    // leaving the racks mode turns the camera back.
    if (mode === 'racks') viewStore.getState().requestCamera('back');
    else if (previousMode.current === 'racks') viewStore.getState().requestCamera('threeQuarter');
    previousMode.current = mode;
  }, [dispatch, mode, isAvailable]);
  useEffect(() => () => modeOptionsStore.getState().setActiveMode(null), []);
}

/** The side menu's mode choice and the current mode's sections, for a host that calls `useModeActivation`. */
export function SideMenuPanels({ side, mode, onOpenMode }: ModeSwitch & { side: SideName }) {
  const { t } = useTranslation();
  const isAvailable = modesForSide(side).includes(mode);
  return (
    <Stack gap="md" data-testid="editing-side-menu">
      <ModeSelector side={side} mode={mode} onOpenMode={onOpenMode} />
      {isAvailable ? (
        <ModePanel mode={mode} onOpenMode={onOpenMode} />
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

/**
 * The side menu of the Bar and Back bar tabs (and of the dealer embed): mode choice and the current
 * mode's sections, for the side and mode its host reads from the address.
 */
export function EditingSideMenu({ side, mode, onOpenMode }: ModeSwitch & { side: SideName }) {
  useModeActivation(side, mode);
  return <SideMenuPanels side={side} mode={mode} onOpenMode={onOpenMode} />;
}
