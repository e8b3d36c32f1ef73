import { ifNoneMatchHeaderSchema } from '@bar/contracts/barExports';
import {
  barPictureGetQuerySchema,
  barPictureInfoResponseSchema,
  barPicturePutQuerySchema,
  barPicturePutResponseSchema,
  MAX_BAR_PICTURE_BYTES,
} from '@bar/contracts/barPicture';
import { barAccessQuerySchema } from '@bar/contracts/bars';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, validationError } from '../../appError.ts';
import { ipSubject, THROTTLE_RULES } from '../auth/throttle.ts';
import { requireAccess } from '../bars/access.ts';
import type { BarHead } from '../bars/repository.ts';
import { barParamsSchema, callerOf, loadLiveBarHead } from '../bars/routeSupport.ts';
import { isFresh, keepFailuresOutOfCaches, notModified, requireViewableBar } from '../exports/barFileAccess.ts';
import {
  isPictureContentType,
  mediaTypeOf,
  putBarPicture,
  readBarPictureBytes,
  removeBarPicture,
} from './barPictures.ts';
import { pictureMessage } from './pictureMessages.ts';
import { findBarPicture, presentBarPicture } from './repository.ts';

/** The browser keeps the picture and asks again with If-None-Match (304 while it is the same). */
const REVALIDATE = 'private, no-cache';

/** The id and tokens of a request as sent (before its schema ran): for checks made before the body is read. */
function rawBarRequest(request: FastifyRequest): {
  id: string;
  query: { edit_token?: string; preview_token?: string };
} {
  const params = barParamsSchema.safeParse(request.params);
  const query = barAccessQuerySchema.safeParse(request.query);
  return { id: params.success ? params.data.id : '', query: query.success ? query.data : {} };
}

/** The bar the request may edit: 404, 401 or 403 as `GET /api/bars/{id}` would answer a PATCH. */
async function requireEditableBar(app: FastifyInstance, request: FastifyRequest): Promise<BarHead> {
  const { id, query } = rawBarRequest(request);
  const bar = await loadLiveBarHead(app.db, id);
  requireAccess(bar, callerOf(request, query), 'edit');
  return bar;
}

/** Counts the picture as an upload (THROTTLE_RULES.uploads): per signed-in user, else per client IP. */
async function countUpload(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const userId = request.session?.userId;
  const subject = userId ? `user:${userId}` : ipSubject(request);
  await app.throttles.enforce(request, [{ rule: THROTTLE_RULES.uploads, subject }]);
}

/**
 * Refuses a picture before its body is read: access first (the bar is named, so nothing is told to
 * whoever may not edit it), then the type (415), then a declared length past the limit (413).
 */
async function admitPicture(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  await requireEditableBar(app, request);
  if (!isPictureContentType(mediaTypeOf(request.headers['content-type']))) {
    throw new AppError('unsupportedMediaType', { message: pictureMessage('notPngOrJpeg', request.locale) });
  }
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > MAX_BAR_PICTURE_BYTES) {
    throw new AppError('payloadTooLarge', { message: pictureMessage('tooLarge', request.locale) });
  }
  await countUpload(app, request);
}

/**
 * A bar's best picture (the preview page's `og:image`, the PDF's first picture, a preset's
 * thumbnail): stored by whoever may edit the bar, read with the access of `GET /api/bars/{id}`.
 */
export const barPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  keepFailuresOutOfCaches(app);
  // Raw PNG or JPEG bodies, for these routes alone; a body past the limit is a 413 while it is read.
  app.addContentTypeParser(
    ['image/png', 'image/jpeg'],
    { parseAs: 'buffer', bodyLimit: MAX_BAR_PICTURE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/bars/:id/picture',
    {
      schema: {
        params: barParamsSchema,
        querystring: barPicturePutQuerySchema,
        consumes: ['image/png', 'image/jpeg'],
        response: { 200: barPicturePutResponseSchema },
      },
      onRequest: async (request) => admitPicture(app, request),
    },
    async (request) => {
      const bar = await requireEditableBar(app, request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (bytes.byteLength === 0) throw validationError({ body: [pictureMessage('unreadable', request.locale)] });
      const result = await putBarPicture(app, {
        barId: bar.id,
        barVersion: bar.version,
        kind: request.query.kind,
        bytes,
        contentType: mediaTypeOf(request.headers['content-type']) as 'image/png' | 'image/jpeg',
      });
      if (!result.ok) {
        const message = pictureMessage(result.refusal.message, request.locale);
        if (result.refusal.status === 415) throw new AppError('unsupportedMediaType', { message });
        throw validationError({ body: [message] });
      }
      return { data: { ...presentBarPicture(result.picture), is_stored: result.isStored } };
    },
  );

  app.get(
    '/bars/:id/picture',
    { schema: { params: barParamsSchema, querystring: barPictureGetQuerySchema, headers: ifNoneMatchHeaderSchema } },
    async (request, reply) => {
      const bar = await requireViewableBar(app, request, request.params.id, request.query);
      const picture = await findBarPicture(app.db, bar.id);
      if (!picture) throw new AppError('notFound', { message: pictureMessage('noPicture', request.locale) });
      const tag = `"${picture.uploadId}"`;
      if (isFresh(request, tag)) return notModified(reply, tag);
      const image = await readBarPictureBytes(app, picture);
      if (!image) throw new AppError('notFound', { message: pictureMessage('noPicture', request.locale) });
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('etag', tag)
        .header('cache-control', REVALIDATE)
        .send(image.bytes);
    },
  );

  app.get(
    '/bars/:id/picture/info',
    {
      schema: {
        params: barParamsSchema,
        querystring: barAccessQuerySchema,
        response: { 200: barPictureInfoResponseSchema },
      },
    },
    async (request) => {
      const bar = await requireViewableBar(app, request, request.params.id, request.query);
      const picture = await findBarPicture(app.db, bar.id);
      const wantsRaster = !picture || (picture.kind === 'raster' && picture.bar_version < bar.version);
      return { data: { picture: picture ? presentBarPicture(picture) : null, wants_raster: wantsRaster } };
    },
  );

  app.delete(
    '/bars/:id/picture',
    { schema: { params: barParamsSchema, querystring: barAccessQuerySchema } },
    async (request, reply) => {
      const bar = await requireEditableBar(app, request);
      await removeBarPicture(app, bar.id);
      return reply.code(204).send();
    },
  );
};
