import { FLOORS, type Floor, SKYBOXES, type Skybox } from '@bar/domain/document';
import { ColorInput, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../commands.ts';
import { useEditorShallow } from '../store/editorContext.tsx';

const BACKGROUND_SWATCHES = ['#e9eef2', '#ffffff', '#f4efe6', '#d9e4dd', '#c9d6e3', '#5c6770', '#2e3440'];

/** Floor, background colour and background scene of the 3D view (saved with the bar). */
export function SurroundingsSettings({ canEdit }: { canEdit: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const settings = useEditorShallow((state) => ({
    floor: state.doc?.settings.background ?? 'wood',
    backgroundColor: state.doc?.settings.backgroundColor ?? '#e9eef2',
    skybox: state.doc?.settings.skybox ?? 'off',
  }));
  return (
    <Stack gap="xs">
      <Select
        size="xs"
        label={t('shell.settings.floor')}
        data={FLOORS.map((floor) => ({ value: floor, label: t(`shell.settings.floors.${floor}`) }))}
        value={settings.floor}
        allowDeselect={false}
        disabled={!canEdit}
        onChange={(value) =>
          value &&
          value !== settings.floor &&
          dispatch({ type: 'setSceneSettings', input: { background: value as Floor } })
        }
        comboboxProps={{ withinPortal: true }}
        data-testid="setting-floor"
      />
      <ColorInput
        size="xs"
        label={t('shell.settings.backgroundColor')}
        format="hex"
        value={settings.backgroundColor}
        swatches={BACKGROUND_SWATCHES}
        swatchesPerRow={7}
        withEyeDropper={false}
        disabled={!canEdit}
        // Applied when the user lets go of the picker or finishes typing, not on every drag step.
        onChangeEnd={(value) => {
          if (/^#[0-9a-fA-F]{6}$/.test(value) && value.toLowerCase() !== settings.backgroundColor) {
            dispatch({ type: 'setSceneSettings', input: { backgroundColor: value } });
          }
        }}
        data-testid="setting-background-color"
      />
      <Select
        size="xs"
        label={t('shell.settings.skybox')}
        data={SKYBOXES.map((skybox) => ({ value: skybox, label: t(`shell.settings.skyboxes.${skybox}`) }))}
        value={settings.skybox}
        allowDeselect={false}
        disabled={!canEdit}
        onChange={(value) =>
          value &&
          value !== settings.skybox &&
          dispatch({ type: 'setSceneSettings', input: { skybox: value as Skybox } })
        }
        comboboxProps={{ withinPortal: true }}
        data-testid="setting-skybox"
      />
    </Stack>
  );
}
