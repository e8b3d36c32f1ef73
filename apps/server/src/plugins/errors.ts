import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError, addFieldError, type FieldErrors, validationError } from '../appError.ts';
import { messageRef, translate } from '../i18n/catalogue.ts';

type SchemaIssue = { instancePath?: string; message?: string; keyword?: string; params?: Record<string, unknown> };

const UNKNOWN_FIELD = messageRef('validation.unknownField');

/** `/front/baseModules/3` → `front.baseModules.3`, the field path format of 422 responses. */
function dottedPath(instancePath: string | undefined): string {
  return (instancePath ?? '').split('/').filter(Boolean).join('.');
}

function joinPath(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

function fromSchemaIssues(issues: readonly SchemaIssue[]): AppError {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = dottedPath(issue.instancePath);
    const keys = issue.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
    // A strict object's unknown key is named by its own path (`orbit_settings.zoomLevel`).
    if (Array.isArray(keys)) for (const key of keys) addFieldError(errors, joinPath(path, String(key)), UNKNOWN_FIELD);
    else addFieldError(errors, path, issue.message ?? messageRef('validation.invalid'));
  }
  return validationError(errors);
}

function fromZodError(error: z.ZodError): AppError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) addFieldError(errors, joinPath(path, key), UNKNOWN_FIELD);
    else addFieldError(errors, path, issue.message);
  }
  return validationError(errors);
}

/** Anything thrown becomes a known AppError, a client error fastify raised, or null (a bug). */
function toKnownError(error: unknown): AppError | FastifyError | null {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return fromZodError(error);
  const fastifyError = error as FastifyError;
  // A path that its schema refuses (an id of "1e3", "-1" or 99999999999) names nothing: 404.
  if (fastifyError.validationContext === 'params') return new AppError('notFound');
  if (Array.isArray(fastifyError.validation)) return fromSchemaIssues(fastifyError.validation);
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('payloadTooLarge');
  const status = fastifyError.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  // Fastify's own refusals (a body that is no JSON, a content type nobody parses) in the client's language.
  if (status === 400) return new AppError('badRequest');
  if (status === 414) return new AppError('uriTooLong');
  if (status === 415) return new AppError('unsupportedMediaType');
  return fastifyError;
}

/**
 * One error shape for the whole app: `{ message }`, plus `errors` for 422 and `data` where useful;
 * every message in the request's language (X-Locale, then Accept-Language; plugins/locale.ts).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const known = toKnownError(error);
      if (known instanceof AppError) {
        if (known.retryAfterSeconds !== undefined) reply.header('retry-after', String(known.retryAfterSeconds));
        return reply.code(known.statusCode).send(known.toBody(request.locale));
      }
      if (known) return reply.code(known.statusCode ?? 400).send({ message: known.message });
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: translate('error.server', request.locale) });
    });
  },
  { name: 'errors' },
);
