import type { PartUpdate } from '@bar/contracts/adminCatalogue';
import type { PartDto } from '@bar/contracts/catalogue';
import { LOCALES, type Locale } from '@bar/domain/locale';
import { z } from 'zod';
import { centsToEuros, eurosToCents, gramsToKilograms, kilogramsToGrams } from './decimalUnits.ts';

/** The part form's values: every text field a string, price in euros and weight in kilograms as typed. */
export type PartFormValues = {
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  variants: { part_number: string }[];
  price: string;
  weight: string;
  width: number | string;
  height: number | string;
  depth: number | string;
};

const allLocales = (text: Partial<Record<Locale, string>>): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text[locale] ?? ''])) as Record<Locale, string>;

/** Price and weight are written with the interface language's decimal separator (both are read back). */
export function partFormValues(part: PartDto, decimalSeparator = '.'): PartFormValues {
  return {
    name: allLocales(part.name),
    description: allLocales(part.description),
    variants: part.variants.map((variant) => ({ part_number: variant.part_number })),
    price: centsToEuros(part.price, decimalSeparator),
    weight: gramsToKilograms(part.weight, decimalSeparator),
    width: part.width,
    height: part.height,
    depth: part.depth,
  };
}

const millimetres = z
  .union([z.number(), z.string()])
  .refine((value) => /^\d+$/.test(String(value).trim()) && Number(value) > 0, {
    message: 'adminCatalogue.errors.millimetres',
  });

/** Client checks before sending; the server checks again and answers 422 per field. */
export const partFormSchema = z.object({
  name: z.looseObject({ de: z.string().trim().min(1, 'adminCatalogue.errors.germanName') }),
  description: z.record(z.string(), z.string()),
  variants: z
    .array(z.object({ part_number: z.string().trim().min(1, 'adminCatalogue.errors.partNumber') }))
    .min(1, 'adminCatalogue.errors.partNumbers'),
  price: z.string().refine((text) => eurosToCents(text) !== null, 'adminCatalogue.errors.euros'),
  weight: z.string().refine((text) => kilogramsToGrams(text) !== null, 'adminCatalogue.errors.kilograms'),
  width: millimetres,
  height: millimetres,
  depth: millimetres,
});

/** `PUT /api/parts/{id}`: prices in integer cents, weights in integer grams, blank translations left to the server to drop. */
export function partUpdateOf(values: PartFormValues): PartUpdate {
  return {
    name: values.name,
    description: values.description,
    variants: values.variants.map((variant) => ({ part_number: variant.part_number.trim() })),
    price: eurosToCents(values.price) ?? Number.NaN,
    weight: kilogramsToGrams(values.weight) ?? Number.NaN,
    width: Number(values.width),
    height: Number(values.height),
    depth: Number(values.depth),
  };
}
