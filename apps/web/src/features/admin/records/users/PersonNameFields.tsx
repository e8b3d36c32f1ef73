import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '../../form/fields.tsx';

type NameValues = FieldValues & { given_name: string; family_name: string };

/**
 * A person's given and family name, as the user record and the create-admin form ask them; the
 * test ids are `<testIdPrefix>-given-name` and `<testIdPrefix>-family-name`.
 */
export function PersonNameFields<TValues extends NameValues>(props: {
  form: UseFormReturn<TValues>;
  testIdPrefix: string;
  required?: boolean;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const { form, testIdPrefix, required, autoComplete } = props;
  const fields = [
    ['given_name', 'givenName', 'given-name'],
    ['family_name', 'familyName', 'family-name'],
  ] as const;
  return fields.map(([name, label, testId]) => (
    <FormTextInput
      key={name}
      form={form}
      name={name as Path<TValues>}
      label={t(`adminRecords.user.${label}`)}
      required={required}
      autoComplete={autoComplete}
      testId={`${testIdPrefix}-${testId}`}
    />
  ));
}
