import { BACK_OFFSET_LIMITS } from '@bar/domain/commands/colors';
import { NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useDispatch } from '../commands.ts';
import { useEditorShallow } from '../store/editorContext.tsx';
import { useView, viewStore } from '../view/viewStore.ts';

function isWithin(value: number, [low, high]: readonly [number, number]): boolean {
  return Number.isInteger(value) && value >= low && value <= high;
}

/** One offset field: typing keeps a draft; only values inside the P11 limits are applied. */
function OffsetInput(props: {
  label: string;
  value: number;
  limits: readonly [number, number];
  disabled: boolean;
  onApply: (value: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | string>(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  const isValid = typeof draft === 'number' && isWithin(draft, props.limits);
  return (
    <NumberInput
      size="xs"
      label={props.label}
      suffix=" mm"
      step={100}
      allowDecimal={false}
      min={props.limits[0]}
      max={props.limits[1]}
      value={draft}
      disabled={props.disabled}
      error={isValid ? undefined : t('shell.settings.offsetRange', { min: props.limits[0], max: props.limits[1] })}
      onChange={(value) => {
        setDraft(value);
        if (typeof value === 'number' && isWithin(value, props.limits) && value !== props.value) props.onApply(value);
      }}
      data-testid={props.testId}
    />
  );
}

/** P11: where the back bar stands relative to the bar: sideways shift and distance. */
export function BackOffsetSettings({ canEdit }: { canEdit: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const offset = useEditorShallow((state) => ({
    x: state.doc?.back.settings.offsetX ?? 0,
    z: state.doc?.back.settings.offsetZ ?? 0,
  }));
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('shell.settings.offsetHint')}
      </Text>
      <OffsetInput
        label={t('shell.settings.offsetX')}
        value={offset.x}
        limits={BACK_OFFSET_LIMITS.x}
        disabled={!canEdit}
        onApply={(x) => dispatch({ type: 'setBackOffset', input: { offsetX: x, offsetZ: offset.z } })}
        testId="setting-offset-x"
      />
      <OffsetInput
        label={t('shell.settings.offsetZ')}
        value={offset.z}
        limits={BACK_OFFSET_LIMITS.z}
        disabled={!canEdit}
        onApply={(z) => dispatch({ type: 'setBackOffset', input: { offsetX: offset.x, offsetZ: z } })}
        testId="setting-offset-z"
      />
    </Stack>
  );
}

const VISIBILITY_SWITCHES = [
  { key: 'showFront', testId: 'show-front' },
  { key: 'showBack', testId: 'show-back' },
  { key: 'showBrandings', testId: 'show-brandings' },
] as const;

/** Show or hide the bar, the back bar and the brandings in the 3D view (not saved: a way of looking). */
export function VisibilitySettings() {
  const { t } = useTranslation();
  const shown = useView(
    useShallow((state) => ({
      showFront: state.showFront,
      showBack: state.showBack,
      showBrandings: state.showBrandings,
    })),
  );
  const set = viewStore.getState().setVisibility;
  return (
    <Stack gap="xs">
      {VISIBILITY_SWITCHES.map(({ key, testId }) => (
        <Switch
          key={key}
          size="sm"
          label={t(`shell.settings.${key}`)}
          checked={shown[key]}
          onChange={(event) => set({ [key]: event.currentTarget.checked })}
          data-testid={testId}
        />
      ))}
    </Stack>
  );
}
