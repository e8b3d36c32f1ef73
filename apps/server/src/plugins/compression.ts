import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Replies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * @fastify/compress's own list (text, JSON, XML, octet-stream), and the USDZ: a zip that stores its
 * files uncompressed (Quick Look requires it), its USD layer text that repeats each piece's mesh,
 * so that brotli makes the 60-module bar's 6.3 MB about 22 KB. Types mime-db marks compressible
 * (GLB, CSV) are compressed as well.
 */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)|^model\/vnd\.usdz\+zip(?:;|$)/u;

/**
 * Compresses replies of compressible types (JSON, CSV, text, USDZ) over 1 KB with brotli or gzip, as the
 * client's Accept-Encoding allows, brotli first, and adds `Vary: Accept-Encoding`. Replies that
 * already carry a Content-Encoding (the precompressed web assets) and types that are compressed
 * by nature (PDF, images, video) are sent untouched; streams stay streams.
 * Registered before the routes: it hooks into each route as it is declared.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE_TYPES,
      // Quality 11 (the default) is meant for build time; 5 compresses JSON nearly as well, far faster.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
      // Request bodies are not inflated: no client needs it, and it would be one more way in.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
