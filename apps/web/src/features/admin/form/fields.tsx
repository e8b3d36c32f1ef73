import { LOCALES } from '@bar/domain/locale';
import {
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ComponentType } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountriesSelect, CountrySelect } from '../../../ui/CountrySelect.tsx';
import { fieldError } from './fieldError.ts';

/**
 * The inputs of the admin forms bound to a react-hook-form field by its (dotted) path: the value,
 * its change and blur, and the text of its error (fieldError). Every other prop goes to the Mantine
 * input; `testId` becomes its `data-testid`.
 */
export type Bound<TValues extends FieldValues> = { form: UseFormReturn<TValues>; name: Path<TValues>; testId?: string };

export type Unbound<P> = Omit<
  P,
  'form' | 'name' | 'value' | 'defaultValue' | 'checked' | 'onChange' | 'onBlur' | 'error'
>;

/** A text-like input (`{...form.register(name)}`) bound to its field. */
function registeredInput<P extends object>(Input: ComponentType<P>) {
  return function RegisteredInput<TValues extends FieldValues>({
    form,
    name,
    testId,
    ...props
  }: Bound<TValues> & Unbound<P>) {
    const { t } = useTranslation();
    const input = { ...props, ...form.register(name), error: fieldError(form, name, t), 'data-testid': testId };
    return <Input {...(input as unknown as P)} />;
  };
}

export const FormTextInput = registeredInput<TextInputProps>(TextInput);
export const FormPasswordInput = registeredInput<PasswordInputProps>(PasswordInput);
export const FormTextarea = registeredInput<TextareaProps>(Textarea);

/** The field controlled by `name` and the text of its error. */
function useBoundField<TValues extends FieldValues>(form: UseFormReturn<TValues>, name: Path<TValues>) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name });
  return { field, error: fieldError(form, name, t) };
}

/** A boolean field as a switch. */
export function FormSwitch<TValues extends FieldValues>({
  form,
  name,
  testId,
  ...props
}: Bound<TValues> & Unbound<SwitchProps>) {
  const { field, error } = useBoundField(form, name);
  return (
    <Switch
      {...props}
      checked={field.value ?? false}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={error}
      data-testid={testId}
    />
  );
}

/**
 * A string field chosen from `data`; it can't be emptied by choosing the value again. `onPick`
 * replaces the plain "take the picked value" where a choice changes other fields too; it gets
 * the field's own change handler as `take`.
 */
export function FormSelect<TValues extends FieldValues>({
  form,
  name,
  testId,
  onPick,
  ...props
}: Bound<TValues> & Unbound<SelectProps> & { onPick?: (value: string | null, take: (value: string) => void) => void }) {
  const { field, error } = useBoundField(form, name);
  return (
    <Select
      allowDeselect={false}
      {...props}
      value={field.value || null}
      onChange={(value) => (onPick ? onPick(value, field.onChange) : field.onChange(value ?? field.value))}
      onBlur={field.onBlur}
      error={error}
      data-testid={testId}
    />
  );
}

/** A country field (its code, '' while none is chosen) as a searchable list of every country. */
export function FormCountrySelect<TValues extends FieldValues>({
  form,
  name,
  testId,
  label,
  required,
}: Bound<TValues> & { label: string; required?: boolean }) {
  const { field, error } = useBoundField(form, name);
  return (
    <CountrySelect
      label={label}
      required={required}
      value={field.value}
      onChange={(code) => field.onChange(code ?? '')}
      onBlur={field.onBlur}
      error={error}
      testId={testId}
    />
  );
}

/** The countries whose inquiries an administrator receives (`country_responsibilities`). */
export function FormCountryResponsibilities<TValues extends FieldValues>({ form, name, testId }: Bound<TValues>) {
  const { t } = useTranslation();
  const { field, error } = useBoundField(form, name);
  return (
    <CountriesSelect
      label={t('adminRecords.user.countries')}
      description={t('adminRecords.user.countriesHelp')}
      placeholder={t('adminRecords.user.countriesPlaceholder')}
      value={field.value ?? []}
      onChange={field.onChange}
      error={error}
      testId={testId}
    />
  );
}

/** A language of the app (`de`, `en`, ...), each named in the reader's language. */
export function FormLanguageSelect<TValues extends FieldValues>(
  props: Bound<TValues> & Unbound<Omit<SelectProps, 'data'>>,
) {
  const { t } = useTranslation();
  const languages = LOCALES.map((code) => ({ value: code, label: t(`languages.${code}`) }));
  return <FormSelect {...props} data={languages} />;
}
