import { MAX_UPLOAD_BYTES, uploadResponseSchema } from '@bar/contracts/uploads';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, validationError } from '../../appError.ts';
import { ipSubject, THROTTLE_RULES } from '../auth/throttle.ts';
import { reencodeImage } from './reencodeImage.ts';
import { SWEEP_EVERY_MS, SWEEP_UPLOADS_JOB, sweepUploadsJob } from './sweepUploads.ts';
import { type UploadMessage, uploadMessage } from './uploadMessages.ts';

const uploadParamsSchema = z.object({ id: z.string() });
/** Stored images never change under their id, so browsers and proxies may keep them for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * Counts the upload before its bytes are read, so a flood is turned away cheaply (429 past the
 * limit, nothing stored). Per signed-in user, else per client IP: a new session changes neither.
 * A PDF made in the editor takes 3 uploads, a banner picture 1 (THROTTLE_RULES.uploads).
 */
async function countUpload(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const userId = request.session?.userId;
  const subject = userId ? `user:${userId}` : ipSubject(request);
  await app.throttles.enforce(request, [{ rule: THROTTLE_RULES.uploads, subject }], (seconds) =>
    uploadMessage('tooMany', request.locale, { seconds: String(seconds) }),
  );
}

function refused(request: FastifyRequest, message: UploadMessage): AppError {
  return validationError({ file: [uploadMessage(message, request.locale)] });
}

/** The bytes of the multipart field `file`; null when the request carries no such file. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) return null;
  try {
    const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
    if (file?.fieldname !== 'file') return null;
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payloadTooLarge', { message: uploadMessage('tooLarge', request.locale) });
    }
    // The form parser (busboy) throws plain errors for a body that is no form ("Multipart: Boundary
    // not found", "Unexpected end of multipart data"): the client's mistake, so no file (422), not a 500.
    if (typeof (error as { statusCode?: unknown }).statusCode !== 'number') return null;
    throw error;
  }
}

export type UploadRoutesOptions = {
  /** Unreferenced uploads are removed once they are this many hours old (UPLOAD_GRACE_HOURS). */
  graceHours: number;
};

/**
 * Queues a sweep of unreferenced uploads every hour. Every server process does; the singleton
 * key keeps one waiting or running at a time, and whichever process works the queues runs it.
 */
function scheduleSweeps(app: FastifyInstance): void {
  const queueSweep = async () => {
    try {
      await app.jobs.enqueue(SWEEP_UPLOADS_JOB, {}, { singletonKey: 'sweep' });
    } catch (error) {
      if (error instanceof Error && /singleton key already queued/.test(error.message)) return;
      app.log.error({ err: error }, 'upload sweep not queued');
    }
  };
  const timer = setInterval(() => void queueSweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Branding images (B5): JPG or PNG up to 2 MB, judged by their bytes and re-encoded before storing. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  // Registered here, so only these routes accept multipart bodies.
  await app.register(fastifyMultipart);
  app.jobs.register(sweepUploadsJob(options.graceHours * 3_600_000));
  scheduleSweeps(app);

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
    if (!image) throw new AppError('notFound', { key: 'images.notFound' });
    return reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMMUTABLE_CACHE)
      .send(image.bytes);
  });
};
