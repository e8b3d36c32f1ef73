import type { Part, PartType } from '../catalogue.ts';
import type { LocalizedText } from '../locale.ts';
import { cents, grams, mm } from '../units.ts';

export type PartRow = [
  id: number,
  code: string,
  type: PartType,
  size: [w: number, h: number, d: number],
  weightG: number,
  priceCents: number,
  partNumber: string,
  name: LocalizedText,
  description?: LocalizedText,
];

export function partFromRow([
  id,
  code,
  type,
  [w, h, d],
  weightG,
  priceCents,
  partNumber,
  name,
  description,
]: PartRow): Part {
  return {
    id,
    code,
    type,
    name,
    description: description ?? name,
    width: mm(w),
    height: mm(h),
    depth: mm(d),
    weight: grams(weightG),
    price: cents(priceCents),
    variants: [{ part_number: partNumber }],
  };
}
