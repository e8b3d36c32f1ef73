import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextarea, FormTextInput } from '../form/fields.tsx';
import { LanguageTabs } from '../shared/LanguageTabs.tsx';
import { type AssemblyFormValues, REQUIRED_TRANSLATIONS } from './assemblyForm.ts';

/** Name and description per language; German and English are required (section 5). */
export function AssemblyTranslationsField({ form }: { form: UseFormReturn<AssemblyFormValues> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors.translations;
  const isRequired = (locale: (typeof REQUIRED_TRANSLATIONS)[number]) => REQUIRED_TRANSLATIONS.includes(locale);
  return (
    <LanguageTabs
      title={t('adminCatalogue.assembly.translations')}
      testIdPrefix="assembly"
      isRequired={isRequired}
      hasError={(locale) => Boolean(errors?.[locale])}
    >
      {(locale) => (
        <>
          <FormTextInput
            form={form}
            name={`translations.${locale}.name`}
            label={t('adminCatalogue.assembly.name')}
            description={
              isRequired(locale)
                ? t('adminCatalogue.assembly.requiredLanguage')
                : t('adminCatalogue.assembly.optionalLanguage')
            }
            required={isRequired(locale)}
            testId={`assembly-name-${locale}`}
          />
          <FormTextarea
            form={form}
            name={`translations.${locale}.description`}
            label={t('adminCatalogue.assembly.description')}
            autosize
            minRows={2}
            maxRows={8}
            testId={`assembly-description-${locale}`}
          />
        </>
      )}
    </LanguageTabs>
  );
}
