import { Text, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Bound, FormTextInput, type Unbound } from '../form/fields.tsx';
import { formatGrams } from './decimalUnits.ts';

type UnitInputProps<TValues extends FieldValues> = Bound<TValues> & Unbound<TextInputProps>;

/** A length in whole millimetres (the catalogue's sizes, cargo spaces). */
export function FormMillimetresInput<TValues extends FieldValues>(props: UnitInputProps<TValues>) {
  const { t } = useTranslation();
  return (
    <FormTextInput
      description={t('adminCatalogue.part.millimetres')}
      inputMode="numeric"
      rightSection={<Text size="sm">mm</Text>}
      {...props}
    />
  );
}

/**
 * A weight typed in kilograms; once it reads as a number (`grams`), the description says how many
 * grams will be stored.
 */
export function FormKilogramsInput<TValues extends FieldValues>({
  grams,
  ...props
}: UnitInputProps<TValues> & { grams: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <FormTextInput
      description={
        grams === null
          ? t('adminCatalogue.part.weightHelp')
          : t('adminCatalogue.part.weightGrams', { grams: formatGrams(grams, i18n.language) })
      }
      inputMode="decimal"
      rightSection={<Text size="sm">kg</Text>}
      {...props}
    />
  );
}
