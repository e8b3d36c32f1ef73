import { FLOORS, SKYBOXES } from '@bar/domain/document';
import { ColorInput, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../commands.ts';
import { useEditorShallow } from '../store/editorContext.tsx';

const BACKGROUND_SWATCHES = ['#e9eef2', '#ffffff', '#f4efe6', '#d9e4dd', '#c9d6e3', '#5c6770', '#2e3440'];

/** One of the scene's fixed choices (floor, sky); `onChoose` runs only for another option than the current one. */
function SceneChoice<T extends string>(props: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  canEdit: boolean;
  onChoose: (value: T) => void;
  testId: string;
}) {
  const { options, value, onChoose } = props;
  return (
    <Select
      size="xs"
      label={props.label}
      data={options}
      value={value}
      allowDeselect={false}
      disabled={!props.canEdit}
      onChange={(chosen) => {
        const option = options.find((candidate) => candidate.value === chosen);
        if (option && option.value !== value) onChoose(option.value);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid={props.testId}
    />
  );
}

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
      <SceneChoice
        label={t('shell.settings.floor')}
        options={FLOORS.map((floor) => ({ value: floor, label: t(`shell.settings.floors.${floor}`) }))}
        value={settings.floor}
        canEdit={canEdit}
        onChoose={(floor) => dispatch({ type: 'setSceneSettings', input: { background: floor } })}
        testId="setting-floor"
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
      <SceneChoice
        label={t('shell.settings.skybox')}
        options={SKYBOXES.map((skybox) => ({ value: skybox, label: t(`shell.settings.skyboxes.${skybox}`) }))}
        value={settings.skybox}
        canEdit={canEdit}
        onChoose={(skybox) => dispatch({ type: 'setSceneSettings', input: { skybox } })}
        testId="setting-skybox"
      />
    </Stack>
  );
}
