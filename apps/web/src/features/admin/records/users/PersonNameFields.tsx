import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useBindFields } from '../../form/bindFields.ts';
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
  const { form, testIdPrefix, required, autoComplete } = props;
  const field = useBindFields(form, { texts: 'adminRecords.user', testIds: testIdPrefix });
  return (['given_name', 'family_name'] as const).map((name) => (
    <FormTextInput key={name} {...field(name as Path<TValues>)} required={required} autoComplete={autoComplete} />
  ));
}
