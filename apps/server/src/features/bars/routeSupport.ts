import type { barAccessQuerySchema } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import type { Locale } from '@bar/domain/locale';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { type Caller, presentedAccess } from './access.ts';
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

/** A 409 that carries the bar as stored now, so the client can continue from it (with the links only for whom they are). */
export function conflict(
  key: MessageKey,
  current: BarRow,
  catalogue: Catalogue,
  { locale, caller }: { locale: Locale; caller: Caller },
): AppError {
  const access = presentedAccess(current, caller) ?? 'view';
  return new AppError('conflict', { key, data: presentBar(current, catalogue, locale, access) });
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

/** A request to `/bars/:id/...` that may carry the bar's links (`edit_token`, `preview_token`) in its query. */
type BarRequest = FastifyRequest & { params: { id: string }; query: z.infer<typeof barAccessQuerySchema> };

/** The bar a `/bars/:id/...` request names (404 when unknown or removed, see `loadLiveBarHead`) and who asks for it. */
export async function liveBarAndCaller(db: Database, request: BarRequest): Promise<{ bar: BarHead; caller: Caller }> {
  const bar = await loadLiveBarHead(db, request.params.id);
  return { bar, caller: callerOf(request, request.query) };
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
  serializerCompiler: () => serializeBarReply,
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The JSON text of the sides replies carried. A side is never changed once a document holding it
// was checked or read (the promise the save's memos rest on), and a save keeps the sides it left
// alone as the same objects, so the text of an unchanged side (up to 60 KB) is made once.
const sideTexts = new WeakMap<object, string>();

function sideText(side: object): string {
  let text = sideTexts.get(side);
  if (text === undefined) {
    text = JSON.stringify(side);
    sideTexts.set(side, text);
  }
  return text;
}

/**
 * A bar reply `{ data: { ...document, front, back, ... } }` as JSON: what `JSON.stringify` gives
 * (the sides come last in `data`), with the text of each side taken from `sideTexts`. Anything
 * else is `JSON.stringify`d.
 */
export function serializeBarReply(reply: unknown): string {
  if (!isRecord(reply) || !isRecord(reply.data)) return JSON.stringify(reply);
  const { front, back, ...rest } = reply.data;
  if (!isRecord(front) || !isRecord(back)) return JSON.stringify(reply);
  const { data: _data, ...outer } = reply;
  const restText = JSON.stringify(rest);
  const inner = `${restText.slice(0, -1)}${restText.length > 2 ? ',' : ''}"front":${sideText(front)},"back":${sideText(back)}}`;
  const outerText = JSON.stringify(outer);
  return `{"data":${inner}${outerText.length > 2 ? `,${outerText.slice(1)}` : '}'}`;
}
