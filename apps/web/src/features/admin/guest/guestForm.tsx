import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { type DefaultValues, type FieldError, type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../../../shared/formErrors.ts';
import { ErrorAlert } from '../shared/feedback.tsx';

type GuestFormOptions<TInput extends FieldValues, TOutput> = {
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  send: (values: TOutput) => Promise<unknown>;
  /** The fields a 422 may name; other failures show the generic text. */
  fields: readonly (keyof TInput & string)[];
};

/**
 * The form state of a guest page (login, forgot password): client validation by the request's
 * schema, one request on submit, a 422's messages beside their fields.
 */
export function useGuestForm<TInput extends FieldValues, TOutput>(options: GuestFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
  });
  const submit = useMutation({
    mutationFn: options.send,
    onError: (error) => applyServerErrors(error, form.setError, options.fields),
  });
  const { errors } = form.formState;
  const hasFieldError = options.fields.some((name) => errors[name] !== undefined);
  return {
    form,
    submit,
    errorOf: (name: keyof TInput & string) => errors[name] as FieldError | undefined,
    onSubmit: form.handleSubmit((values) => submit.mutate(values)),
    /** Failed for a reason no field shows. */
    isOtherFailure: submit.isError && !hasFieldError,
  };
}

type GuestFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId?: string;
  isOtherFailure: boolean;
  isPending: boolean;
  submitLabel: string;
  submitTestId: string;
  /** Below the button, e.g. a link to the other guest page. */
  footer: ReactNode;
  children: ReactNode;
};

/** A guest page's form: its fields, the generic failure, the submit button and a footer. */
export function GuestForm(props: GuestFormProps) {
  const { t } = useTranslation();
  return (
    <form noValidate data-testid={props.testId} onSubmit={props.onSubmit}>
      <Stack>
        {props.children}
        {props.isOtherFailure && <ErrorAlert>{t('errors.generic')}</ErrorAlert>}
        <Button type="submit" loading={props.isPending} data-testid={props.submitTestId}>
          {props.submitLabel}
        </Button>
        {props.footer}
      </Stack>
    </form>
  );
}

/** A small link between the guest pages (login, forgot, reset). */
export function GuestLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}
