import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/formErrors.ts';
import { requiredText } from './requiredText.ts';

/** Client validation error types (zod issue codes) and the app's texts for them. */
const CLIENT_ERROR_KEYS: Record<string, string> = {
  too_small: 'validation.tooShort',
  too_big: 'validation.tooLong',
  invalid_format: 'account.validation.email',
};

/** Client checks of the catalogue forms name their text by key, so the message says what is wrong. */
const OWN_MESSAGE = /^adminCatalogue\.[\w.]+$/;

/**
 * The text under a field: the server's 422 message as it came (already in the user's language,
 * X-Locale), a client check's own text key (catalogue forms), "… is required." for a required
 * field left empty, or the app's translated text for another client validation error.
 */
export function errorText(
  error: FieldError | undefined,
  t: (key: string, values?: Record<string, unknown>) => string,
): string | undefined {
  if (error && error.type !== 'server') {
    if (error.message && OWN_MESSAGE.test(error.message)) return t(error.message);
    const required = requiredText(error, t);
    if (required) return required;
  }
  return fieldErrorText(error, t, CLIENT_ERROR_KEYS);
}

/** `errorText` of the field at a (dotted) path of the form. */
export function fieldError<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  path: Path<TValues>,
  t: (key: string) => string,
): string | undefined {
  return errorText(get(form.formState.errors, path) as FieldError | undefined, t);
}
