import { colorUpdateSchema } from '@bar/contracts/adminCatalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { ColorInput, ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormSwitch, FormTextInput } from '../form/fields.tsx';
import { AdminFormLayout, fieldError, useAdminRecordForm } from '../form/index.ts';
import { type Color, catalogueKeys, loadColor, saveColor } from './catalogueApi.ts';

type Values = { code: string; name: string; hex: string; is_active: boolean };

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** `/admin/colors/:colorId`: RAL code, name, screen colour (with a swatch) and whether it is offered. */
export function ColorPage() {
  const { t } = useTranslation();
  const colorId = useParams().colorId ?? '';
  const recordForm = useAdminRecordForm<Color, Values>({
    queryKey: catalogueKeys.color(colorId),
    load: () => loadColor(colorId),
    toValues: (color) => ({ code: color.code, name: color.name, hex: color.hex, is_active: color.is_active }),
    save: (values) => saveColor(colorId, values),
    resolver: zodResolver(colorUpdateSchema) as never,
  });
  const { form } = recordForm;
  const hex = useWatch({ control: form.control, name: 'hex' }) ?? '';
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={t('adminCatalogue.color.title', { code: recordForm.record?.code ?? colorId })}
      testId="admin-color-form"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} maw={820}>
        <FormTextInput
          form={form}
          name="code"
          label={t('adminCatalogue.color.code')}
          description={t('adminCatalogue.color.codeHelp')}
          required
          testId="color-code"
        />
        <FormTextInput form={form} name="name" label={t('adminCatalogue.color.name')} required testId="color-name" />
        <Controller
          control={form.control}
          name="hex"
          render={({ field }) => (
            <ColorInput
              label={t('adminCatalogue.color.hex')}
              description={t('adminCatalogue.color.hexHelp')}
              format="hex"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(form, 'hex', t)}
              data-testid="color-hex"
            />
          )}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('adminCatalogue.color.preview')}
          </Text>
          <Group gap="sm">
            <ColorSwatch
              color={HEX_COLOR.test(hex) ? hex : 'transparent'}
              size={56}
              radius="sm"
              withShadow
              data-testid="color-swatch"
              aria-label={t('adminCatalogue.color.preview')}
            />
            <Text size="sm" c="dimmed" ff="monospace" data-testid="color-swatch-value">
              {HEX_COLOR.test(hex) ? hex.toLowerCase() : t('adminCatalogue.color.invalidHex')}
            </Text>
          </Group>
        </Stack>
        <FormSwitch
          form={form}
          name="is_active"
          label={t('adminCatalogue.color.active')}
          description={t('adminCatalogue.color.activeHelp')}
          testId="color-active"
        />
      </SimpleGrid>
    </AdminFormLayout>
  );
}
