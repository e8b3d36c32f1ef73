import { isLocale } from '@bar/domain/locale';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocaleSelect } from '../../ui/LocaleSelect.tsx';

/** The account's language as a field of a react-hook-form form (registration, profile). */
export function LocaleField<Values extends FieldValues>(props: {
  control: Control<Values>;
  name: Path<Values>;
  description?: string;
  error: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <LocaleSelect
          label={t('account.fields.locale')}
          description={props.description}
          value={isLocale(field.value) ? field.value : undefined}
          onChange={field.onChange}
          testId={props.testId}
          error={props.error}
        />
      )}
    />
  );
}
