import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One labelled input: Mantine ties the label, the error text and `aria-describedby` to it. */
export type TextFieldSpec<Name extends string> = {
  name: Name;
  /** The label's translation key. */
  label: string;
  /** `password` shows a password input with its reveal button. */
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  isRequired?: boolean;
  /** The field a dialog focuses when it opens. */
  hasAutofocus?: boolean;
  testId?: string;
};

/**
 * What the form gives each input: its value binding (a react-hook-form registration, or `value`
 * and `onChange`) and its error text.
 */
export type FieldBinding = Record<string, unknown> & { error?: string | undefined };

/** Text inputs in the order given, each bound by `bind`; the caller lays them out (stack or grid). */
export function TextFields<Name extends string>({
  fields,
  bind,
}: {
  fields: readonly TextFieldSpec<Name>[];
  bind: (name: Name) => FieldBinding;
}) {
  const { t } = useTranslation();
  return fields.map((field) => {
    const props = {
      label: t(field.label),
      autoComplete: field.autoComplete,
      required: field.isRequired,
      'data-autofocus': field.hasAutofocus || undefined,
      'data-testid': field.testId,
      ...bind(field.name),
    };
    return field.type === 'password' ? (
      <PasswordInput key={field.name} {...props} />
    ) : (
      <TextInput key={field.name} type={field.type} {...props} />
    );
  });
}
