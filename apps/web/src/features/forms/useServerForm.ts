import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type DefaultValues, type FieldError, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, fieldErrorText } from '../../shared/formErrors.ts';

type Options<In extends FieldValues, Out extends FieldValues, Result> = {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** The form's fields: a 422 message for one of them is shown beside it, the others as one alert. */
  fields: readonly (keyof In & string)[];
  submit: (values: Out) => Promise<Result>;
  onSuccess?: (result: Result) => void;
};

/** The text for one field's error; by default the schema's codes in the user's language. */
type ErrorText = (error: FieldError | undefined) => string | undefined;

/**
 * A react-hook-form form checked by a contract schema and sent by one mutation: the server's 422
 * messages land on their fields, and `otherFailure` is true when the send failed for another reason
 * (the form then shows one alert).
 */
export function useServerForm<In extends FieldValues, Out extends FieldValues, Result>({
  schema,
  defaultValues,
  fields,
  submit,
  onSuccess,
}: Options<In, Out, Result>) {
  const { t } = useTranslation();
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: (result) => onSuccess?.(result),
    onError: (error) => applyServerErrors(error, form.setError, fields),
  });
  const { errors } = form.formState;
  const errorOf = (name: keyof In & string) => errors[name] as FieldError | undefined;
  const hasFieldError = fields.some((name) => errorOf(name));
  return {
    form,
    mutation,
    onSubmit: form.handleSubmit((values) => mutation.mutate(values)),
    /**
     * Checks and sends the form now, for a caller that goes on with what was saved (the quote's
     * Send with an address typed but not yet saved): the result, or null when a field was refused
     * (its message shows beside it) or the send failed.
     */
    saveNow: () =>
      new Promise<Result | null>((resolve) => {
        const send = async (values: Out) => resolve(await mutation.mutateAsync(values).catch(() => null));
        void form.handleSubmit(send, () => resolve(null))();
      }),
    otherFailure: mutation.isError && !hasFieldError,
    errorOf,
    /** What an input needs: the registration and the error text. */
    fieldProps: (name: keyof In & string, errorText: ErrorText = (error) => fieldErrorText(error, t)) => ({
      ...form.register(name as Path<In>),
      error: errorText(errorOf(name)),
    }),
  };
}
