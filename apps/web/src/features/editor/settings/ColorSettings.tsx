import { COLOR_KEYS, type ColorKey } from '@bar/domain/document';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RalColorPicker } from '../colors/RalColorPicker.tsx';
import { useDispatch } from '../commands.ts';
import { useEditorShallow } from '../store/editorContext.tsx';

/** K1/K2: one RAL colour per key, applied to every matching item on both sides. */
export function ColorSettings({ canEdit }: { canEdit: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const colors = useEditorShallow((state) => state.doc?.settings.colors ?? null);
  if (!colors) return null;
  return (
    <>
      <Text size="xs" c="dimmed" mb="xs">
        {t('shell.settings.colorsHint')}
      </Text>
      <SimpleGrid cols={1} spacing="xs">
        {COLOR_KEYS.map((key: ColorKey) => (
          <RalColorPicker
            key={key}
            label={t(`shell.settings.colorKeys.${key}`)}
            value={colors[key]}
            disabled={!canEdit}
            onChange={(code) => dispatch({ type: 'setGlobalColor', input: { key, code } })}
            testId={`color-${key}`}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
