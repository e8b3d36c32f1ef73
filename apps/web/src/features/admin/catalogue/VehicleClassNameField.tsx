import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '../form/fields.tsx';
import { LanguageTabs } from '../shared/LanguageTabs.tsx';
import type { VehicleClassFormValues } from './vehicleClassForm.ts';

/** A vehicle class's name in each language, one tab per language; German is required. */
export function VehicleClassNameField({ form }: { form: UseFormReturn<VehicleClassFormValues> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <LanguageTabs
      title={t('adminCatalogue.vehicleClass.names')}
      testIdPrefix="vehicle-class"
      isRequired={(locale) => locale === 'de'}
      hasError={(locale) => Boolean(errors.name?.[locale])}
    >
      {(locale) => (
        <FormTextInput
          form={form}
          name={`name.${locale}`}
          label={t('adminCatalogue.vehicleClass.name')}
          description={
            locale === 'de' ? t('adminCatalogue.part.germanRequired') : t('adminCatalogue.vehicleClass.fallback')
          }
          required={locale === 'de'}
          testId={`vehicle-class-name-${locale}`}
        />
      )}
    </LanguageTabs>
  );
}
