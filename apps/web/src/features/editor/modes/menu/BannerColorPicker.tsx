import { BANNER_NAMED_COLORS } from '@bar/domain/commands/brandingImages';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RalColorPicker } from '../../colors/RalColorPicker.tsx';

/** A RAL colour offered first when the user switches a banner from black/white to the palette. */
const FIRST_RAL = '9016';

/** The banner's background: black, white or a colour of the RAL palette (K3). */
export function BannerColorPicker(props: { code: string; disabled: boolean; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const isNamed = (BANNER_NAMED_COLORS as readonly string[]).includes(props.code);
  return (
    <Stack gap={4}>
      <Text size="xs" fw={500}>
        {t('modes.branding.color')}
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        value={isNamed ? props.code : 'ral'}
        disabled={props.disabled}
        onChange={(value) => props.onChange(value === 'ral' ? FIRST_RAL : value)}
        data={[
          { value: 'black', label: t('modes.branding.black') },
          { value: 'white', label: t('modes.branding.white') },
          { value: 'ral', label: t('modes.branding.ral') },
        ]}
        data-testid="placed-color"
      />
      {isNamed ? null : (
        <RalColorPicker
          label={t('modes.branding.ralColor')}
          value={props.code}
          disabled={props.disabled}
          onChange={props.onChange}
          testId="placed-ral"
        />
      )}
    </Stack>
  );
}
