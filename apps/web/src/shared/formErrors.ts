import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { httpStatus, responseBody } from './api.ts';
import { lengthErrorText } from './lengthErrorText.ts';

/** Client validation error types (zod issue codes) and the texts the account forms show for them. */
const ACCOUNT_ERROR_KEYS: Record<string, string> = {
  too_small: 'validation.tooShort',
  too_big: 'validation.tooLong',
  invalid_format: 'account.validation.email',
  custom: 'account.validation.passwordMismatch',
};

/**
 * The text for a field error. Server messages (422) arrive in the user's language (X-Locale) and
 * are shown as they are; the schema's own English messages are replaced by ours: a length limit's
 * text, else the text `keys` names for the error's type, else "invalid".
 */
export function fieldErrorText(
  error: FieldError | undefined,
  t: (key: string, values?: Record<string, unknown>) => string,
  keys: Record<string, string> = ACCOUNT_ERROR_KEYS,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  const length = lengthErrorText(error, t);
  if (length) return length;
  return t(keys[error.type] ?? 'validation.invalid');
}

/** The per-field messages of a 422 answer, or null for any other failure. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (httpStatus(error) !== 422) return null;
  const body = responseBody(error) as { errors?: Record<string, string[]> } | undefined;
  const entries = Object.entries(body?.errors ?? {}).filter(([, messages]) => messages.length > 0);
  return Object.fromEntries(entries.map(([field, messages]) => [field, messages[0] ?? '']));
}

/** Field problems of a form without react-hook-form: messages by field, and the rest as one text. */
export type FieldProblems<F extends string> = { fields: Partial<Record<F, string>>; other: string | null };

/**
 * A failed submit's 422 messages split into those of the form's fields and the rest (joined as
 * one alert), or null when the failure was not a 422.
 */
export function splitServerErrors<F extends string>(error: unknown, known: readonly F[]): FieldProblems<F> | null {
  const server = serverFieldErrors(error);
  if (!server) return null;
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [field, message] of Object.entries(server)) {
    if ((known as readonly string[]).includes(field)) fields[field as F] = message;
    else rest.push(message);
  }
  return { fields, other: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * Shows a failed submit's 422 messages beside their fields. Returns the messages for fields the
 * form does not have (shown as one alert), or null when the failure was not a 422.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] | null {
  const errors = serverFieldErrors(error);
  if (!errors) return null;
  const rest: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
    else rest.push(message);
  }
  return rest;
}
