import { findUnsafeText, UNSAFE_TEXT_MESSAGES } from '@bar/contracts/safeText';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The zod validator of every route part (params, query, body, headers), preceded by one check
 * over everything the part carries: a string with a NUL character or an unpaired surrogate is
 * refused with its path before any field schema runs, so no route can forget it. It runs where
 * the schemas run, after the guards of `preValidation` (a guest still learns 401 first).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (routeSchema) => {
  const validate = zodValidatorCompiler(routeSchema);
  return (data: unknown) => {
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
