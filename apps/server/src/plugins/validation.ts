import { JSON_PATCH_CONTENT_TYPE } from '@bar/contracts/barPatch';
import { findUnsafeText, UNSAFE_TEXT_MESSAGES } from '@bar/contracts/safeText';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
} from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../appError.ts';
import { messageRef } from '../i18n/catalogue.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonLimits.ts';

/**
 * The zod validator of every route part (params, query, body, headers), preceded by one check
 * over everything the part carries: a string with a NUL character or an unpaired surrogate is
 * refused with its path before any field schema runs, so no route can forget it. It runs where
 * the schemas run, after the guards of `preValidation` (a guest still learns 401 first).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (routeSchema) => {
  const validate = zodValidatorCompiler(routeSchema);
  return (data: unknown) => {
    if (typeof data === 'object' && data !== null && escapeFreeBodies.has(data)) return validate(data);
    const unsafe = findUnsafeText(data);
    if (unsafe.length === 0) return validate(data);
    const error: FastifySchemaValidationError[] = unsafe.map(({ path, problem }) => ({
      keyword: 'safeText',
      instancePath: path.map((key) => `/${key}`).join(''),
      schemaPath: '#/safeText',
      params: { problem },
      message: UNSAFE_TEXT_MESSAGES[problem],
    }));
    return { error };
  };
};

// JSON bodies whose text holds no `\u0000` escape and no escaped surrogate. JSON text can carry a
// NUL or an unpaired surrogate only as such an escape (a raw control character is no valid JSON,
// and a body is decoded from UTF-8, which has no form for a lone surrogate), so the walk over
// every string of such a body (a tenth of the CPU of an 80 KB save) would find nothing. A body
// with a literal backslash before `u0000` is walked as before.
const escapeFreeBodies = new WeakSet<object>();
const UNSAFE_ESCAPE = /\\u(?:0000|d[89a-f])/i;

type BodyParser = ReturnType<FastifyInstance['getDefaultJsonParser']>;

/**
 * Fastify's JSON parser (with its guards against prototype poisoning), noting the bodies that need
 * no walk. A body nested deeper than MAX_JSON_DEPTH is refused (422) before it is parsed: no reader
 * after it (schemas, JSON Patch) has to walk thousands of levels or can run out of stack.
 */
export function jsonBodyParser(app: FastifyInstance): BodyParser {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      const message = messageRef('error.nestedTooDeep', { max: MAX_JSON_DEPTH });
      done(new AppError('validation', { message, errors: { _: [message] } }), undefined);
      return;
    }
    parse(request, body, (error, value) => {
      if (!error && typeof value === 'object' && value !== null && !UNSAFE_ESCAPE.test(body as string)) {
        escapeFreeBodies.add(value);
      }
      done(error, value);
    });
  };
}

/**
 * 415 for a PATCH whose body is not `application/json-patch+json` (RFC 5789: the server names the
 * formats it takes). A route's `preValidation`: it runs between the body parser and the schemas above.
 */
export async function requireJsonPatch(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === JSON_PATCH_CONTENT_TYPE) return;
  reply.header('accept-patch', JSON_PATCH_CONTENT_TYPE);
  throw Object.assign(new Error(`Send the changes as ${JSON_PATCH_CONTENT_TYPE} (RFC 6902).`), { statusCode: 415 });
}
