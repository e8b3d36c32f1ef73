import { Alert, Button, FileButton, Group, Image, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModeOptions } from '../modeOptionsStore.ts';
import { type UploadProblem, uploadImage } from '../uploadImage.ts';

/**
 * B5: the customer's image for banners and signs (JPG/PNG up to 2 MB) and how it sits: logo mode
 * centres it in the upper area, cover mode fills the surface and may crop.
 */
export function BrandingTools() {
  const { t } = useTranslation();
  const branding = useModeOptions((state) => state.branding);
  const setBranding = useModeOptions((state) => state.setBranding);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [isUploading, setUploading] = useState(false);

  async function onFile(file: File | null): Promise<void> {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    const result = await uploadImage(file);
    setUploading(false);
    if ('problem' in result) setProblem(result.problem);
    else setBranding({ imageUrl: result.upload.url });
  }

  return (
    <Stack gap="xs" data-testid="branding-tools">
      <Group gap="xs" wrap="nowrap">
        <FileButton onChange={(file) => void onFile(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={isUploading}
              data-testid="branding-upload"
            >
              {t('modes.branding.upload')}
            </Button>
          )}
        </FileButton>
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
      {problem ? (
        <Alert color="red" p="xs" data-testid="branding-problem">
          <Text size="xs">{t(`modes.branding.problems.${problem}`)}</Text>
        </Alert>
      ) : null}
      <SegmentedControl
        size="xs"
        fullWidth
        value={branding.fillImage ? 'cover' : 'logo'}
        onChange={(value) => setBranding({ fillImage: value === 'cover' })}
        data={[
          { value: 'logo', label: t('modes.branding.logo') },
          { value: 'cover', label: t('modes.branding.cover') },
        ]}
        data-testid="branding-fill"
      />
      <Text size="xs" c="dimmed">
        {branding.fillImage ? t('modes.branding.coverHint') : t('modes.branding.logoHint')}
      </Text>
    </Stack>
  );
}
