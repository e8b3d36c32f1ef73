import { buildBigBar } from '@bar/domain/seed/bigBar';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import { describe, expect, it } from 'vitest';
import { barModel } from '../src/features/exports/barModel.ts';
import { buildGlb } from '../src/features/exports/buildGlb.ts';
import { buildUsdz } from '../src/features/exports/buildUsdz.ts';
import { glbView, type ModelView, threeUsdView, tinyusdzViews } from './helpers/usdReaders.ts';

const catalogue = seedCatalogue();
/** How far the USDZ's box may lie from the GLB's, metres. */
const TOLERANCE = 0.02;

const bars = [
  ...seedPresets.map((preset) => ({ name: preset.code, doc: buildPresetDocument(preset, catalogue) })),
  { name: 'the 60-module bar', doc: buildBigBar(catalogue).doc },
];

async function filesOf(doc: (typeof bars)[number]['doc']) {
  const model = barModel(doc, layoutBar(doc, catalogue), new Map());
  return { glb: await buildGlb(model, 'bar'), usdz: buildUsdz(model) };
}

function expectSameBar(usd: ModelView, glb: ModelView, label: string) {
  expect(usd.meshes, label).toBe(glb.meshes);
  for (const axis of [0, 1, 2]) {
    expect(Math.abs((usd.min[axis] ?? 0) - (glb.min[axis] ?? 0)), `${label} min ${axis}`).toBeLessThanOrEqual(
      TOLERANCE,
    );
    expect(Math.abs((usd.max[axis] ?? 0) - (glb.max[axis] ?? 0)), `${label} max ${axis}`).toBeLessThanOrEqual(
      TOLERANCE,
    );
  }
}

describe('the USDZ in readers that do not compose references', () => {
  it("three.js's USDLoader sees every mesh of the GLB, in the same box", async () => {
    for (const bar of bars) {
      const { glb, usdz } = await filesOf(bar.doc);
      const expected = await glbView(glb);
      expect(expected.meshes, bar.name).toBeGreaterThan(0);
      expectSameBar(threeUsdView(usdz), expected, bar.name);
    }
  });

  it('tinyusdz (WebAssembly, in Chromium) sees every mesh of the GLB, in the same box', async () => {
    const files = await Promise.all(bars.map((bar) => filesOf(bar.doc)));
    const views = await tinyusdzViews(files.map((file) => file.usdz));
    for (const [index, bar] of bars.entries()) {
      const expected = await glbView(files[index]?.glb ?? new Uint8Array());
      const view = views[index];
      if (!view) throw new Error(`no view of ${bar.name}`);
      expect(view.numMeshes, bar.name).toBe(expected.meshes);
      expectSameBar(view, expected, bar.name);
    }
  }, 120_000);
});
