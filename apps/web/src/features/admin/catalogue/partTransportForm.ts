import type { PartUpdate } from '@bar/contracts/adminCatalogue';
import type { PartDto } from '@bar/contracts/catalogue';
import { z } from 'zod';
import {
  formatMillimetres,
  gramsToKilograms,
  kilogramsToGrams,
  readKilograms,
  readMillimetres,
  rewriteKilograms,
  rewriteMillimetres,
} from './decimalUnits.ts';
import { localeNumberText } from './numberFields.ts';

/** T1 and E1 fields of the part form: packed size, a bag's inner size and maximum load, watts (strings as typed). */
export type PartTransportValues = {
  packed: { length: string; width: string; height: string };
  inner: { length: string; width: string; height: string };
  maxLoad: string;
  watts: string;
};

const SIDES = ['length', 'width', 'height'] as const;
type BoxValue = PartDto['packed_size'];

function boxText(box: BoxValue, locale: string): PartTransportValues['packed'] {
  return {
    length: box ? formatMillimetres(box.length, locale) : '',
    width: box ? formatMillimetres(box.width, locale) : '',
    height: box ? formatMillimetres(box.height, locale) : '',
  };
}

export function partTransportValues(part: PartDto, locale: string): PartTransportValues {
  return {
    packed: boxText(part.packed_size, locale),
    inner: boxText(part.inner_size, locale),
    maxLoad: part.max_load ? gramsToKilograms(part.max_load, locale) : '',
    watts: formatMillimetres(part.watts ?? 0, locale),
  };
}

export function rewriteTransportValues(values: PartTransportValues, from: string, to: string): PartTransportValues {
  const box = (sides: PartTransportValues['packed']) => ({
    length: rewriteMillimetres(sides.length, from, to),
    width: rewriteMillimetres(sides.width, from, to),
    height: rewriteMillimetres(sides.height, from, to),
  });
  return {
    packed: box(values.packed),
    inner: box(values.inner),
    maxLoad: rewriteKilograms(values.maxLoad, from, to),
    watts: rewriteMillimetres(values.watts, from, to),
  };
}

const isBlank = (text: string) => text.trim() === '';

/** Blank, or a whole positive number of millimetres; a box is all three sides or none. */
export function partTransportSchema(locale: string) {
  const side = z.union([
    z.literal('').or(z.string().regex(/^\s*$/)),
    localeNumberText(readMillimetres, locale, 'adminCatalogue.errors.millimetres', (mm) => mm > 0),
  ]);
  const box = z.object({ length: side, width: side, height: side }).superRefine((sides, context) => {
    const blank = SIDES.filter((key) => isBlank(String(sides[key])));
    if (blank.length > 0 && blank.length < 3) {
      for (const key of blank)
        context.addIssue({ code: 'custom', path: [key], message: 'adminCatalogue.errors.boxSides' });
    }
  });
  return {
    packed: box,
    inner: box,
    maxLoad: z.union([
      z.string().regex(/^\s*$/),
      localeNumberText(readKilograms, locale, 'adminCatalogue.errors.kilograms'),
    ]),
    watts: localeNumberText(readMillimetres, locale, 'adminCatalogue.errors.watts'),
  };
}

function boxOf(sides: PartTransportValues['packed'], locale: string) {
  if (SIDES.every((key) => isBlank(sides[key]))) return null;
  const read = (text: string) => {
    const reading = readMillimetres(text, locale);
    return reading.ok ? reading.value : Number.NaN;
  };
  return { length: read(sides.length), width: read(sides.width), height: read(sides.height) };
}

export function partTransportUpdate(
  values: PartTransportValues,
  locale: string,
): Pick<PartUpdate, 'packed_size' | 'inner_size' | 'max_load' | 'watts'> {
  const watts = readMillimetres(values.watts, locale);
  return {
    packed_size: boxOf(values.packed, locale),
    inner_size: boxOf(values.inner, locale),
    max_load: isBlank(values.maxLoad) ? null : (kilogramsToGrams(values.maxLoad, locale) ?? Number.NaN),
    watts: watts.ok ? watts.value : Number.NaN,
  };
}
