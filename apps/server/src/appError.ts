import type { Locale } from '@bar/domain/locale';
import { type MessageKey, messageRef, renderMessage, translate } from './i18n/catalogue.ts';

/** Every failure the API reports on purpose, mapped to its HTTP status. */
export const APP_ERROR_STATUS = {
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  csrfTokenMismatch: 419,
  validation: 422,
  throttled: 429,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** The message of a failure that names none of its own. */
const DEFAULT_MESSAGE_KEYS: Record<AppErrorCode, MessageKey> = {
  badRequest: 'error.badRequest',
  unauthenticated: 'error.unauthenticated',
  forbidden: 'error.forbidden',
  notFound: 'error.notFound',
  conflict: 'error.conflict',
  gone: 'error.gone',
  payloadTooLarge: 'error.payloadTooLarge',
  uriTooLong: 'error.uriTooLong',
  unsupportedMediaType: 'error.unsupportedMediaType',
  csrfTokenMismatch: 'error.csrfTokenMismatch',
  validation: 'error.validation',
  throttled: 'error.throttled',
};

export type FieldErrors = Record<string, string[]>;

type AppErrorOptions = {
  /** The catalogue message (rendered in the request's language when sent); the code's default otherwise. */
  key?: MessageKey;
  /** Values of the key's `{{placeholders}}`; a value that is a catalogue key is translated too. */
  values?: Record<string, string | number>;
  /** A text already in the request's language, where no catalogue key fits. */
  message?: string;
  /** 422: messages per dotted field path (catalogue keys as `messageRef` makes them, or finished texts). */
  errors?: FieldErrors;
  /** A payload for the client, e.g. the current bar with a 409. */
  data?: unknown;
  /** 429: seconds until a retry may succeed. */
  retryAfterSeconds?: number;
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  readonly data: unknown;
  readonly retryAfterSeconds: number | undefined;
  /** The message before rendering: a finished text or a catalogue key with its values. */
  readonly rawMessage: string | undefined;

  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    const rawMessage = options.message ?? (options.key ? messageRef(options.key, options.values) : undefined);
    super('');
    this.name = 'AppError';
    this.code = code;
    this.statusCode = APP_ERROR_STATUS[code];
    this.errors = options.errors;
    this.data = options.data;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.rawMessage = rawMessage;
    // In English for the logs; the response is rendered in the request's language (toBody).
    this.message = this.localizedMessage('en');
  }

  /** The message in `locale`: its own, the first field message of a 422 with "(and N more errors)", or the code's default. */
  localizedMessage(locale: Locale): string {
    if (this.rawMessage !== undefined) return renderMessage(this.rawMessage, locale);
    const messages = Object.values(this.errors ?? {}).flat();
    const first = messages[0];
    if (first === undefined) return translate(DEFAULT_MESSAGE_KEYS[this.code], locale);
    const message = renderMessage(first, locale);
    const more = messages.length - 1;
    if (more === 0) return message;
    return more === 1
      ? translate('error.andOneMore', locale, { message })
      : translate('error.andMore', locale, { message, count: more });
  }

  /** The JSON body of the response, every message in `locale`. */
  toBody(locale: Locale): Record<string, unknown> {
    const body: Record<string, unknown> = { message: this.localizedMessage(locale) };
    if (this.errors) {
      body.errors = Object.fromEntries(
        Object.entries(this.errors).map(([field, messages]) => [
          field,
          messages.map((text) => renderMessage(text, locale)),
        ]),
      );
    }
    if (this.data !== undefined) body.data = this.data;
    return body;
  }
}

/** A 422 whose message is the first field message, Laravel style ("… (and 2 more errors)"). */
export function validationError(errors: FieldErrors): AppError {
  return new AppError('validation', { errors });
}

export function addFieldError(errors: FieldErrors, path: string, message: string): void {
  const key = path === '' ? '_' : path;
  // An own key only: a field named `toString` or `constructor` must not find Object.prototype's.
  const list = Object.hasOwn(errors, key) ? (errors[key] ?? []) : [];
  list.push(message);
  errors[key] = list;
}
