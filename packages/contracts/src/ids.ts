import { z } from 'zod';
import { msg } from './messages.ts';

/** Record ids are PostgreSQL `integer`s (serial or identity): 1 to 2^31 − 1. */
export const MAX_RECORD_ID = 2_147_483_647;

/** An id inside a body or a document: a positive 32-bit integer, else 422 naming the field. */
export const recordIdSchema = z.int().min(1).max(MAX_RECORD_ID, msg('validation.idTooLarge'));

/**
 * An id in a path: plain decimal digits, no sign, exponent, spaces or leading zeros ("1e3", " 1",
 * "01", "-1" and "99999999999" name no record). The server answers 404 to any path parameter
 * its schema refuses, so these read as "not found", never as a database error.
 */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, msg('validation.notRecordId'))
  .transform(Number)
  .pipe(recordIdSchema);

/** The `{id}` of every route that names a numbered record. */
export const idParamsSchema = z.object({ id: idParamSchema });
