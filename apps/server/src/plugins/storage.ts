import { randomBytes } from 'node:crypto';
import type { UPLOAD_CONTENT_TYPES } from '@bar/contracts/uploads';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schemaContent.ts';

export type StoredImage = {
  id: string;
  contentType: (typeof UPLOAD_CONTENT_TYPES)[number];
  width: number;
  height: number;
  bytes: Buffer;
};

/** Where uploaded images live. Every server process must see the same images. */
export type ImageStorage = {
  /** Stores the image under a new random id. */
  save(image: Omit<StoredImage, 'id'>): Promise<StoredImage>;
  find(id: string): Promise<StoredImage | null>;
  /** Removes the image; an id that names none is no error. For images that only their owner names (a bar's picture). */
  remove(id: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    storage: ImageStorage;
  }
}

const ID_BYTES = 16;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** 128 random bits, base64url: unguessable, so an image is reached only through its link. */
export function newUploadId(): string {
  return randomBytes(ID_BYTES).toString('base64url');
}

export function isUploadId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** Images in the `uploads` table: shared by all processes, backed up with the rest of the data. */
export function databaseImageStorage(db: Database): ImageStorage {
  return {
    async save(image) {
      const stored = { ...image, id: newUploadId() };
      await db.insert(uploads).values({
        id: stored.id,
        contentType: stored.contentType,
        width: stored.width,
        height: stored.height,
        byteSize: stored.bytes.byteLength,
        bytes: stored.bytes,
      });
      return stored;
    },
    async find(id) {
      if (!isUploadId(id)) return null;
      const [row] = await db
        .select({
          id: uploads.id,
          contentType: uploads.contentType,
          width: uploads.width,
          height: uploads.height,
          bytes: uploads.bytes,
        })
        .from(uploads)
        .where(eq(uploads.id, id))
        .limit(1);
      return row ?? null;
    },
    async remove(id) {
      if (!isUploadId(id)) return;
      await db.delete(uploads).where(eq(uploads.id, id));
    },
  };
}

export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('storage', databaseImageStorage(app.db));
  },
  { name: 'storage', dependencies: ['db'] },
);
