/**
 * Units carried in the types: a length can't be added to a price by accident.
 * Values are plain integers at run time; the brand exists only for the compiler.
 */
declare const unitBrand: unique symbol;
type Unit<Name extends string> = number & { readonly [unitBrand]: Name };

/** Length in whole millimetres. */
export type Mm = Unit<'mm'>;
/** Money in whole euro cents, net unless a name says otherwise. */
export type Cents = Unit<'cents'>;
/** Weight in whole grams. */
export type Grams = Unit<'grams'>;

export const mm = (value: number): Mm => value as Mm;
export const cents = (value: number): Cents => value as Cents;
export const grams = (value: number): Grams => value as Grams;

export function sumCents(values: readonly Cents[]): Cents {
  return cents(values.reduce((total, value) => total + value, 0));
}

export function sumGrams(values: readonly Grams[]): Grams {
  return grams(values.reduce((total, value) => total + value, 0));
}

export function timesCents(value: Cents, factor: number): Cents {
  return cents(value * factor);
}

export function timesGrams(value: Grams, factor: number): Grams {
  return grams(value * factor);
}
