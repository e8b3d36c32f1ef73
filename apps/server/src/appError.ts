/** Every failure the API reports on purpose, mapped to its HTTP status. */
export const APP_ERROR_STATUS = {
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  payloadTooLarge: 413,
  csrfTokenMismatch: 419,
  validation: 422,
  throttled: 429,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

const DEFAULT_MESSAGES: Record<AppErrorCode, string> = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  conflict: 'The resource was changed in the meantime.',
  gone: 'This link has expired.',
  payloadTooLarge: 'The request is too large.',
  csrfTokenMismatch: 'CSRF token mismatch.',
  validation: 'The given data was invalid.',
  throttled: 'Too many attempts.',
};

export type FieldErrors = Record<string, string[]>;

type AppErrorOptions = {
  message?: string;
  /** 422: messages per dotted field path. */
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

  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? DEFAULT_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = APP_ERROR_STATUS[code];
    this.errors = options.errors;
    this.data = options.data;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The JSON body of the response. */
  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = { message: this.message };
    if (this.errors) body.errors = this.errors;
    if (this.data !== undefined) body.data = this.data;
    return body;
  }
}

/** A 422 whose message is the first field message, Laravel style ("… (and 2 more errors)"). */
export function validationError(errors: FieldErrors): AppError {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? DEFAULT_MESSAGES.validation;
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  return new AppError('validation', { message, errors });
}

export function addFieldError(errors: FieldErrors, path: string, message: string): void {
  const key = path === '' ? '_' : path;
  const list = errors[key] ?? [];
  list.push(message);
  errors[key] = list;
}
