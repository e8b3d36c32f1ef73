import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images, video and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm|map|ico|ttf|otf)$/i;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside each compressible file. */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const source = readFileSync(path);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    totals.files += 1;
    totals.bytes += source.length;
    totals.brotli += brotli.length;
  }
  return totals;
}

/**
 * Vite plugin: once the build is written (public/ files included), precompresses it so that the
 * server sends the stored .br or .gz (@fastify/static `preCompressed`) and never compresses an
 * asset per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'bar:precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const totals = precompressDir(outDir);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
        this.info(
          `precompressed ${totals.files} files in ${relative(root, outDir) || '.'}: ${kb(totals.bytes)} → ${kb(totals.brotli)} brotli`,
        );
      },
    },
  };
}
