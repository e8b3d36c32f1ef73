import { LOCALES } from '@bar/domain/locale';
import { Stack, Tabs, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../form/fieldError.ts';
import type { PartFormValues } from './partForm.ts';

/** A part's name and description in each language, one tab per language; German is required. */
export function PartTextsField({ form }: { form: UseFormReturn<PartFormValues> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <Stack gap="xs">
      <Title order={4}>{t('adminCatalogue.part.texts')}</Title>
      <Tabs defaultValue="de" keepMounted>
        <Tabs.List>
          {LOCALES.map((locale) => {
            const hasError = Boolean(errors.name?.[locale] ?? errors.description?.[locale]);
            return (
              <Tabs.Tab
                key={locale}
                value={locale}
                color={hasError ? 'red' : undefined}
                rightSection={hasError ? <IconAlertCircle size={14} color="var(--mantine-color-red-6)" /> : undefined}
                data-testid={`part-lang-${locale}`}
              >
                {t(`languages.${locale}`)}
                {locale === 'de' ? ' *' : ''}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {LOCALES.map((locale) => (
          <Tabs.Panel key={locale} value={locale} pt="sm">
            <Stack gap="sm" maw={820}>
              <TextInput
                label={t('adminCatalogue.part.name')}
                description={
                  locale === 'de' ? t('adminCatalogue.part.germanRequired') : t('adminCatalogue.part.fallback')
                }
                required={locale === 'de'}
                {...form.register(`name.${locale}`)}
                error={fieldError(form, `name.${locale}`, t)}
                data-testid={`part-name-${locale}`}
              />
              <Textarea
                label={t('adminCatalogue.part.description')}
                autosize
                minRows={2}
                maxRows={8}
                {...form.register(`description.${locale}`)}
                error={fieldError(form, `description.${locale}`, t)}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
