import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES, uploadResponseSchema } from '@bar/contracts/uploads';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, validationError } from '../../appError.ts';
import { hitThrottle } from '../auth/throttle.ts';
import { reencodeImage } from './reencodeImage.ts';
import { type UploadMessage, uploadMessage } from './uploadMessages.ts';

const uploadParamsSchema = z.object({ id: z.string() });
/** Stored images never change under their id, so browsers and proxies may keep them for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Uploads a session (or, without one, an address) may send a minute: a PDF takes 3, a banner 1. */
export const UPLOADS_PER_MINUTE = 30;

/** Counts the upload before its bytes are read, so a flood is turned away cheaply; 429 past the limit. */
async function countUpload(app: { db: Parameters<typeof hitThrottle>[0] }, request: FastifyRequest): Promise<void> {
  const who = request.session?.id ?? `ip:${request.ip}`;
  const key = `upload:${createHash('sha256').update(who).digest('hex')}`;
  const state = await hitThrottle(app.db, key, 60_000);
  if (state.hits > UPLOADS_PER_MINUTE) {
    throw new AppError('throttled', {
      message: uploadMessage('tooMany', request.locale),
      retryAfterSeconds: state.retryAfterSeconds,
    });
  }
}

function refused(request: FastifyRequest, message: UploadMessage): AppError {
  return validationError({ file: [uploadMessage(message, request.locale)] });
}

/** The bytes of the multipart field `file`; null when the request carries no such file. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) return null;
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
  if (file?.fieldname !== 'file') return null;
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payloadTooLarge', { message: uploadMessage('tooLarge', request.locale) });
    }
    throw error;
  }
}

/** Branding images (B5): JPG or PNG up to 2 MB, judged by their bytes and re-encoded before storing. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only these routes accept multipart bodies.
  await app.register(fastifyMultipart);

  app.post('/uploads', { schema: { response: { 201: uploadResponseSchema } } }, async (request, reply) => {
    await countUpload(app, request);
    const bytes = await readUploadedFile(request);
    if (!bytes || bytes.byteLength === 0) throw refused(request, 'fileMissing');
    const result = await reencodeImage(bytes);
    if (!result.ok) throw refused(request, result.reason);
    const stored = await app.storage.save(result.image);
    return reply.code(201).send({
      data: { id: stored.id, url: `/api/uploads/${stored.id}`, width: stored.width, height: stored.height },
    });
  });

  app.get('/uploads/:id', { schema: { params: uploadParamsSchema } }, async (request, reply) => {
    const image = await app.storage.find(request.params.id);
    if (!image) throw new AppError('notFound', { message: 'This image does not exist.' });
    return reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMMUTABLE_CACHE)
      .send(image.bytes);
  });
};
