import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BarRow } from '../../db/schema.ts';
import { NO_STORE } from '../../plugins/noStore.ts';
import { isAdministrator } from '../admin/records/isAdministrator.ts';
import { requireAccess, resolveAccess } from '../bars/access.ts';
import type { BarHead } from '../bars/repository.ts';
import { callerOf, loadLiveBar, loadLiveBarHead } from '../bars/routeSupport.ts';
import { readCatalogueVersion } from '../catalogue/catalogueVersion.ts';

// Who may download a bar's files (model, parts list, plan) and when the browser's copy is current:
// one rule for every file of a bar.

/** The browser keeps the file and asks again with If-None-Match each time (304 when unchanged). */
const REVALIDATE = 'private, no-cache';

type AccessQuery = { edit_token?: string | undefined; preview_token?: string | undefined };

/**
 * The same rule as `GET /api/bars/{id}`: owner, creating session, edit or preview token, or staff
 * (read only); 404 for an unknown or removed bar, 401/403 as `requireAccess` decides.
 */
export async function requireViewableBar(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  query: AccessQuery,
): Promise<BarHead> {
  const bar = await loadLiveBarHead(app.db, id);
  const caller = callerOf(request, query);
  if (resolveAccess(bar, caller) === null && !(await isAdministrator(app.db, caller.session))) {
    requireAccess(bar, caller, 'view');
  }
  return bar;
}

/**
 * A file of the bar changes with the bar's version and with the catalogue (sizes, colours, prices),
 * and a CSV or plan with the language: the entity tag names all of them.
 */
async function entityTag(app: FastifyInstance, bar: BarHead, variant: string): Promise<string> {
  const catalogueVersion = (await readCatalogueVersion(app.db)) ?? 0;
  return `"${bar.version}-${catalogueVersion}${variant ? `-${variant}` : ''}"`;
}

/** RFC 9110 13.1.2: weak comparison; `*` matches any current file. */
export function isFresh(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === tag;
  });
}

export function notModified(reply: FastifyReply, tag: string) {
  return reply.code(304).header('etag', tag).header('cache-control', REVALIDATE).send();
}

/** Failed requests are never kept (they may name a token); files are kept by the browser alone. */
export function keepFailuresOutOfCaches(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400) reply.header('cache-control', NO_STORE);
    return payload;
  });
}

/** A bar file asked for, past the access check: the client's copy is current (304), or the bar to make the file of. */
export type BarFileRequest = { isCurrent: true; tag: string } | { isCurrent: false; tag: string; bar: BarRow };

/**
 * Access first (404/401/403), then the entity tag with `variant` (a language, or ''): a current
 * copy is answered before the bar is loaded or any file made.
 */
export async function readBarFileRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { id: string; query: AccessQuery; variant: string },
): Promise<BarFileRequest> {
  const head = await requireViewableBar(app, request, options.id, options.query);
  const tag = await entityTag(app, head, options.variant);
  if (isFresh(request, tag)) return { isCurrent: true, tag };
  return { isCurrent: false, tag, bar: await loadLiveBar(app.db, head.id) };
}

/** A bar file with its type, name and entity tag, kept by the browser alone and revalidated. */
export function sendBarFile(
  reply: FastifyReply,
  file: { contentType: string; disposition: string; tag: string; body: Uint8Array | string },
) {
  const { body } = file;
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.disposition)
    .header('etag', file.tag)
    .header('cache-control', REVALIDATE)
    .send(typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}
