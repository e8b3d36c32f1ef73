import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { CountrySelect } from '../../ui/CountrySelect.tsx';

/** A country as a field of a react-hook-form form: the code, or '' while none is chosen. */
export function CountryField<Values extends FieldValues>(props: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  error: string | undefined;
  required?: boolean;
  testId?: string;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <CountrySelect
      label={props.label}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(code) => field.onChange(code ?? '')}
      onBlur={field.onBlur}
      required={props.required}
      testId={props.testId}
      error={props.error}
    />
  );
}
