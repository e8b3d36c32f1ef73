import type { PartUpdate } from '@bar/contracts/adminCatalogue';
import type { PartDto } from '@bar/contracts/catalogue';
import { z } from 'zod';
import { BOX_SIDES, type BoxText, boxOfText, boxText, millimetresOrNaN, rewriteBoxText } from './boxText.ts';
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
  packed: BoxText;
  inner: BoxText;
  maxLoad: string;
  watts: string;
};

const NO_BOX: BoxText = { length: '', width: '', height: '' };

/** A part's box as the form shows it: blank sides where the part has none. */
function optionalBoxText(box: PartDto['packed_size'], locale: string): BoxText {
  return box ? boxText(box, locale) : NO_BOX;
}

export function partTransportValues(part: PartDto, locale: string): PartTransportValues {
  return {
    packed: optionalBoxText(part.packed_size, locale),
    inner: optionalBoxText(part.inner_size, locale),
    maxLoad: part.max_load ? gramsToKilograms(part.max_load, locale) : '',
    watts: formatMillimetres(part.watts ?? 0, locale),
  };
}

export function rewriteTransportValues(values: PartTransportValues, from: string, to: string): PartTransportValues {
  return {
    packed: rewriteBoxText(values.packed, from, to),
    inner: rewriteBoxText(values.inner, from, to),
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
    const blank = BOX_SIDES.filter((key) => isBlank(String(sides[key])));
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

/** No box where every side is blank; a partly blank box fails the schema before it is sent. */
function boxOf(sides: BoxText, locale: string) {
  return BOX_SIDES.every((key) => isBlank(sides[key])) ? null : boxOfText(sides, locale);
}

export function partTransportUpdate(
  values: PartTransportValues,
  locale: string,
): Pick<PartUpdate, 'packed_size' | 'inner_size' | 'max_load' | 'watts'> {
  return {
    packed_size: boxOf(values.packed, locale),
    inner_size: boxOf(values.inner, locale),
    max_load: isBlank(values.maxLoad) ? null : (kilogramsToGrams(values.maxLoad, locale) ?? Number.NaN),
    watts: millimetresOrNaN(values.watts, locale),
  };
}
