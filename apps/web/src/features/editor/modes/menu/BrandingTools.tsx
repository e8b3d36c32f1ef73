import { Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '../../../../shared/useImageUpload.ts';
import { useModeOptions } from '../modeOptionsStore.ts';
import { FillModeControl } from './FillModeControl.tsx';
import { PictureProblem, PictureUploadButton } from './PictureUpload.tsx';

/**
 * B5: the customer's picture for the banners and signs placed next (JPG/PNG up to 2 MB) and how
 * it sits. A placed banner or sign is changed on its own card instead.
 */
export function BrandingTools() {
  const { t } = useTranslation();
  const branding = useModeOptions((state) => state.branding);
  const setBranding = useModeOptions((state) => state.setBranding);
  const upload = useImageUpload();

  return (
    <Stack gap="xs" data-testid="branding-tools">
      <Group gap="xs" wrap="nowrap">
        <PictureUploadButton
          upload={upload}
          label={t('modes.branding.upload')}
          onUploaded={(imageUrl) => setBranding({ imageUrl })}
          testId="branding-upload"
        />
        {branding.imageUrl ? (
          <Image
            src={branding.imageUrl}
            alt={t('modes.branding.preview')}
            h={36}
            w={56}
            fit="contain"
            data-testid="branding-preview"
          />
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {branding.imageUrl ? t('modes.branding.ready') : t('modes.branding.rules')}
      </Text>
      <PictureProblem upload={upload} testId="branding-problem" />
      <FillModeControl
        fillImage={branding.fillImage}
        onChange={(fillImage) => setBranding({ fillImage })}
        testId="branding-fill"
      />
    </Stack>
  );
}
