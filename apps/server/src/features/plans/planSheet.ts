import type { BarPlan } from '@bar/layout/plan/barPlan';
import { type PlanDrawing, planDrawing } from './planDrawing.ts';
import type { PlanTexts } from './planTexts.ts';

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
export function planSheet(plan: BarPlan, options: { texts: PlanTexts; barName: string; room?: SheetRoom }): PlanSheet {
  const rooms = options.room ? [options.room] : [wholeSheet('A4'), wholeSheet('A3')];
  const choices = SCALES.flatMap((scale) => rooms.map((room) => ({ room, scale })));
  let last: PlanSheet | undefined;
  for (const { room, scale } of choices) {
    const drawing = planDrawing(plan, { scale, texts: options.texts, barName: options.barName });
    last = { paper: room.paper, drawing };
    if (fits(drawing, room)) return last;
  }
  // Past 1:500 on A3: no bar the editor makes; the smallest scale, overflowing.
  return last ?? { paper: 'A3', drawing: planDrawing(plan, { ...options, scale: 500 }) };
}
