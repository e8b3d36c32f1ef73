import { JSON_PATCH_CONTENT_TYPE } from '@bar/contracts/barPatch';
import type { barAccessQuerySchema } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import type { Locale } from '@bar/domain/locale';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import type { Caller } from './access.ts';
import { findBarHeadForSave } from './barHeadForSave.ts';
import { presentBar } from './presentBar.ts';
import { type BarHead, findBar, findBarHead } from './repository.ts';

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

/** As `loadLiveBar`, without reading the document: for checks of access and version. */
export async function loadLiveBarHead(db: Database, id: string): Promise<BarHead> {
  const bar = await findBarHead(db, id);
  if (!bar || bar.deletedAt) throw notFound();
  return bar;
}

/** As `loadLiveBarHead`, with the catalogue's version counter read in the same query (see findBarHeadForSave). */
export async function loadLiveBarHeadForSave(
  db: Database,
  id: string,
): Promise<{ bar: BarHead; catalogueVersion: number | null }> {
  const found = await findBarHeadForSave(db, id);
  if (!found || found.bar.deletedAt) throw notFound();
  return found;
}

/**
 * Route options that send the reply as `JSON.stringify` makes it instead of parsing it through its
 * zod schema first: for the bar replies (up to 100 KB) that parse was a sixth of a save's CPU. The
 * handlers build these replies from checked documents, typed by the same schemas; the route schema
 * still documents the reply, and the contract tests parse it.
 */
export const trustedJson = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;

/** 415 for a PATCH whose body is not `application/json-patch+json` (RFC 5789: the server names the formats it takes). */
export async function requireJsonPatch(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === JSON_PATCH_CONTENT_TYPE) return;
  reply.header('accept-patch', JSON_PATCH_CONTENT_TYPE);
  throw Object.assign(new Error(`Send the changes as ${JSON_PATCH_CONTENT_TYPE} (RFC 6902).`), { statusCode: 415 });
}
