import { colorParamsSchema, colorResponseSchema, colorUpdateSchema } from '@bar/contracts/adminCatalogue';
import type { Locale } from '@bar/domain/locale';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, validationError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { colors } from '../../../db/schemaCatalogue.ts';
import { toColor } from '../../catalogue/loadCatalogue.ts';
import { catalogueMessage } from './catalogueMessages.ts';

type ColorValues = z.output<typeof colorUpdateSchema>;

const notFound = (locale: Locale) => new AppError('notFound', { message: catalogueMessage('colorNotFound', locale) });
const codeTaken = (locale: Locale) => validationError({ code: [catalogueMessage('colorCodeTaken', locale)] });

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}

async function findColor(db: Database, id: number) {
  const [row] = await db.select().from(colors).where(eq(colors.id, id));
  return row ?? null;
}

async function codeUsedElsewhere(db: Database, id: number, code: string): Promise<boolean> {
  const [other] = await db
    .select({ id: colors.id })
    .from(colors)
    .where(and(eq(colors.code, code), ne(colors.id, id)))
    .limit(1);
  return other !== undefined;
}

async function updateColor(db: Database, id: number, values: ColorValues, locale: Locale) {
  if (!(await findColor(db, id))) throw notFound(locale);
  if (await codeUsedElsewhere(db, id, values.code)) throw codeTaken(locale);
  try {
    const [row] = await db
      .update(colors)
      .set({ code: values.code, name: values.name, hex: values.hex, isActive: values.is_active })
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

/** `GET/PUT /api/colors/{id}`: a palette colour, inactive ones included (admin only). */
export const colorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/colors/:id',
    { schema: { params: colorParamsSchema, response: { 200: colorResponseSchema } } },
    async (request) => {
      const row = await findColor(app.db, request.params.id);
      if (!row) throw notFound(request.locale);
      return { data: toColor(row) };
    },
  );

  app.put(
    '/colors/:id',
    { schema: { params: colorParamsSchema, body: colorUpdateSchema, response: { 200: colorResponseSchema } } },
    async (request) => ({ data: toColor(await updateColor(app.db, request.params.id, request.body, request.locale)) }),
  );
};
