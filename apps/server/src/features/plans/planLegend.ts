import type { PlanPoint } from '@bar/layout/plan/barPlan';
import { DIMENSION_TEXT, LABEL_TEXT, rectPoints, type Sheet, text } from './drawnSheet.ts';

// The scale bar and the north arrow every sheet of a plan carries.

/** Paper millimetres the scale bar aims at, and the lengths it may show. */
const SCALE_BAR_TARGET = 60;
const SCALE_BAR_STEPS = [200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

function niceScaleBar(scale: number): number {
  const target = SCALE_BAR_TARGET * scale;
  return SCALE_BAR_STEPS.filter((step) => step <= target).at(-1) ?? (SCALE_BAR_STEPS[0] as number);
}

/** Four alternately filled blocks with 0 and the length under them, left of `at` (its south-west corner). */
export function scaleBar(sheet: Sheet, at: PlanPoint): void {
  const { scale } = sheet;
  const length = niceScaleBar(scale);
  const height = 1.5 * scale;
  const block = length / 4;
  for (let index = 0; index < 4; index++) {
    const rect = { minX: at[0] + index * block, maxX: at[0] + (index + 1) * block, minY: at[1] - height, maxY: at[1] };
    sheet.lines.push({
      layer: 'DIMENSIONS',
      style: 'thin',
      points: rectPoints(rect),
      isClosed: true,
      ...(index % 2 === 0 ? { fill: '#000000' } : {}),
    });
  }
  const below = at[1] + DIMENSION_TEXT * scale * 1.4;
  text(sheet, [at[0], below], '0');
  text(sheet, [at[0] + length, below], `${length} mm`);
}

/** An arrow pointing north with N under it, its tip at `at`. */
export function northArrow(sheet: Sheet, at: PlanPoint, north: string): void {
  const { scale } = sheet;
  const length = 10 * scale;
  const half = 2.5 * scale;
  sheet.lines.push({
    layer: 'DIMENSIONS',
    style: 'outline',
    points: [at, [at[0] + half, at[1] + length], [at[0], at[1] + length * 0.7], [at[0] - half, at[1] + length]],
    isClosed: true,
    fill: '#000000',
  });
  text(sheet, [at[0], at[1] + length + LABEL_TEXT * scale * 1.3], north, { height: LABEL_TEXT * scale, isBold: true });
}
