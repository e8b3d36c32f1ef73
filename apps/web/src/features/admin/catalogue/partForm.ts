import type { PartUpdate } from '@bar/contracts/adminCatalogue';
import type { PartDto } from '@bar/contracts/catalogue';
import { LOCALES, type Locale } from '@bar/domain/locale';
import { z } from 'zod';
import { millimetresOrNaN } from './boxText.ts';
import {
  centsToEuros,
  eurosToCents,
  formatMillimetres,
  gramsToKilograms,
  kilogramsToGrams,
  readEuros,
  readKilograms,
  readMillimetres,
  rewriteEuros,
  rewriteKilograms,
  rewriteMillimetres,
} from './decimalUnits.ts';
import { localeNumberText } from './numberFields.ts';
import {
  type PartTransportValues,
  partTransportSchema,
  partTransportUpdate,
  partTransportValues,
  rewriteTransportValues,
} from './partTransportForm.ts';
import type { LocaleFormKind } from './useLocaleRecordForm.ts';

/**
 * The part form's values: every field a string, price in euros, weight in kilograms and sizes in
 * millimetres as typed, with the interface language's separators ("1.234,56" in German).
 */
export type PartFormValues = {
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  variants: { part_number: string }[];
  price: string;
  weight: string;
  width: string;
  height: string;
  depth: string;
} & PartTransportValues;

const DIMENSIONS = ['width', 'height', 'depth'] as const;

const allLocales = (text: Partial<Record<Locale, string>>): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text[locale] ?? ''])) as Record<Locale, string>;

/** Price, weight and sizes written as `locale` writes numbers (all three are read back the same way). */
export function partFormValues(part: PartDto, locale: string): PartFormValues {
  return {
    name: allLocales(part.name),
    description: allLocales(part.description),
    variants: part.variants.map((variant) => ({ part_number: variant.part_number })),
    price: centsToEuros(part.price, locale),
    weight: gramsToKilograms(part.weight, locale),
    width: formatMillimetres(part.width, locale),
    height: formatMillimetres(part.height, locale),
    depth: formatMillimetres(part.depth, locale),
    ...partTransportValues(part, locale),
  };
}

/** The interface language changed from `from` to `to`: the numbers are rewritten with the new separators. */
export function rewritePartValues(values: PartFormValues, from: string, to: string): PartFormValues {
  const rewritten = {
    ...values,
    ...rewriteTransportValues(values, from, to),
    price: rewriteEuros(values.price, from, to),
    weight: rewriteKilograms(values.weight, from, to),
  };
  for (const dimension of DIMENSIONS) rewritten[dimension] = rewriteMillimetres(values[dimension], from, to);
  return rewritten;
}

/** Client checks before sending, for numbers written in `locale`; the server checks again and answers 422 per field. */
export function partFormSchema(locale: string) {
  const millimetres = localeNumberText(readMillimetres, locale, 'adminCatalogue.errors.millimetres', (mm) => mm > 0);
  return z.object({
    name: z.looseObject({ de: z.string().trim().min(1, 'adminCatalogue.errors.germanName') }),
    description: z.record(z.string(), z.string()),
    variants: z
      .array(z.object({ part_number: z.string().trim().min(1, 'adminCatalogue.errors.partNumber') }))
      .min(1, 'adminCatalogue.errors.partNumbers'),
    price: localeNumberText(readEuros, locale, 'adminCatalogue.errors.euros'),
    weight: localeNumberText(readKilograms, locale, 'adminCatalogue.errors.kilograms'),
    width: millimetres,
    height: millimetres,
    depth: millimetres,
    ...partTransportSchema(locale),
  });
}

/** `PUT /api/parts/{id}`: prices in integer cents, weights in integer grams, blank translations left to the server to drop. */
export function partUpdateOf(values: PartFormValues, locale: string): PartUpdate {
  return {
    name: values.name,
    description: values.description,
    variants: values.variants.map((variant) => ({ part_number: variant.part_number.trim() })),
    price: eurosToCents(values.price, locale) ?? Number.NaN,
    weight: kilogramsToGrams(values.weight, locale) ?? Number.NaN,
    width: millimetresOrNaN(values.width, locale),
    height: millimetresOrNaN(values.height, locale),
    depth: millimetresOrNaN(values.depth, locale),
    ...partTransportUpdate(values, locale),
  };
}

/** The part form for useLocaleRecordForm. */
export const partFormKind: LocaleFormKind<PartDto, PartFormValues, PartUpdate> = {
  schemaFor: partFormSchema,
  valuesOf: partFormValues,
  writeOf: partUpdateOf,
  rewrite: rewritePartValues,
};
