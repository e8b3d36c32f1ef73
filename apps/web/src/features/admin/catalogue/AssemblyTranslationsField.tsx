import { LOCALES } from '@bar/domain/locale';
import { Stack, Tabs, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../form/fieldError.ts';
import { type AssemblyFormValues, REQUIRED_TRANSLATIONS } from './assemblyForm.ts';

/** Name and description per language; German and English are required (section 5). */
export function AssemblyTranslationsField({ form }: { form: UseFormReturn<AssemblyFormValues> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors.translations;
  return (
    <Stack gap="xs">
      <Title order={4}>{t('adminCatalogue.assembly.translations')}</Title>
      <Tabs defaultValue="de" keepMounted>
        <Tabs.List>
          {LOCALES.map((locale) => {
            const hasError = Boolean(errors?.[locale]);
            return (
              <Tabs.Tab
                key={locale}
                value={locale}
                color={hasError ? 'red' : undefined}
                rightSection={hasError ? <IconAlertCircle size={14} color="var(--mantine-color-red-6)" /> : undefined}
                data-testid={`assembly-lang-${locale}`}
              >
                {t(`languages.${locale}`)}
                {REQUIRED_TRANSLATIONS.includes(locale) ? ' *' : ''}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {LOCALES.map((locale) => {
          const isRequired = REQUIRED_TRANSLATIONS.includes(locale);
          return (
            <Tabs.Panel key={locale} value={locale} pt="sm">
              <Stack gap="sm" maw={820}>
                <TextInput
                  label={t('adminCatalogue.assembly.name')}
                  description={
                    isRequired
                      ? t('adminCatalogue.assembly.requiredLanguage')
                      : t('adminCatalogue.assembly.optionalLanguage')
                  }
                  required={isRequired}
                  {...form.register(`translations.${locale}.name`)}
                  error={fieldError(form, `translations.${locale}.name`, t)}
                  data-testid={`assembly-name-${locale}`}
                />
                <Textarea
                  label={t('adminCatalogue.assembly.description')}
                  autosize
                  minRows={2}
                  maxRows={8}
                  {...form.register(`translations.${locale}.description`)}
                  error={fieldError(form, `translations.${locale}.description`, t)}
                  data-testid={`assembly-description-${locale}`}
                />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
