// Time and size of a bar's 3D model files as GET /api/bars/{id}/model.glb and model.usdz build them
// (layout → model → file, in process, no cache): every seed preset, the 60-module bar of the domain
// benchmark, the 60-module bar of the scene benchmark, and the latter with a 1200 × 800 JPEG on
// every picture surface. Targets: GLB ≤ 300 ms and ≤ 3 MB for the 60-module bar. "USDZ br KB" is
// the USDZ as the server sends it to a client that accepts brotli (quality 5, plugins/compression.ts).
// Run: npm run models -w @bar/bench   (RUNS=15 by default)
import os from 'node:os';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import sharp from 'sharp';
import { barModel, type Picture } from '../apps/server/src/features/exports/barModel.ts';
import { buildGlb } from '../apps/server/src/features/exports/buildGlb.ts';
import { buildUsdz } from '../apps/server/src/features/exports/buildUsdz.ts';
import { bigBar, catalogue } from './bigBar.ts';
import { sceneCatalogue, sixtyModuleBar } from './sceneBars.ts';

const RUNS = Number(process.env.RUNS ?? 15);
const GLB_TARGET_MS = 300;
const GLB_TARGET_BYTES = 3 * 1024 * 1024;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed<T>(make: () => Promise<T> | T): Promise<{ ms: number; fastest: number; value: T }> {
  let value = await make();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    value = await make();
    samples.push(performance.now() - started);
  }
  return { ms: median(samples), fastest: Math.min(...samples), value };
}

const PICTURE_URL = '/api/uploads/BenchPictureAAAAAAAAAA';

/** A 1200 × 800 photo-like JPEG (noise compresses as badly as a photo), as an upload would be stored. */
async function benchPicture(): Promise<Picture> {
  const pixels = Buffer.alloc(1200 * 800 * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = (seed >> 16) & 0xff;
  }
  const bytes = await sharp(pixels, { raw: { width: 1200, height: 800, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { id: 'BenchPictureAAAAAAAAAA', bytes, mimeType: 'image/jpeg', width: 1200, height: 800 };
}

type Case = { name: string; doc: BarDocument; catalogue: Catalogue; picture?: Picture };

const cases: Case[] = seedPresets.map((preset) => ({
  name: `preset ${preset.code}`,
  doc: buildPresetDocument(preset, catalogue),
  catalogue,
}));
const big = bigBar().doc;
cases.push({ name: '60 modules (bench/bigBar.ts)', doc: big, catalogue });
const scene = sixtyModuleBar();
cases.push({ name: '60 modules (bench/sceneBars.ts)', doc: scene, catalogue: sceneCatalogue });
cases.push({
  name: '60 modules (sceneBars), one JPEG on every surface',
  doc: scene,
  catalogue: sceneCatalogue,
  picture: await benchPicture(),
});

console.log(
  `median of ${RUNS} runs each, layout + model + file; load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.availableParallelism()} cores`,
);
console.log(
  `${'bar'.padEnd(52)} ${'pieces'.padStart(6)}  ${'GLB ms'.padStart(7)} ${'(min)'.padStart(6)} ${'GLB KB'.padStart(7)}  ${'USDZ ms'.padStart(7)} ${'USDZ KB'.padStart(8)} ${'br KB'.padStart(6)}`,
);
let isWithinTargets = true;
for (const entry of cases) {
  const { picture } = entry;
  const model = () => {
    const drawList = layoutBar(entry.doc, entry.catalogue);
    if (!picture) return barModel(entry.doc, drawList, new Map());
    const images = drawList.images.map((surface) => ({ ...surface, imageUrl: PICTURE_URL }));
    return barModel(entry.doc, { ...drawList, images }, new Map([[PICTURE_URL, picture]]));
  };
  const pieces = layoutBar(entry.doc, entry.catalogue).pieces.length;
  const glb = await timed(() => buildGlb(model(), entry.name));
  const usdz = await timed(() => buildUsdz(model()));
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  const sent = brotliCompressSync(usdz.value, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  console.log(
    `${entry.name.padEnd(52)} ${String(pieces).padStart(6)}  ${glb.ms.toFixed(1).padStart(7)} ${glb.fastest.toFixed(1).padStart(6)} ${kb(glb.value.byteLength).padStart(7)}  ${usdz.ms.toFixed(1).padStart(7)} ${kb(usdz.value.byteLength).padStart(8)} ${kb(sent.byteLength).padStart(6)}`,
  );
  if (glb.ms > GLB_TARGET_MS || glb.value.byteLength > GLB_TARGET_BYTES) isWithinTargets = false;
}
console.log(isWithinTargets ? `every GLB within ${GLB_TARGET_MS} ms and 3 MB` : 'a GLB missed its target');
