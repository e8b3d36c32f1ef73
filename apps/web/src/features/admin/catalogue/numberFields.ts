import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { UnitReading } from './decimalUnits.ts';
import type { DecimalProblem } from './localeDecimal.ts';

/**
 * The message key for a number a field could not read. A mistake in the separators gets its own
 * text (written with the interface language's separators); the rest get the field's own text,
 * which says what the field wants ("a price in euros with at most two decimals, e.g. 12,50").
 */
export function numberProblemKey(problem: DecimalProblem, fieldKey: string): string {
  if (problem === 'separator') return 'adminCatalogue.errors.separators';
  if (problem === 'ambiguous') return 'adminCatalogue.errors.ambiguous';
  if (problem === 'tooLarge') return 'adminCatalogue.errors.tooLarge';
  return fieldKey;
}

/** A text field holding a number as `locale` writes it; `isAllowed` adds a check on the value read. */
export function localeNumberText(
  read: (text: string, locale: string) => UnitReading<number>,
  locale: string,
  fieldKey: string,
  isAllowed: (value: number) => boolean = () => true,
) {
  return z.union([z.string(), z.number()]).superRefine((input, context) => {
    const reading = read(String(input), locale);
    if (!reading.ok) context.addIssue({ code: 'custom', message: numberProblemKey(reading.problem, fieldKey) });
    else if (!isAllowed(reading.value)) context.addIssue({ code: 'custom', message: fieldKey });
  });
}

/**
 * A resolver that builds the schema for the interface language at the moment of checking, so a
 * form checks prices written in the language shown now, also after a switch.
 */
export function localeResolver<TValues extends FieldValues>(
  schemaFor: (locale: string) => z.ZodType,
  currentLocale: () => string,
): Resolver<TValues> {
  const schemas = new Map<string, z.ZodType>();
  return (values, context, options) => {
    const locale = currentLocale();
    let schema = schemas.get(locale);
    if (!schema) {
      schema = schemaFor(locale);
      schemas.set(locale, schema);
    }
    return (zodResolver(schema as never) as unknown as Resolver<TValues>)(values, context, options);
  };
}
