import { SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** B5: logo mode centres the picture in the upper area, cover mode fills the surface and may crop. */
export function FillModeControl(props: {
  fillImage: boolean;
  disabled?: boolean;
  onChange: (fillImage: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SegmentedControl
        size="xs"
        fullWidth
        value={props.fillImage ? 'cover' : 'logo'}
        disabled={props.disabled}
        onChange={(value) => props.onChange(value === 'cover')}
        data={[
          { value: 'logo', label: t('modes.branding.logo') },
          { value: 'cover', label: t('modes.branding.cover') },
        ]}
        data-testid={props.testId}
      />
      <Text size="xs" c="dimmed">
        {props.fillImage ? t('modes.branding.coverHint') : t('modes.branding.logoHint')}
      </Text>
    </>
  );
}
