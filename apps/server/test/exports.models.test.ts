import { buildBigBar } from '@bar/domain/seed/bigBar';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { barModel, type Picture } from '../src/features/exports/barModel.ts';
import { buildGlb } from '../src/features/exports/buildGlb.ts';
import { buildUsdz, USDZ_LAYER } from '../src/features/exports/buildUsdz.ts';
import { glbJson, readLocalHeaders, validateGlb } from './helpers/modelFiles.ts';

const catalogue = seedCatalogue();
const MAX_GLB_BYTES = 3 * 1024 * 1024;
const MAX_USDZ_BYTES = 7 * 1024 * 1024;

describe('bar models', () => {
  it.each(seedPresets.map((preset) => [preset.code, preset] as const))(
    'preset %s: a GLB the Khronos validator passes, one node per module',
    async (_code, preset) => {
      const doc = buildPresetDocument(preset, catalogue);
      const model = barModel(doc, layoutBar(doc, catalogue), new Map());
      const glb = await buildGlb(model, preset.code);
      const report = await validateGlb(glb);
      // Errors (0) and warnings (1) none; hints such as a picture's non-power-of-two size may be.
      expect(report.issues.messages.filter((issue) => issue.severity <= 1)).toEqual([]);
      expect(report.issues.numErrors).toBe(0);
      expect(report.issues.numErrors).toBe(0);
      const names = glbJson(glb).nodes.map((node) => node.name);
      const modules = doc.front.baseModules.length + doc.back.baseModules.length;
      expect(names.filter((name) => /^(front|back)\/module-\d+$/.test(name ?? ''))).toHaveLength(modules);
      expect(names).toContain(doc.front.baseModules.length > 0 ? 'front/module-1' : 'back/module-1');
    },
  );

  it('keeps the 60-module bar under 3 MB, sharing one mesh per shape, finish and colour', async () => {
    const doc = buildBigBar(catalogue).doc;
    const drawList = layoutBar(doc, catalogue);
    const glb = await buildGlb(barModel(doc, drawList, new Map()), 'Big bar');
    expect(glb.byteLength).toBeLessThanOrEqual(MAX_GLB_BYTES);
    expect((await validateGlb(glb)).issues.numErrors).toBe(0);
    const json = glbJson(glb);
    const pieceNodes = json.nodes.filter((node) => node.mesh !== undefined);
    expect(pieceNodes.length).toBe(drawList.pieces.length + drawList.images.length);
    expect(json.meshes.length).toBeLessThan(60);
  });

  it('puts an uploaded picture in as a texture, and the background colour where it is missing', async () => {
    const preset = seedPresets
      .map((candidate) => buildPresetDocument(candidate, catalogue))
      .find((candidate) => candidate.front.brandings.length > 0);
    const [branding, ...otherBrandings] = preset?.front.brandings ?? [];
    expect(branding).toBeDefined();
    if (!preset || !branding) throw new Error('no preset has a banner');
    const withUpload = { ...branding, image_url: '/api/uploads/AAAAAAAAAAAAAAAAAAAAAA', fill_image: true };
    const doc = { ...preset, front: { ...preset.front, brandings: [withUpload, ...otherBrandings] } };
    const drawList = layoutBar(doc, catalogue);
    const png = await sharp({ create: { width: 64, height: 32, channels: 4, background: '#c03020' } })
      .png()
      .toBuffer();
    const picture: Picture = { id: 'AAAAAAAAAAAAAAAAAAAAAA', bytes: png, mimeType: 'image/png', width: 64, height: 32 };
    const withPicture = await buildGlb(barModel(doc, drawList, new Map([[picture.id, picture]])), 'x');
    const withPictureByUrl = await buildGlb(
      barModel(doc, drawList, new Map([['/api/uploads/AAAAAAAAAAAAAAAAAAAAAA', picture]])),
      'x',
    );
    expect(glbJson(withPicture).images).toBeUndefined();
    expect(glbJson(withPictureByUrl).images).toEqual([expect.objectContaining({ mimeType: 'image/png' })]);
    expect((await validateGlb(withPictureByUrl)).issues.numErrors).toBe(0);

    const usdz = buildUsdz(barModel(doc, drawList, new Map([['/api/uploads/AAAAAAAAAAAAAAAAAAAAAA', picture]])));
    const entries = readLocalHeaders(usdz);
    expect(entries.map((entry) => entry.name)).toEqual([USDZ_LAYER, 'textures/AAAAAAAAAAAAAAAAAAAAAA.png']);
    expect(Buffer.from(entries[1]?.data ?? []).equals(png)).toBe(true);
    expect(new TextDecoder().decode(entries[0]?.data)).toContain('@textures/AAAAAAAAAAAAAAAAAAAAAA.png@');
  });

  it('packs the USDZ uncompressed, the USD layer first, every file 64-byte aligned', () => {
    const doc = buildBigBar(catalogue).doc;
    const usdz = buildUsdz(barModel(doc, layoutBar(doc, catalogue), new Map()));
    const entries = readLocalHeaders(usdz);
    expect(entries[0]?.name).toBe(USDZ_LAYER);
    for (const entry of entries) {
      expect(entry.method).toBe(0);
      expect(entry.dataOffset % 64).toBe(0);
    }
    const layer = new TextDecoder().decode(entries[0]?.data);
    expect(layer.startsWith('#usda 1.0')).toBe(true);
    expect(layer).toContain('upAxis = "Y"');
    expect(layer).toContain('metersPerUnit = 1');
    expect(layer.match(/def Xform "(front|back)_module_\d+"/g)).toHaveLength(60);
    // Every piece carries its own mesh (readers without composition see it): 6.3 MB, brotli-compressed in transit.
    expect(usdz.byteLength).toBeLessThanOrEqual(MAX_USDZ_BYTES);
    expect(layer).not.toContain('references');
  });
});
