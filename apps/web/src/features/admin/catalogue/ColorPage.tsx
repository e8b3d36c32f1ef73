import { type AdminColor, COLOR_TRANSLATION_LOCALES } from '@bar/contracts/adminCatalogue';
import { ColorInput, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormSwitch, FormTextInput } from '../form/fields.tsx';
import { AdminFormLayout, type AdminRecordForm, fieldError, useAdminRecordForm, useBindFields } from '../form/index.ts';
import { adminCataloguePaths, catalogueKeys, createColor, loadColor, saveColor } from './catalogueApi.ts';

type TranslationLocale = (typeof COLOR_TRANSLATION_LOCALES)[number];
type Values = {
  code: string;
  name: string;
  translations: Record<TranslationLocale, string>;
  hex: string;
  is_active: boolean;
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const noTranslations = (): Record<TranslationLocale, string> =>
  Object.fromEntries(COLOR_TRANSLATION_LOCALES.map((locale) => [locale, ''])) as Record<TranslationLocale, string>;

function toValues(color: AdminColor): Values {
  const translations = noTranslations();
  for (const locale of COLOR_TRANSLATION_LOCALES) translations[locale] = color.translations[locale] ?? '';
  return { code: color.code, name: color.name, translations, hex: color.hex, is_active: color.is_active };
}

/** An empty form for a new colour: offered at once, no screen colour yet. */
const newColorValues = (): Values => ({ code: '', name: '', translations: noTranslations(), hex: '', is_active: true });

/**
 * `/admin/colors/:colorId`: RAL code, names, screen colour (with a swatch) and whether it is offered.
 * The server checks the values (its 422 texts come in the interface language and land on the fields).
 */
export function ColorEditPage() {
  const { t } = useTranslation();
  const colorId = useParams().colorId ?? '';
  const recordForm = useAdminRecordForm<AdminColor, Values>({
    queryKey: catalogueKeys.color(colorId),
    load: () => loadColor(colorId),
    toValues,
    save: (values) => saveColor(colorId, values),
  });
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={t('adminCatalogue.color.title', { code: recordForm.record?.code ?? colorId })}
      testId="admin-color-form"
    >
      <ColorFields recordForm={recordForm} />
    </AdminFormLayout>
  );
}

/** `/admin/colors/new`: a new palette colour, then its own page. */
export function ColorCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recordForm = useAdminRecordForm<AdminColor, Values>({
    queryKey: catalogueKeys.newColor,
    createValues: newColorValues(),
    toValues,
    save: (values) => createColor(values),
    savedMessage: t('adminCatalogue.color.created'),
    onSaved: (color) => void navigate(adminCataloguePaths.color(color.id), { replace: true }),
  });
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={t('adminCatalogue.color.newTitle')}
      saveLabel={t('adminCatalogue.color.create')}
      testId="admin-color-create"
    >
      <ColorFields recordForm={recordForm} />
    </AdminFormLayout>
  );
}

function ColorFields({ recordForm }: { recordForm: AdminRecordForm<AdminColor, Values> }) {
  const { t } = useTranslation();
  const { form } = recordForm;
  const field = useBindFields(form, { texts: 'adminCatalogue.color', testIds: 'color' });
  const hex = useWatch({ control: form.control, name: 'hex' }) ?? '';
  return (
    <Stack gap="lg" maw={820}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FormTextInput {...field('code', { help: true })} required />
        <FormSwitch {...field('is_active', { key: 'active', help: true })} mt="lg" />
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
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={4}>{t('adminCatalogue.color.names')}</Title>
        <Text size="sm" c="dimmed">
          {t('adminCatalogue.color.namesHelp')}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <FormTextInput
            form={form}
            name="name"
            label={t('adminCatalogue.color.nameIn', { language: t('languages.de') })}
            required
            testId="color-name"
          />
          {COLOR_TRANSLATION_LOCALES.map((locale) => (
            <FormTextInput
              key={locale}
              form={form}
              name={`translations.${locale}`}
              label={t('adminCatalogue.color.nameIn', { language: t(`languages.${locale}`) })}
              testId={`color-name-${locale}`}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
