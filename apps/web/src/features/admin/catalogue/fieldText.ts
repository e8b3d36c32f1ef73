import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import { fieldError } from '../form/fieldError.ts';

/** Client checks of the catalogue forms name their text by key, so the message says what is wrong. */
const OWN_MESSAGE = /^adminCatalogue\.[\w.]+$/;

/** The text under a field: our own client message, else the generic form's (server 422 or generic). */
export function catalogueFieldError<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  path: Path<TValues>,
  t: (key: string) => string,
): string | undefined {
  const error = get(form.formState.errors, path) as FieldError | undefined;
  if (error && error.type !== 'server' && error.message && OWN_MESSAGE.test(error.message)) return t(error.message);
  return fieldError(form, path, t);
}
