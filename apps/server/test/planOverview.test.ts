// A long bar's plan.pdf drawn for a venue: on the overview the detail sheets' numbers stand clear of
// the modules and of every other text, and no frame runs through a text; on the detail sheets no
// dimension figure sits on a match line. Checked on the drawing's own geometry, for bars of many
// lengths built through the same commands a user runs.
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { PresetBuilder } from '@bar/domain/seed/presets';
import { barPlan, type PlanRect } from '@bar/layout/plan/barPlan';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DrawnLine, type PlanDrawing, textBox } from '../src/features/plans/drawnSheet.ts';
import { detailWindows, planSheets } from '../src/features/plans/planSheet.ts';
import { PLAN_TEXTS } from '../src/features/plans/planTexts.ts';

const catalogue = seedCatalogue();
const texts = PLAN_TEXTS.en;

function longBar(front: ('g-raxx-600' | 'g-raxx-1200')[], back: ('back-frame-600' | 'back-frame-1200')[]) {
  const builder = new PresetBuilder(catalogue, 'o');
  builder.row('front', front);
  if (back.length > 0) builder.row('back', back);
  const plan = barPlan(builder.doc, catalogue);
  if (!plan) throw new Error('a bar with modules has a plan');
  return plan;
}

function boxOfLine(line: DrawnLine): PlanRect {
  const xs = line.points.map(([x]) => x);
  const ys = line.points.map(([, y]) => y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

function intersects(a: PlanRect, b: PlanRect): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

/** Does a horizontal or vertical segment (given as its box) pass through or touch the text's box? */
function crosses(segment: PlanRect, box: PlanRect): boolean {
  return segment.minX <= box.maxX && box.minX <= segment.maxX && segment.minY <= box.maxY && box.minY <= segment.maxY;
}

function segmentsOf(line: DrawnLine): PlanRect[] {
  const points = line.isClosed ? [...line.points, line.points[0] ?? [0, 0]] : line.points;
  return points.slice(1).map((point, index) => boxOfLine({ ...line, points: [points[index] ?? point, point] }));
}

const isFrameLabel = (text: string) => /^Sheet \d+$/.test(text);
const moduleOutlines = (drawing: PlanDrawing) =>
  drawing.lines.filter((line) => line.layer === 'MODULES' && line.style === 'outline').map(boxOfLine);

const frontModules = fc.array(fc.constantFrom('g-raxx-600' as const, 'g-raxx-1200' as const), {
  minLength: 18,
  maxLength: 70,
});
const backModules = fc.array(fc.constantFrom('back-frame-600' as const, 'back-frame-1200' as const), {
  maxLength: 30,
});

describe('the overview of a long bar', () => {
  it('numbers every detail sheet in a label clear of the module outlines and of every other text', () => {
    fc.assert(
      fc.property(frontModules, backModules, (front, back) => {
        const plan = longBar(front, back);
        const sheets = planSheets(plan, { texts, barName: 'Long bar' });
        if (sheets.length === 1) return;
        const overview = sheets[0]?.drawing as PlanDrawing;
        const labels = overview.texts.filter((drawn) => isFrameLabel(drawn.text));
        const windows = detailWindows(plan.bounds);
        // One label a detail sheet, numbered as the detail sheet says of itself ("Sheet k of n"), inside its frame.
        expect(labels.map((drawn) => drawn.text)).toEqual(windows.map((_, index) => `Sheet ${index + 2}`));
        labels.forEach((drawn, index) => {
          const window = windows[index];
          const detailLine = `Sheet ${index + 2} of ${sheets.length}`;
          expect(sheets[index + 1]?.drawing.texts.map((text) => text.text)).toContain(detailLine);
          const box = textBox(drawn);
          expect(box.minX).toBeGreaterThanOrEqual(window?.minX ?? Infinity);
          expect(box.maxX).toBeLessThanOrEqual(window?.maxX ?? -Infinity);
        });
        const outlines = moduleOutlines(overview);
        for (const label of labels) {
          const box = textBox(label);
          for (const outline of outlines) expect(intersects(box, outline), `${label.text} on a module`).toBe(false);
          for (const other of overview.texts.filter((drawn) => drawn !== label)) {
            expect(intersects(box, textBox(other)), `${label.text} on "${other.text}"`).toBe(false);
          }
        }
      }),
      { numRuns: 12, examples: [[Array(40).fill('g-raxx-1200'), Array(20).fill('back-frame-1200')]] },
    );
  });

  it('no frame line runs through a text', () => {
    fc.assert(
      fc.property(frontModules, backModules, (front, back) => {
        const sheets = planSheets(longBar(front, back), { texts, barName: 'Long bar' });
        if (sheets.length === 1) return;
        const overview = sheets[0]?.drawing as PlanDrawing;
        // The frames and their tabs: the outline pen on the dimensions layer, unfilled (the north arrow is filled).
        const frameLines = overview.lines.filter(
          (line) => line.layer === 'DIMENSIONS' && line.style === 'outline' && !line.fill,
        );
        expect(frameLines.length).toBeGreaterThan(0);
        for (const line of frameLines) {
          for (const segment of segmentsOf(line)) {
            for (const drawn of overview.texts) {
              expect(crosses(segment, textBox(drawn)), `a frame through "${drawn.text}"`).toBe(false);
            }
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe('the detail sheets of a long bar', () => {
  it('no dimension figure sits on a match line', () => {
    fc.assert(
      fc.property(frontModules, backModules, (front, back) => {
        const sheets = planSheets(longBar(front, back), { texts, barName: 'Long bar' });
        for (const sheet of sheets.slice(1)) {
          const { drawing } = sheet;
          const matchLines = drawing.lines.filter((line) => line.style === 'dashed' && line.layer === 'DIMENSIONS');
          for (const figure of drawing.texts.filter((drawn) => drawn.isFigure)) {
            for (const line of matchLines) {
              expect(crosses(boxOfLine(line), textBox(figure)), `"${figure.text}" on a match line`).toBe(false);
            }
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
