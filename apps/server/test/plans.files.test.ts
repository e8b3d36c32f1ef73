// The plan files read back by independent readers: dxf-parser, the SVG's texts, pdftotext; the
// plan's overall size against the GLB the 3D files are made from.
import { buildBigBar } from '@bar/domain/seed/bigBar';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { barDimensions } from '@bar/layout/dimensions';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import { barPlan } from '@bar/layout/plan/barPlan';
import DxfParser, { type ILineEntity, type IPolylineEntity, type ITextEntity } from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { barModel } from '../src/features/exports/barModel.ts';
import { buildGlb } from '../src/features/exports/buildGlb.ts';
import { PLAN_PAGE_ROOM } from '../src/features/pdf/buildPartsListPdf.ts';
import { makePlanFile, type PlanFileInput, sheetOfBar, sheetsOfBar } from '../src/features/plans/makePlanFile.ts';
import { DETAIL_SCALE, detailWindows, PAPERS, SHEET_MARGIN } from '../src/features/plans/planSheet.ts';
import { PLAN_TEXTS } from '../src/features/plans/planTexts.ts';
import { glbView } from './helpers/usdReaders.ts';
import { pdfPageCount, pdfText } from './pdf.helpers.ts';

const catalogue = seedCatalogue();
const bars = [
  ...seedPresets.map((preset) => ({ name: preset.code, doc: buildPresetDocument(preset, catalogue) })),
  { name: 'the 60-module bar', doc: buildBigBar(catalogue).doc },
];

function inputOf(doc: PlanFileInput['doc']): PlanFileInput {
  return { doc, catalogue, barName: 'Café "Süd"', locale: 'en' };
}

async function fileText(doc: PlanFileInput['doc'], format: 'svg' | 'dxf'): Promise<string> {
  const bytes = await makePlanFile(inputOf(doc), format);
  if (!bytes) throw new Error('a bar with modules has a plan');
  return new TextDecoder().decode(bytes);
}

function extent(values: number[]): number {
  return Math.max(...values) - Math.min(...values);
}

describe('the plan as DXF, read by dxf-parser', () => {
  it.each(bars.map((bar) => [bar.name, bar.doc] as const))(
    '%s: layers MODULES, DIMENSIONS, TEXT; one closed outline per module of its catalogue width; the GLB’s size',
    async (_name, doc) => {
      const dxf = new DxfParser().parseSync(await fileText(doc, 'dxf'));
      if (!dxf) throw new Error('dxf-parser read nothing');
      expect(dxf.header.$ACADVER).toBe('AC1009');
      expect(dxf.header.$INSUNITS).toBe(4);
      expect(Object.keys(dxf.tables.layer.layers).sort()).toEqual(['DIMENSIONS', 'MODULES', 'TEXT']);
      const outlines = dxf.entities
        .filter((entity): entity is IPolylineEntity => entity.type === 'POLYLINE' && entity.layer === 'MODULES')
        .filter((polyline) => polyline.shape && polyline.lineType !== 'DASHED');
      const placed = (['front', 'back'] as const).flatMap((side) => doc[side].baseModules);
      for (const instance of placed) {
        const definition = catalogue.baseModules.get(instance.base_module_id);
        if (!definition) throw new Error('every placed module is in the catalogue');
        const isTurned = instance.rotation === 90 || instance.rotation === 270;
        const [alongX, alongY] = isTurned ? [definition.depth, definition.width] : [definition.width, definition.depth];
        // Floor millimetres, y north in the DXF: the module's footprint (its position is the centre).
        const matches = outlines.filter((polyline) => {
          const xs = polyline.vertices.map((vertex) => vertex.x);
          const ys = polyline.vertices.map((vertex) => vertex.y);
          return Math.abs(extent(xs) - alongX) < 0.01 && Math.abs(extent(ys) - alongY) < 0.01;
        });
        expect(matches.length, `${instance.id}`).toBeGreaterThanOrEqual(1);
      }
      const moduleOutlines = outlines.filter((polyline) => polyline.vertices.length === 4);
      // Modules plus the counter boards, each drawn once as a closed outline.
      const boards = layoutBar(doc, catalogue).pieces.filter((piece) => piece.family === 'counterBoard').length;
      expect(moduleOutlines.length).toBe(placed.length + boards);

      const glb = await glbView(await buildGlb(barModel(doc, layoutBar(doc, catalogue), new Map()), 'bar'));
      const texts = dxf.entities.filter((entity): entity is ITextEntity => entity.type === 'TEXT');
      const figures = new Set(texts.map((text) => text.text));
      const glbWidth = (glb.max[0] - glb.min[0]) * 1000;
      const glbDepth = (glb.max[2] - glb.min[2]) * 1000;
      const dimensions = barDimensions(doc, catalogue);
      expect(Math.abs((dimensions?.width.lengthMm ?? 0) - glbWidth)).toBeLessThanOrEqual(1);
      expect(Math.abs((dimensions?.depth.lengthMm ?? 0) - glbDepth)).toBeLessThanOrEqual(1);
      expect(figures).toContain(String(dimensions?.width.lengthMm));
      expect(figures).toContain(String(dimensions?.depth.lengthMm));
      // The overall dimension line itself: its ends lie as far apart as the GLB is wide.
      const lines = dxf.entities.filter(
        (entity): entity is ILineEntity => entity.type === 'LINE' && entity.layer === 'DIMENSIONS',
      );
      const lengths = lines.map((line) => {
        const [a, b] = line.vertices;
        return Math.hypot((b?.x ?? 0) - (a?.x ?? 0), (b?.y ?? 0) - (a?.y ?? 0));
      });
      expect(lengths.some((length) => Math.abs(length - glbWidth) <= 1)).toBe(true);
      expect(lengths.some((length) => Math.abs(length - glbDepth) <= 1)).toBe(true);
    },
  );
});

describe('the plan as SVG and PDF', () => {
  it.each(bars.map((bar) => [bar.name, bar.doc] as const))(
    "%s: the SVG's dimension figures are barDimensions' width, depth and module widths, and the aisle",
    async (_name, doc) => {
      const svg = await fileText(doc, 'svg');
      expect(svg).toMatch(/<svg [^>]*width="(297|420)mm" height="(210|297)mm"/);
      const figures = [...svg.matchAll(/<text [^>]*class="figure"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      const dimensions = barDimensions(doc, catalogue);
      if (!dimensions) throw new Error('a bar with modules has dimensions');
      const aisle =
        doc.front.baseModules.length > 0 && doc.back.baseModules.length > 0 ? [doc.back.settings.offsetZ] : [];
      const expected = [
        ...dimensions.modules.map((line) => line.lengthMm),
        dimensions.width.lengthMm,
        dimensions.depth.lengthMm,
        ...aisle,
      ].map(String);
      expect(figures.sort()).toEqual(expected.sort());
      expect(svg).toContain('Café &#34;Süd&#34; – top view 1:');
    },
  );

  it('the PDF: one landscape page whose text pdftotext reads, with the scale, the words and the figures', async () => {
    const preset = seedPresets.find((entry) => entry.code === 'full-service-bar');
    if (!preset) throw new Error('the seed has the full-service bar');
    const doc = buildPresetDocument(preset, catalogue);
    const pdf = await makePlanFile(inputOf(doc), 'pdf');
    if (!pdf) throw new Error('a bar with modules has a plan');
    const bytes = Buffer.from(pdf);
    expect(pdfPageCount(bytes)).toBe(1);
    const text = pdfText(bytes);
    expect(text).toMatch(/top view 1:(20|50)\b/);
    for (const word of ['Customers', 'N', 'Front bar', 'Back bar', 'Working aisle', 'Dimensions in mm']) {
      expect(text).toContain(word);
    }
    const dimensions = barDimensions(doc, catalogue);
    for (const line of [dimensions?.width, dimensions?.depth, ...(dimensions?.modules ?? [])]) {
      expect(text).toContain(String(line?.lengthMm));
    }
  });
});

describe('a bar too long for 1:50 on A3: plan.pdf is an overview and detail sheets at 1:50', () => {
  const bigDoc = buildBigBar(catalogue).doc;
  const plan = barPlan(bigDoc, catalogue);
  if (!plan) throw new Error('the 60-module bar has a plan');
  const windows = detailWindows(plan.bounds);
  const count = windows.length + 1;

  it('the detail windows cover the whole bar, neighbours overlapping', () => {
    expect(windows.length).toBeGreaterThanOrEqual(2);
    expect(windows[0]?.minX).toBe(plan.bounds.minX);
    expect(windows.at(-1)?.maxX).toBe(plan.bounds.maxX);
    windows.slice(1).forEach((window, index) => {
      expect(window.minX).toBeLessThan(windows[index]?.maxX ?? -Infinity);
    });
  });

  it('read back by pdftotext: "sheet 1 of n" the overview at its scale, sheets 2 to n at 1:50 on A3', async () => {
    const pdf = await makePlanFile({ ...inputOf(bigDoc), barName: 'Long bar' }, 'pdf');
    if (!pdf) throw new Error('a bar with modules has a plan');
    const bytes = Buffer.from(pdf);
    expect(pdfPageCount(bytes)).toBe(count);
    const pages = pdfText(bytes).split('\f').slice(0, count);
    expect(pages[0]).toContain(`Overview – sheet 1 of ${count}`);
    expect(pages[0]).toMatch(/Long bar – top view 1:(100|200|500)\b/);
    for (let sheet = 2; sheet <= count; sheet++) {
      expect(pages[0]).toContain(`Sheet ${sheet}`);
      const page = pages[sheet - 1];
      expect(page).toContain('Long bar – top view 1:50');
      expect(page).toContain(`Sheet ${sheet} of ${count}`);
      for (const word of ['Customers', 'Front bar', 'Dimensions in mm', '0', 'mm']) expect(page).toContain(word);
      if (sheet > 2) expect(page).toContain(`Match line – see sheet ${sheet - 1}`);
      if (sheet < count) expect(page).toContain(`Match line – see sheet ${sheet + 1}`);
    }
    // The detail sheets are A3 landscape: 1190.55 × 841.89 points.
    const a3Pages = String(bytes).match(/\/MediaBox \[0 0 1190\.55 841\.89\]/g) ?? [];
    expect(a3Pages.length).toBeGreaterThanOrEqual(count - 1);
  });

  it.each(Object.keys(PLAN_TEXTS) as (keyof typeof PLAN_TEXTS)[])(
    '%s: every detail sheet at 1:50 fits A3 inside its margins; every module is drawn on one, cut ones on two',
    (locale) => {
      const sheets = sheetsOfBar({ ...inputOf(bigDoc), locale });
      if (!sheets) throw new Error('a bar with modules has a plan');
      expect(sheets).toHaveLength(count);
      const room = { width: PAPERS.A3.width - 2 * SHEET_MARGIN, height: PAPERS.A3.height - 2 * SHEET_MARGIN };
      const outlines = sheets.slice(1).map((sheet) => {
        const { extent, scale } = sheet.drawing;
        expect(sheet.paper).toBe('A3');
        expect(scale).toBe(DETAIL_SCALE);
        expect((extent.maxX - extent.minX) / scale).toBeLessThanOrEqual(room.width);
        expect((extent.maxY - extent.minY) / scale).toBeLessThanOrEqual(room.height);
        return sheet.drawing.lines.filter((line) => line.layer === 'MODULES' && line.style === 'outline').length;
      });
      // Clipped, not dropped: each window draws every module it reaches into, whole or in part.
      const reached = windows.map(
        (window) =>
          plan.modules.filter(
            (module) => module.outline.some(([x]) => x > window.minX) && module.outline.some(([x]) => x < window.maxX),
          ).length,
      );
      expect(reached.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(plan.modules.length);
      expect(outlines).toEqual(reached);
    },
  );
  it('the parts-list PDF’s plan page: the overview with the frames and a line pointing to plan.pdf', () => {
    const sheet = sheetOfBar(inputOf(bigDoc), PLAN_PAGE_ROOM);
    const texts = sheet?.drawing.texts.map((drawn) => drawn.text) ?? [];
    expect(texts).toContain(`Detail sheets at 1:50 (A3): download "Plan (PDF)", sheets 2 to ${count}`);
    expect(texts).toContain(`Sheet ${count}`);
  });

  it('a bar that fits at 1:20 or 1:50 keeps its one sheet, as before', () => {
    for (const preset of seedPresets) {
      const input = inputOf(buildPresetDocument(preset, catalogue));
      const sheets = sheetsOfBar(input);
      expect(sheets).toEqual([sheetOfBar(input)]);
      expect(sheets?.[0]?.drawing.texts.some((drawn) => /sheet/i.test(drawn.text))).toBe(false);
      expect(sheetOfBar(input, PLAN_PAGE_ROOM)?.drawing.texts.some((drawn) => /sheet/i.test(drawn.text))).toBe(false);
    }
  });
});
