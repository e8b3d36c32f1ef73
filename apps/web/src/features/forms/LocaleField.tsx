import { isLocale, LOCALES } from '@bar/domain/locale';
import { Select } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The account's language (its e-mails, its documents), one of the six, as a field of a
 * react-hook-form form (registration, profile).
 */
export function LocaleField<Values extends FieldValues>(props: {
  control: Control<Values>;
  name: Path<Values>;
  description?: string;
  error: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <Select
      label={t('account.fields.locale')}
      description={props.description}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      value={isLocale(field.value) ? field.value : null}
      onChange={(value) => {
        if (isLocale(value)) field.onChange(value);
      }}
      allowDeselect={false}
      data-testid={props.testId}
      error={props.error}
    />
  );
}
