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

function fits(drawing: PlanDrawing, paper: PaperName): boolean {
  const { width, height } = PAPERS[paper];
  const { extent, scale } = drawing;
  return (
    (extent.maxX - extent.minX) / scale <= width - 2 * SHEET_MARGIN &&
    (extent.maxY - extent.minY) / scale <= height - 2 * SHEET_MARGIN
  );
}

/** The plan on the first sheet and scale it fits, from `papers` (the parts-list PDF has A4 only). */
export function planSheet(
  plan: BarPlan,
  options: { texts: PlanTexts; barName: string; papers?: readonly PaperName[] },
): PlanSheet {
  const papers = options.papers ?? ['A4', 'A3'];
  const choices = SCALES.flatMap((scale) => papers.map((paper) => ({ paper, scale })));
  let last: PlanSheet | undefined;
  for (const { paper, scale } of choices) {
    const drawing = planDrawing(plan, { scale, texts: options.texts, barName: options.barName });
    last = { paper, drawing };
    if (fits(drawing, paper)) return last;
  }
  // Larger than 1:500 on A3 holds: no bar the editor makes; the smallest scale, overflowing.
  const fallback = choices.at(-1) ?? { paper: 'A3' as const, scale: 500 };
  return last ?? { paper: fallback.paper, drawing: planDrawing(plan, { ...options, scale: fallback.scale }) };
}
