import {
  type AdminColor,
  colorCreateSchema,
  colorParamsSchema,
  colorResponseSchema,
  colorWriteSchema,
} from '@bar/contracts/adminCatalogue';
import type { Locale } from '@bar/domain/locale';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, validationError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { type ColorRow, colors } from '../../../db/schemaCatalogue.ts';
import { toColor } from '../../catalogue/loadCatalogue.ts';
import { auditedColor } from '../audit/auditedRecords.ts';
import { catalogueMessage } from './catalogueMessages.ts';
import { recordWriteRoutes } from './recordWriteRoutes.ts';

type ColorWriteValues = z.output<typeof colorWriteSchema>;
type ColorCreateValues = z.output<typeof colorCreateSchema>;

const notFound = (locale: Locale) => new AppError('notFound', { message: catalogueMessage('colorNotFound', locale) });
const codeTaken = (locale: Locale) => validationError({ code: [catalogueMessage('colorCodeTaken', locale)] });
/** A new colour whose code is taken: 409, with the message on the field too, so the form shows it there. */
const codeConflict = (locale: Locale) => {
  const message = catalogueMessage('colorCodeTaken', locale);
  return new AppError('conflict', { message, errors: { code: [message] } });
};

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}

function toAdminColor(row: ColorRow): AdminColor {
  return { ...toColor(row), translations: row.translations };
}

async function findColor(db: Database, id: number) {
  const [row] = await db.select().from(colors).where(eq(colors.id, id));
  return row ?? null;
}

async function codeUsedElsewhere(db: Database, code: string, id?: number): Promise<boolean> {
  const [other] = await db
    .select({ id: colors.id })
    .from(colors)
    .where(id === undefined ? eq(colors.code, code) : and(eq(colors.code, code), ne(colors.id, id)))
    .limit(1);
  return other !== undefined;
}

async function updateColor(db: Database, id: number, values: ColorWriteValues, locale: Locale) {
  if (!(await findColor(db, id))) throw notFound(locale);
  if (await codeUsedElsewhere(db, values.code, id)) throw codeTaken(locale);
  try {
    const [row] = await db
      .update(colors)
      .set({
        code: values.code,
        name: values.name,
        hex: values.hex,
        isActive: values.is_active,
        ...(values.translations === undefined ? {} : { translations: values.translations }),
      })
      .where(eq(colors.id, id))
      .returning();
    if (!row) throw notFound(locale);
    return row;
  } catch (error) {
    // Two saves racing for the same code: the unique index decides.
    if (isUniqueViolation(error)) throw codeTaken(locale);
    throw error;
  }
}

/** A new colour; its id comes from the table's identity (from 10000, above every seeded RAL colour). */
async function createColor(db: Database, values: ColorCreateValues, locale: Locale): Promise<ColorRow> {
  if (await codeUsedElsewhere(db, values.code)) throw codeConflict(locale);
  try {
    // A savepoint, so a lost race for the code leaves the surrounding transaction usable for the 409.
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(colors)
        .values({
          code: values.code,
          name: values.name,
          hex: values.hex,
          isActive: values.is_active,
          translations: values.translations,
        })
        .returning();
      if (!row) throw new Error('insert into colors returned no row');
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeConflict(locale);
    throw error;
  }
}

/** `GET/PUT /api/colors/{id}` and `POST /api/colors`: palette colours, inactive ones included (admin only). */
export const colorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/colors/:id',
    { schema: { params: colorParamsSchema, response: { 200: colorResponseSchema } } },
    async (request) => {
      const row = await findColor(app.db, request.params.id);
      if (!row) throw notFound(request.locale);
      return { data: toAdminColor(row) };
    },
  );

  recordWriteRoutes(app, {
    path: '/colors',
    record: auditedColor,
    present: toAdminColor,
    update: { body: colorWriteSchema, response: colorResponseSchema, write: updateColor },
    create: { body: colorCreateSchema, response: colorResponseSchema, write: createColor },
  });
};
