import type { BarPlan } from '@bar/layout/plan/barPlan';
import {
  DIMENSION_TEXT,
  extentOf,
  LABEL_TEXT,
  type PlanDrawing,
  rectPoints,
  type Sheet,
  TIER,
  TITLE_TEXT,
  text,
} from './drawnSheet.ts';
import { dimension, windowedDimension } from './planDimensions.ts';
import { aisleDimensionX, frame, matchLine } from './planFrames.ts';
import { northArrow, scaleBar } from './planLegend.ts';
import type { PlanTexts } from './planTexts.ts';
import type { PlanWindow } from './planWindows.ts';

// A bar's plan laid out for one scale (drawnSheet.ts says what it is drawn with): the modules,
// the aisle, the dimensions, and on a sheet of a set its match lines or frames.

/** Paper millimetres between the bar and the names of its sides. */
const SIDE_LABEL_GAP = 4;

const AISLE_FILL = '#eef3f8';
const MODULE_FILL = '#f4f4f4';

/**
 * What a sheet of a set adds to the plan: on a detail sheet its window and the match lines to its
 * neighbours, on the overview the detail sheets' numbered frames; the line under the title
 * ("Sheet 2 of 4"). A plan on one sheet has none of them.
 */
export type SheetMarks = {
  window?: PlanWindow;
  matchLines?: { x: number; label: string; side: 'west' | 'east' }[];
  frames?: { minX: number; maxX: number; label: string }[];
  sheetLine?: string;
};

/** The plan drawn at 1:`scale`, titled with the bar's name, in the reader's words. */
export function planDrawing(
  plan: BarPlan,
  options: { scale: number; texts: PlanTexts; barName: string; marks?: SheetMarks },
): PlanDrawing {
  const { scale, texts } = options;
  const marks = options.marks ?? {};
  const sheet: Sheet = { scale, lines: [], texts: [] };
  const { bounds } = plan;
  if (plan.aisle) {
    sheet.lines.push({
      layer: 'MODULES',
      style: 'dashed',
      points: rectPoints(plan.aisle),
      isClosed: true,
      fill: AISLE_FILL,
    });
  }
  for (const side of plan.sides) {
    const label = side.side === 'front' ? texts.frontBar : texts.backBar;
    const middle = (side.outline.minY + side.outline.maxY) / 2;
    text(sheet, [bounds.minX - SIDE_LABEL_GAP * scale, middle + (LABEL_TEXT * scale) / 2], label, {
      height: LABEL_TEXT * scale,
      align: 'end',
    });
  }
  for (const module of plan.modules) {
    sheet.lines.push({ layer: 'MODULES', style: 'outline', points: module.outline, isClosed: true, fill: MODULE_FILL });
  }
  for (const board of plan.counterBoards) {
    sheet.lines.push({ layer: 'MODULES', style: 'thin', points: rectPoints(board), isClosed: true });
  }
  const { window } = marks;
  const matchXs = (side: 'west' | 'east') =>
    (marks.matchLines ?? []).filter((mark) => mark.side === side).map((mark) => mark.x);
  // The stretch this sheet answers for: from match line to match line, the window's ends where it has none.
  const owned = window && {
    minX: Math.max(window.minX, ...matchXs('west')),
    maxX: Math.min(window.maxX, ...matchXs('east')),
  };
  for (const module of plan.modules) {
    windowedDimension(sheet, module.dimension, { bounds, tiers: 1, window, owned, needsMiddle: true });
  }
  windowedDimension(sheet, plan.dimensions.width, { bounds, tiers: 2, window, owned, needsMiddle: false });
  dimension(sheet, plan.dimensions.depth, { bounds, tiers: 2 });
  if (plan.aisle && plan.dimensions.aisle) {
    const aisle = plan.aisle;
    const line = plan.dimensions.aisle;
    const crossings = [
      ...(marks.frames ?? []).flatMap((mark) => [mark.minX, mark.maxX]),
      ...(marks.matchLines ?? []).map((mark) => mark.x),
    ];
    const x = aisleDimensionX(aisle, scale, crossings);
    dimension(sheet, { ...line, from: [x, line.from[1]], to: [x, line.to[1]] }, { bounds, tiers: 0 });
    const labelHeight = Math.min(LABEL_TEXT * scale, (aisle.maxY - aisle.minY) * 0.6);
    text(sheet, [(aisle.minX + aisle.maxX) / 2, (aisle.minY + aisle.maxY) / 2 + labelHeight / 2], texts.aisle, {
      height: labelHeight,
    });
  }
  for (const mark of marks.matchLines ?? []) matchLine(sheet, bounds, mark);
  const customersY = bounds.minY - 3 * TIER * scale;
  text(sheet, [(bounds.minX + bounds.maxX) / 2, customersY], texts.customers, {
    height: LABEL_TEXT * scale,
    isBold: true,
  });
  northArrow(sheet, [bounds.maxX + 3 * TIER * scale, bounds.minY - 3 * TIER * scale - 6 * scale], texts.north);
  const footY = bounds.maxY + 3 * TIER * scale + TITLE_TEXT * scale;
  scaleBar(sheet, [bounds.minX, footY]);
  // The title under the scale bar's figures, so a narrow bar's long title cannot run into it.
  const titleY = footY + DIMENSION_TEXT * scale * 1.4 + TITLE_TEXT * scale * 1.5;
  const title = options.barName
    ? texts.title.replace('{{name}}', options.barName)
    : texts.title.replace('{{name}} – ', '');
  text(sheet, [bounds.maxX, titleY], title.replace('{{scale}}', String(scale)), {
    height: TITLE_TEXT * scale,
    align: 'end',
    isBold: true,
  });
  text(sheet, [bounds.maxX, titleY + TITLE_TEXT * scale * 1.5], texts.unit, {
    height: LABEL_TEXT * scale,
    align: 'end',
  });
  if (marks.sheetLine) {
    text(sheet, [bounds.maxX, titleY + TITLE_TEXT * scale * 1.5 + LABEL_TEXT * scale * 1.5], marks.sheetLine, {
      height: LABEL_TEXT * scale,
      align: 'end',
      isBold: true,
    });
  }
  // Last, so the frames' edges know every text they must leave a gap for.
  for (const [index, mark] of (marks.frames ?? []).entries()) frame(sheet, bounds, mark, index);
  return { scale, lines: sheet.lines, texts: sheet.texts, extent: extentOf(sheet) };
}
