import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextarea, FormTextInput } from '../form/fields.tsx';
import { LanguageTabs } from '../shared/LanguageTabs.tsx';
import type { PartFormValues } from './partForm.ts';

/** A part's name and description in each language, one tab per language; German is required. */
export function PartTextsField({ form }: { form: UseFormReturn<PartFormValues> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <LanguageTabs
      title={t('adminCatalogue.part.texts')}
      testIdPrefix="part"
      isRequired={(locale) => locale === 'de'}
      hasError={(locale) => Boolean(errors.name?.[locale] ?? errors.description?.[locale])}
    >
      {(locale) => (
        <>
          <FormTextInput
            form={form}
            name={`name.${locale}`}
            label={t('adminCatalogue.part.name')}
            description={locale === 'de' ? t('adminCatalogue.part.germanRequired') : t('adminCatalogue.part.fallback')}
            required={locale === 'de'}
            testId={`part-name-${locale}`}
          />
          <FormTextarea
            form={form}
            name={`description.${locale}`}
            label={t('adminCatalogue.part.description')}
            autosize
            minRows={2}
            maxRows={8}
          />
        </>
      )}
    </LanguageTabs>
  );
}
