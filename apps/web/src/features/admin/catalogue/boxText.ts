import { formatMillimetres, readMillimetres, rewriteMillimetres } from './decimalUnits.ts';

/** The sides of a box (a packed part, a bag's inside, a vehicle's cargo space), in this order on the forms. */
export const BOX_SIDES = ['length', 'width', 'height'] as const;
export type BoxSide = (typeof BOX_SIDES)[number];

/** A box's sides in millimetres as typed, with the interface language's separators. */
export type BoxText = Record<BoxSide, string>;

/** Whole millimetres as typed in `locale`; NaN where the text is none, so the server's check names the field. */
export function millimetresOrNaN(text: string, locale: string): number {
  const reading = readMillimetres(text, locale);
  return reading.ok ? reading.value : Number.NaN;
}

/** A box's sides as the form shows them. */
export function boxText(box: Record<BoxSide, number>, locale: string): BoxText {
  return {
    length: formatMillimetres(box.length, locale),
    width: formatMillimetres(box.width, locale),
    height: formatMillimetres(box.height, locale),
  };
}

/** The sides as typed, from `from`'s separators to `to`'s (the interface language changed). */
export function rewriteBoxText(sides: BoxText, from: string, to: string): BoxText {
  return {
    length: rewriteMillimetres(sides.length, from, to),
    width: rewriteMillimetres(sides.width, from, to),
    height: rewriteMillimetres(sides.height, from, to),
  };
}

/** The sides as whole millimetres (NaN where a side is no number). */
export function boxOfText(sides: BoxText, locale: string): Record<BoxSide, number> {
  return {
    length: millimetresOrNaN(sides.length, locale),
    width: millimetresOrNaN(sides.width, locale),
    height: millimetresOrNaN(sides.height, locale),
  };
}
