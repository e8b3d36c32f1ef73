import type { barAccessQuerySchema } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import type { Locale } from '@bar/domain/locale';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import type { Caller } from './access.ts';
import { presentBar } from './presentBar.ts';
import { findBar } from './repository.ts';

export const barParamsSchema = z.object({ id: z.string() });

export function callerOf(request: FastifyRequest, query: z.infer<typeof barAccessQuerySchema>): Caller {
  return { session: request.session, editToken: query.edit_token, previewToken: query.preview_token };
}

export function notFound(): AppError {
  return new AppError('notFound', { key: 'bars.removed' });
}

/** A 409 that carries the bar as stored now, so the client can continue from it. */
export function conflict(key: MessageKey, current: BarRow, catalogue: Catalogue, locale: Locale): AppError {
  return new AppError('conflict', { key, data: presentBar(current, catalogue, locale, 'edit') });
}

/** The bar unless it is unknown or removed (both 404, so a removed bar looks like none). */
export async function loadLiveBar(db: Database, id: string): Promise<BarRow> {
  const bar = await findBar(db, id);
  if (!bar || bar.deletedAt) throw notFound();
  return bar;
}
