import { vehicleClassUpdateSchema } from '@bar/contracts/adminCatalogue';
import type { VehicleClass } from '@bar/domain/catalogue';
import { seedVehicles } from '@bar/domain/seed/transport';
import { describe, expect, test } from 'vitest';
import {
  cargoLitres,
  litresOf,
  rewriteVehicleClassValues,
  vehicleClassFormSchema,
  vehicleClassFormValues,
  vehicleClassUpdateOf,
} from '../src/features/admin/catalogue/vehicleClassForm.ts';

const van = seedVehicles.find((vehicle) => vehicle.code === 'van-3500') as VehicleClass;

/** The messages of the form schema's issues, by dotted path. */
function problemsOf(locale: string, values: unknown): Record<string, string> {
  const result = vehicleClassFormSchema(locale).safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('vehicle class form (T1)', () => {
  test('a class goes to the form in the language’s separators and back to the same request', () => {
    const values = vehicleClassFormValues(van, 'de');
    expect(values.cargo).toEqual({ length: '4.300', width: '1.750', height: '1.900' });
    expect(values.payload).toBe('1.200,0'); // "1.200" would read as ambiguous
    expect(values.name).toMatchObject({ de: 'Transporter 3,5 t', en: '3.5 t van', pt: 'Furgão 3,5 t' });
    const update = vehicleClassUpdateOf(values, 'de');
    expect(update).toEqual({ name: values.name, cargo: van.cargo, payload: van.payload });
    expect(vehicleClassUpdateSchema.parse(update)).toEqual({ name: van.name, cargo: van.cargo, payload: van.payload });
    expect(vehicleClassFormValues(van, 'en')).toMatchObject({ payload: '1,200.0', cargo: { length: '4,300' } });
  });

  test('a language switch rewrites the numbers and back without loss', () => {
    const values = { ...vehicleClassFormValues(van, 'de'), payload: '0,5' };
    const english = rewriteVehicleClassValues(values, 'de', 'en');
    expect(english.payload).toBe('0.5');
    expect(english.cargo.length).toBe('4,300');
    expect(rewriteVehicleClassValues(english, 'en', 'de')).toEqual(values);
    expect(vehicleClassUpdateOf(english, 'en').payload).toBe(500);
  });

  test('the form refuses what the contract refuses, per field', () => {
    const values = vehicleClassFormValues(van, 'en');
    expect(problemsOf('en', values)).toEqual({});
    expect(
      problemsOf('en', {
        ...values,
        name: { ...values.name, de: '  ', fr: 'x'.repeat(2001) },
        cargo: { length: '0', width: '12.5', height: '100,001' },
        payload: '0',
      }),
    ).toEqual({
      'name.de': 'adminCatalogue.errors.germanName',
      'name.fr': 'adminCatalogue.errors.nameTooLong',
      'cargo.length': 'adminCatalogue.errors.cargoSide',
      'cargo.width': 'adminCatalogue.errors.cargoSide',
      'cargo.height': 'adminCatalogue.errors.cargoSide',
      payload: 'adminCatalogue.errors.payload',
    });
    expect(problemsOf('en', { ...values, payload: '100,000.001' })).toEqual({
      payload: 'adminCatalogue.errors.payload',
    });
    expect(problemsOf('de', { ...vehicleClassFormValues(van, 'de'), payload: '1.5' })).toEqual({
      payload: 'adminCatalogue.errors.separators',
    });
    // The edges the contract accepts pass here too.
    const edges = { ...values, cargo: { length: '1', width: '100,000', height: '1' }, payload: '0.001' };
    expect(problemsOf('en', edges)).toEqual({});
    expect(vehicleClassUpdateSchema.safeParse(vehicleClassUpdateOf(edges, 'en')).success).toBe(true);
  });

  test('the cargo volume in litres, one decimal, and none while a side is unreadable', () => {
    expect(litresOf(van.cargo)).toBe(14_297.5);
    expect(cargoLitres({ length: '1.000', width: '1.000', height: '1.000' }, 'de')).toBe(1000);
    expect(cargoLitres({ length: '2300', width: '1500', height: 'high' }, 'en')).toBeNull();
  });
});
