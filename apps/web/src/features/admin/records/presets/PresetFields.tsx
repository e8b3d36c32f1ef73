import { PRESET_FILTERS } from '@bar/contracts/presets';
import type { BarDocument } from '@bar/domain/document';
import { LOCALES } from '@bar/domain/locale';
import { Button, FileButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '../../../../shared/useImageUpload.ts';
import { useBindFields } from '../../form/bindFields.ts';
import { FormSelect, FormSwitch, FormTextInput } from '../../form/fields.tsx';
import { PRESET_FILTER_NAMES, type PresetFormValues } from './presetValues.ts';
import { RenderThumbnailButton } from './RenderThumbnailButton.tsx';

/**
 * Name per language, the five filter groups, the thumbnail and (when editing) the active flag. With
 * the preset's `document` the thumbnail can also be rendered from the bar itself.
 */
export function PresetFields({
  form,
  withActive,
  document,
}: {
  form: UseFormReturn<PresetFormValues>;
  withActive: boolean;
  document?: BarDocument | undefined;
}) {
  const { t } = useTranslation();
  const field = useBindFields(form, { texts: 'adminRecords.preset', testIds: 'preset' });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {LOCALES.map((locale) => (
          <FormTextInput
            key={locale}
            form={form}
            name={`name.${locale}`}
            label={t('adminRecords.preset.nameIn', { language: t(`languages.${locale}`) })}
            required={locale === 'de' || locale === 'en'}
            testId={`preset-name-${locale}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 3, lg: 5 }} spacing="sm">
        {PRESET_FILTER_NAMES.map((filter) => (
          <FormSelect
            key={filter}
            form={form}
            name={filter}
            label={t(`presets.filters.${filter}`)}
            data={PRESET_FILTERS[filter].map((value) => ({ value, label: t(`presets.values.${filter}.${value}`) }))}
            testId={`preset-${filter}`}
          />
        ))}
      </SimpleGrid>
      <ThumbnailField form={form} document={document} />
      {withActive && <FormSwitch {...field('is_active', { key: 'active', help: true })} />}
    </Stack>
  );
}

function ThumbnailField({
  form,
  document,
}: {
  form: UseFormReturn<PresetFormValues>;
  document: BarDocument | undefined;
}) {
  const { t } = useTranslation();
  const field = useBindFields(form, { texts: 'adminRecords.preset', testIds: 'preset' });
  const image = useImageUpload();
  const thumbnail = form.watch('thumbnail') ?? '';
  return (
    <Group align="flex-start" wrap="nowrap">
      <Stack gap={4} style={{ flex: 1 }}>
        <Group align="flex-end" wrap="nowrap">
          <FormTextInput {...field('thumbnail')} style={{ flex: 1 }} placeholder="/api/uploads/…" />
          <FileButton
            accept="image/png,image/jpeg"
            onChange={async (file) => {
              const url = await image.upload(file);
              if (url) form.setValue('thumbnail', url, { shouldDirty: true });
            }}
          >
            {(props) => (
              <Button {...props} variant="default" loading={image.isUploading}>
                {t('adminRecords.preset.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {!document && !thumbnail.trim() && (
          <Text size="xs" c="dimmed" data-testid="preset-thumbnail-from-bar">
            {t('adminRecords.preset.thumbnailFromBar')}
          </Text>
        )}
        {document && (
          <Group gap="xs">
            <RenderThumbnailButton
              document={document}
              image={image}
              onRendered={(url) => form.setValue('thumbnail', url, { shouldDirty: true })}
            />
          </Group>
        )}
        {image.problem && (
          <Text size="xs" c="red">
            {image.problem}
          </Text>
        )}
      </Stack>
      {thumbnail.trim() && (
        <Image src={thumbnail} alt={t('adminRecords.preset.thumbnail')} w={120} h={80} fit="contain" radius="sm" />
      )}
    </Group>
  );
}
