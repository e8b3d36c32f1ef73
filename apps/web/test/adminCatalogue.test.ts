import { assemblyWriteSchema, partUpdateSchema } from '@bar/contracts/adminCatalogue';
import { assemblySchema, partSchema } from '@bar/contracts/catalogue';
import { describe, expect, test, vi } from 'vitest';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const units = await import('../src/features/admin/catalogue/decimalUnits.ts');
const partForm = await import('../src/features/admin/catalogue/partForm.ts');
const assemblyForm = await import('../src/features/admin/catalogue/assemblyForm.ts');
const { hasFieldPath } = await import('../src/features/admin/form/formSnapshot.ts');

const part = partSchema.parse({
  id: 7,
  code: 'worktop-600',
  type: 'accessory',
  name: { de: 'Arbeitsplatte', en: 'Worktop' },
  description: { de: '' },
  width: 600,
  height: 20,
  depth: 400,
  weight: 2500,
  price: 14990,
  variants: [{ part_number: 'WT-600' }],
});

const assembly = assemblySchema.parse({
  id: 1001,
  code: 'bottle-cooler-1001',
  type: 'back_panel',
  order_column: 3,
  parts: [{ part_id: 7, quantity: 2 }],
  is_active: true,
  thumbnail: null,
  width: 600,
  depth: 400,
  height: 300,
  height_units: 2,
  mount: 'top',
  allowed_rows: [],
  side: 'back',
  translations: { de: { name: 'Kühler', description: '' }, en: { name: 'Cooler', description: 'Cold' } },
});

describe('euros and kilograms typed as text become exact cents and grams', () => {
  test.each([
    ['19.99', 1999],
    ['0.29', 29],
    ['1.1', 110],
    ['12,50', 1250],
    ['149', 14900],
    [' 7.05 ', 705],
    ['1000000.01', 100000001],
  ])('%s € → %i cents', (text, cents) => {
    expect(units.eurosToCents(text)).toBe(cents);
  });

  test.each(['', '1.999', '-3', '12.5.0', 'abc', '1e3', '.5'])('%s is not a price', (text) => {
    expect(units.eurosToCents(text)).toBeNull();
  });

  test('cents show with two decimals, grams as kilograms with three', () => {
    expect(units.centsToEuros(1999)).toBe('19.99');
    expect(units.centsToEuros(5)).toBe('0.05');
    expect(units.centsToEuros(0)).toBe('0.00');
    expect(units.gramsToKilograms(2500)).toBe('2.5');
    expect(units.gramsToKilograms(2000)).toBe('2');
    expect(units.gramsToKilograms(1, ',')).toBe('0,001');
    expect(units.centsToEuros(38900, ',')).toBe('389,00');
    expect(units.kilogramsToGrams('2.5')).toBe(2500);
    expect(units.kilogramsToGrams('0.001')).toBe(1);
    expect(units.kilogramsToGrams('0.0005')).toBeNull();
  });

  test('every price from 0.00 to 99.99 survives the round trip', () => {
    const broken = Array.from({ length: 10_000 }, (_, cents) => cents).filter(
      (cents) => units.eurosToCents(units.centsToEuros(cents)) !== cents,
    );
    expect(broken).toEqual([]);
  });
});

describe('part form', () => {
  test('a loaded part becomes form values with all six languages and back an update the contract takes', () => {
    const values = partForm.partFormValues(part);
    expect(values.price).toBe('149.90');
    expect(values.weight).toBe('2.5');
    // German writes decimals with a comma; 2.500 would read as two thousand five hundred.
    expect(units.decimalSeparatorOf('de')).toBe(',');
    expect(units.decimalSeparatorOf('en')).toBe('.');
    expect(partForm.partFormValues(part, ',')).toMatchObject({ price: '149,90', weight: '2,5' });
    expect(Object.keys(values.name).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    const update = partForm.partUpdateOf({ ...values, price: '0.29', weight: '1,25' });
    expect(update.price).toBe(29);
    expect(update.weight).toBe(1250);
    const parsed = partUpdateSchema.parse(update);
    expect(parsed.name).toEqual({ de: 'Arbeitsplatte', en: 'Worktop' });
    expect(parsed.variants).toEqual([{ part_number: 'WT-600' }]);
  });

  test('client checks: German name, a part number, euros with two decimals', () => {
    const values = partForm.partFormValues(part);
    const result = partForm.partFormSchema.safeParse({
      ...values,
      name: { ...values.name, de: ' ' },
      variants: [{ part_number: '' }],
      price: '12.345',
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name.de', 'variants.0.part_number', 'price']));
    expect(partForm.partFormSchema.safeParse(values).success).toBe(true);
  });

  test('a server 422 on variants.0.part_number or name.fr lands on a field of the form', () => {
    const values = partForm.partFormValues(part);
    expect(hasFieldPath(values, 'variants.0.part_number')).toBe(true);
    expect(hasFieldPath(values, 'name.fr')).toBe(true);
    expect(hasFieldPath(values, 'price')).toBe(true);
  });
});

describe('assembly form', () => {
  test('create: thumbnail and width go as strings, de and en always present, the contract accepts it', () => {
    const values = {
      ...assemblyForm.newAssemblyValues(),
      type: 'insert' as const,
      width: '600',
      depth: '400',
      height: '120',
      height_units: '1',
      parts: [{ part_id: '7', quantity: 2 }],
    };
    values.translations.de = { name: 'Schublade', description: '' };
    values.translations.en = { name: 'Drawer', description: 'One drawer' };
    const write = assemblyForm.assemblyWriteOf(values);
    expect(typeof write.thumbnail).toBe('string');
    expect(typeof write.width).toBe('string');
    expect(Object.keys(write.translations)).toEqual(['de', 'en']);
    expect(write.parts).toEqual([{ part_id: 7, quantity: 2 }]);
    expect(write.mount).toBeNull();
    const parsed = assemblyWriteSchema.parse(write);
    expect(parsed.width).toBe(600);
    expect(parsed.thumbnail).toBeNull();
  });

  test('without German and English names the client refuses, at translations.de.name and translations.en.name', () => {
    const result = assemblyForm.assemblyFormSchema.safeParse({
      ...assemblyForm.newAssemblyValues(),
      type: 'insert',
      width: '1',
      depth: '1',
      height: '1',
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['translations.de.name', 'translations.en.name']));
  });

  test('edit: a loaded assembly round-trips; an optional language with a name is sent', () => {
    const values = assemblyForm.assemblyFormValues(assembly);
    expect(values.mount).toBe('top');
    expect(values.parts).toEqual([{ part_id: '7', quantity: 2 }]);
    values.translations.fr = { name: 'Refroidisseur', description: '' };
    const parsed = assemblyWriteSchema.parse(assemblyForm.assemblyWriteOf(values));
    expect(parsed).toMatchObject({ type: 'back_panel', mount: 'top', side: 'back', width: 600, height_units: 2 });
    expect(Object.keys(parsed.translations).sort()).toEqual(['de', 'en', 'fr']);
    expect(hasFieldPath(values, 'translations.de.name')).toBe(true);
    expect(hasFieldPath(values, 'parts.0.quantity')).toBe(true);
  });

  test('the mount choices follow the type', () => {
    expect(assemblyForm.mountChoices('side_application')).toEqual(['left', 'right']);
    expect(assemblyForm.mountChoices('insert')).toEqual(['']);
    expect(assemblyForm.mountChoices('')).toEqual(['']);
  });
});
