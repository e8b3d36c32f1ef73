import type { BarPlan } from '@bar/layout/plan/barPlan';
import type { PlanDrawing } from './drawnSheet.ts';
import { planDrawing, type SheetMarks } from './planDrawing.ts';
import type { PlanTexts } from './planTexts.ts';
import { type PlanWindow, planInWindow, planWindows } from './planWindows.ts';

/** Landscape sheets, millimetres. */
export const PAPERS = { A4: { width: 297, height: 210 }, A3: { width: 420, height: 297 } } as const;
export type PaperName = keyof typeof PAPERS;

/** The margin round the drawing on the sheet, millimetres. */
export const SHEET_MARGIN = 12;

/**
 * The largest drawing first: 1:20, then 1:50, each on A4 before A3. A bar too long for 1:50 on A3
 * (about 18 m) is drawn at the next architect's scale rather than cut off.
 */
const SCALES = [20, 50, 100, 200, 500] as const;

export type PlanSheet = { paper: PaperName; drawing: PlanDrawing };

/** Where the drawing may go on a sheet of `paper`, millimetres. */
export type SheetRoom = { paper: PaperName; width: number; height: number };

function wholeSheet(paper: PaperName): SheetRoom {
  return { paper, width: PAPERS[paper].width - 2 * SHEET_MARGIN, height: PAPERS[paper].height - 2 * SHEET_MARGIN };
}

function fits(drawing: PlanDrawing, room: SheetRoom): boolean {
  const { extent, scale } = drawing;
  return (extent.maxX - extent.minX) / scale <= room.width && (extent.maxY - extent.minY) / scale <= room.height;
}

/**
 * The plan at the first scale and sheet it fits: A4 or A3 landscape within the sheet's margins, or
 * the one `room` given (the parts-list PDF's page between its header and footer).
 */
export function planSheet(
  plan: BarPlan,
  options: { texts: PlanTexts; barName: string; room?: SheetRoom; marks?: SheetMarks },
): PlanSheet {
  const rooms = options.room ? [options.room] : [wholeSheet('A4'), wholeSheet('A3')];
  const choices = SCALES.flatMap((scale) => rooms.map((room) => ({ room, scale })));
  let last: PlanSheet | undefined;
  for (const { room, scale } of choices) {
    const drawing = planDrawing(plan, {
      scale,
      texts: options.texts,
      barName: options.barName,
      ...(options.marks ? { marks: options.marks } : {}),
    });
    last = { paper: room.paper, drawing };
    if (fits(drawing, room)) return last;
  }
  // Past 1:500 on A3: no bar the editor makes; the smallest scale, overflowing.
  return last ?? { paper: 'A3', drawing: planDrawing(plan, { ...options, scale: 500 }) };
}

/** The scale of the detail sheets: the largest a venue measures off a long bar's plan with. */
export const DETAIL_SCALE = 50;

/** The paper of the detail sheets. */
export const DETAIL_PAPER: PaperName = 'A3';

/**
 * Paper millimetres a detail sheet keeps beside its stretch of the bar: west for the "Front bar" /
 * "Back bar" labels (the longest, "Balcão traseiro", is about 31 mm with its gap), east for the
 * depth's dimension line and the north arrow (about 27 mm).
 */
const DETAIL_WEST_ROOM = 36;
const DETAIL_EAST_ROOM = 32;

/** How far neighbouring detail sheets overlap, floor millimetres: 10 mm on paper at 1:50. */
export const DETAIL_OVERLAP = 500;

/** The floor length one detail sheet holds: the A3 room at 1:50 less the labels' room beside the bar. */
export function detailWindowWidth(): number {
  return (wholeSheet(DETAIL_PAPER).width - DETAIL_WEST_ROOM - DETAIL_EAST_ROOM) * DETAIL_SCALE;
}

/** The detail sheets' windows along the bar; one window when the bar fits a sheet at 1:50. */
export function detailWindows(bounds: { minX: number; maxX: number }): PlanWindow[] {
  return planWindows({ minX: bounds.minX, maxX: bounds.maxX }, { width: detailWindowWidth(), overlap: DETAIL_OVERLAP });
}

function fill(template: string, values: { sheet: number; count: number }): string {
  return template.replace('{{sheet}}', String(values.sheet)).replace('{{count}}', String(values.count));
}

/** Does the plan need a set of sheets: would one sheet draw it smaller than 1:50? */
function needsDetailSheets(single: PlanSheet): boolean {
  return single.drawing.scale > DETAIL_SCALE;
}

/** The overview's frames: each detail sheet's window with its sheet number (the overview is sheet 1). */
function framesOf(windows: PlanWindow[], texts: PlanTexts): SheetMarks['frames'] {
  const count = windows.length + 1;
  return windows.map((window, index) => ({ ...window, label: fill(texts.frame, { sheet: index + 2, count }) }));
}

/** Detail sheet `index` (0 for sheet 2): its stretch of the plan at 1:50 on A3, match lines to its neighbours. */
function detailSheet(
  plan: BarPlan,
  windows: PlanWindow[],
  index: number,
  options: { texts: PlanTexts; barName: string },
): PlanSheet {
  const { texts } = options;
  const count = windows.length + 1;
  const window = windows[index] as PlanWindow;
  const west = windows[index - 1];
  const east = windows[index + 1];
  const matchLines: NonNullable<SheetMarks['matchLines']> = [];
  // The match line halfway through the overlap, drawn on both sheets at the same place on the floor.
  if (west)
    matchLines.push({
      x: (west.maxX + window.minX) / 2,
      label: fill(texts.matchLine, { sheet: index + 1, count }),
      side: 'west',
    });
  if (east)
    matchLines.push({
      x: (window.maxX + east.minX) / 2,
      label: fill(texts.matchLine, { sheet: index + 3, count }),
      side: 'east',
    });
  const marks: SheetMarks = { window, matchLines, sheetLine: fill(texts.detailSheet, { sheet: index + 2, count }) };
  const drawing = planDrawing(planInWindow(plan, window), { ...options, scale: DETAIL_SCALE, marks });
  return { paper: DETAIL_PAPER, drawing };
}

/**
 * The sheets of plan.pdf. A bar that fits at 1:20 or 1:50: its one sheet, as `planSheet` draws it.
 * A longer one: sheet 1 the overview at the scale that fits, with the detail sheets' frames, then
 * the detail sheets at 1:50 on A3, consecutive stretches of the bar that overlap slightly.
 */
export function planSheets(plan: BarPlan, options: { texts: PlanTexts; barName: string }): PlanSheet[] {
  const single = planSheet(plan, options);
  if (!needsDetailSheets(single)) return [single];
  const windows = detailWindows(plan.bounds);
  const count = windows.length + 1;
  const marks: SheetMarks = {
    frames: framesOf(windows, options.texts),
    sheetLine: fill(options.texts.overviewSheet, { sheet: 1, count }),
  };
  const overview = planSheet(plan, { ...options, marks });
  return [overview, ...windows.map((_, index) => detailSheet(plan, windows, index, options))];
}

/**
 * The parts-list PDF's plan page, in its `room`: the plan as `planSheet` draws it, and for a bar
 * that plan.pdf splits into detail sheets the overview with their frames and a line saying where
 * they are (the parts list stays A4; the 1:50 sheets are A3 and live in plan.pdf).
 */
export function planPageSheet(
  plan: BarPlan,
  options: { texts: PlanTexts; barName: string; room: SheetRoom },
): PlanSheet {
  if (!needsDetailSheets(planSheet(plan, { texts: options.texts, barName: options.barName }))) {
    return planSheet(plan, options);
  }
  const windows = detailWindows(plan.bounds);
  const marks: SheetMarks = {
    frames: framesOf(windows, options.texts),
    sheetLine: fill(options.texts.detailsInPlanPdf, { sheet: 1, count: windows.length + 1 }),
  };
  return planSheet(plan, { ...options, marks });
}
