import { MAX_CARGO_SIDE, MAX_VEHICLE_PAYLOAD, type VehicleClassUpdate } from '@bar/contracts/adminCatalogue';
import type { VehicleClass } from '@bar/domain/catalogue';
import { LOCALES, type Locale } from '@bar/domain/locale';
import { boxVolume } from '@bar/domain/transport';
import { z } from 'zod';
import { type BoxText, boxOfText, boxText, rewriteBoxText } from './boxText.ts';
import {
  gramsToKilograms,
  kilogramsToGrams,
  readKilograms,
  readMillimetres,
  rewriteKilograms,
} from './decimalUnits.ts';
import { localeNumberText } from './numberFields.ts';
import type { LocaleFormKind } from './useLocaleRecordForm.ts';

/**
 * The vehicle class form's values: the name in every language, the cargo space's sides in
 * millimetres and the payload in kilograms, as typed with the interface language's separators.
 * The paths are those of `PUT /api/vehicle-classes/{code}`, so a 422 lands on its field.
 */
export type VehicleClassFormValues = {
  name: Record<Locale, string>;
  cargo: BoxText;
  payload: string;
};

export function vehicleClassFormValues(vehicle: VehicleClass, locale: string): VehicleClassFormValues {
  const name = Object.fromEntries(LOCALES.map((language) => [language, vehicle.name[language] ?? '']));
  return {
    name: name as Record<Locale, string>,
    cargo: boxText(vehicle.cargo, locale),
    payload: gramsToKilograms(vehicle.payload, locale),
  };
}

export function rewriteVehicleClassValues(
  values: VehicleClassFormValues,
  from: string,
  to: string,
): VehicleClassFormValues {
  return {
    name: values.name,
    cargo: rewriteBoxText(values.cargo, from, to),
    payload: rewriteKilograms(values.payload, from, to),
  };
}

/**
 * The contract's checks, for numbers written in `locale`: German name of at most 255 characters,
 * other names of at most 2,000; sides whole millimetres from 1 to 100,000; a payload from 1 g to
 * 100 t, typed in kilograms with at most three decimals.
 */
export function vehicleClassFormSchema(locale: string) {
  const side = localeNumberText(
    readMillimetres,
    locale,
    'adminCatalogue.errors.cargoSide',
    (mm) => mm >= 1 && mm <= MAX_CARGO_SIDE,
  );
  const otherName = z.string().max(2000, 'adminCatalogue.errors.nameTooLong');
  return z.object({
    name: z.looseObject({
      de: z.string().trim().min(1, 'adminCatalogue.errors.germanName').max(255, 'adminCatalogue.errors.nameTooLong'),
      ...Object.fromEntries(LOCALES.filter((language) => language !== 'de').map((language) => [language, otherName])),
    }),
    cargo: z.object({ length: side, width: side, height: side }),
    payload: localeNumberText(
      readKilograms,
      locale,
      'adminCatalogue.errors.payload',
      (grams) => grams >= 1 && grams <= MAX_VEHICLE_PAYLOAD,
    ),
  });
}

/** `PUT /api/vehicle-classes/{code}`: whole millimetres and grams; blank translations are left to the server to drop. */
export function vehicleClassUpdateOf(values: VehicleClassFormValues, locale: string): VehicleClassUpdate {
  return {
    name: values.name,
    cargo: boxOfText(values.cargo, locale),
    payload: kilogramsToGrams(values.payload, locale) ?? Number.NaN,
  };
}

/** The cargo space in litres as typed (one decimal), or null while a side is not a number. */
export function cargoLitres(cargo: VehicleClassFormValues['cargo'], locale: string): number | null {
  const length = readMillimetres(cargo.length, locale);
  const width = readMillimetres(cargo.width, locale);
  const height = readMillimetres(cargo.height, locale);
  if (!length.ok || !width.ok || !height.ok) return null;
  return litresOf({ length: length.value, width: width.value, height: height.value });
}

/** mm³ to litres, rounded to one decimal like the transport plan's volume. */
export function litresOf(cargo: VehicleClass['cargo']): number {
  return Math.round(boxVolume(cargo) / 100_000) / 10;
}

/** The vehicle class form for useLocaleRecordForm. */
export const vehicleClassFormKind: LocaleFormKind<VehicleClass, VehicleClassFormValues, VehicleClassUpdate> = {
  schemaFor: vehicleClassFormSchema,
  valuesOf: vehicleClassFormValues,
  writeOf: vehicleClassUpdateOf,
  rewrite: rewriteVehicleClassValues,
};
