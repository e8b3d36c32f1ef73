import { assemblyWriteSchema, partUpdateSchema } from '@bar/contracts/adminCatalogue';
import { assemblySchema, partSchema } from '@bar/contracts/catalogue';
import { cents, mm } from '@bar/domain/units';
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
    ['en', '19.99', 1999],
    ['en', '0.29', 29],
    ['de', '0,29', 29],
    ['en', '1.1', 110],
    ['de', '12,50', 1250],
    ['en', '149', 14900],
    ['en', ' 7.05 ', 705],
    ['en', '1000000.01', 100000001],
    ['de', '1.234,56', 123456],
  ])('%s: %s € → %i cents', (locale, text, cents) => {
    expect(units.eurosToCents(text, locale)).toBe(cents);
  });

  test.each(['', '1.999', '-3', '12.5.0', 'abc', '1e3', '.5', '12,50'])('%s is not a price in English', (text) => {
    expect(units.eurosToCents(text, 'en')).toBeNull();
  });

  test('cents show with two decimals, grams as kilograms with up to three, in the language given', () => {
    expect(units.centsToEuros(1999, 'en')).toBe('19.99');
    expect(units.centsToEuros(5, 'en')).toBe('0.05');
    expect(units.centsToEuros(0, 'en')).toBe('0.00');
    expect(units.gramsToKilograms(2500, 'en')).toBe('2.5');
    expect(units.gramsToKilograms(2000, 'en')).toBe('2');
    expect(units.gramsToKilograms(1, 'de')).toBe('0,001');
    expect(units.centsToEuros(38900, 'de')).toBe('389,00');
    expect(units.centsToEuros(123456, 'de')).toBe('1.234,56');
    expect(units.kilogramsToGrams('2.5', 'en')).toBe(2500);
    expect(units.kilogramsToGrams('0.001', 'en')).toBe(1);
    expect(units.kilogramsToGrams('0.0005', 'en')).toBeNull();
  });

  test('every price from 0.00 to 99.99 survives the round trip', () => {
    const broken = Array.from({ length: 10_000 }, (_, cents) => cents).filter(
      (cents) => units.eurosToCents(units.centsToEuros(cents, 'de'), 'de') !== cents,
    );
    expect(broken).toEqual([]);
  });
});

describe('part form', () => {
  test('a loaded part becomes form values with all six languages and back an update the contract takes', () => {
    const values = partForm.partFormValues(part, 'en');
    expect(values.price).toBe('149.90');
    expect(values.weight).toBe('2.5');
    // German writes decimals with a comma; 2.500 would read as two thousand five hundred.
    expect(partForm.partFormValues(part, 'de')).toMatchObject({ price: '149,90', weight: '2,5', width: '600' });
    expect(partForm.partFormValues({ ...part, price: cents(123456), width: mm(1200) }, 'de')).toMatchObject({
      price: '1.234,56',
      width: '1.200',
    });
    expect(Object.keys(values.name).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    const update = partForm.partUpdateOf({ ...values, price: '0,29', weight: '1,25', width: '1.200' }, 'de');
    expect(update.price).toBe(29);
    expect(update.weight).toBe(1250);
    expect(update.width).toBe(1200);
    const parsed = partUpdateSchema.parse(update);
    expect(parsed.name).toEqual({ de: 'Arbeitsplatte', en: 'Worktop' });
    expect(parsed.variants).toEqual([{ part_number: 'WT-600' }]);
  });

  test('client checks: German name, a part number, euros with two decimals, sizes above zero', () => {
    const values = partForm.partFormValues(part, 'en');
    const result = partForm.partFormSchema('en').safeParse({
      ...values,
      name: { ...values.name, de: ' ' },
      variants: [{ part_number: '' }],
      price: '12.345',
      width: '0',
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name.de', 'variants.0.part_number', 'price', 'width']));
    expect(partForm.partFormSchema('en').safeParse(values).success).toBe(true);
  });

  test.each([
    ['de', '1.234,56', null],
    ['de', '1234,56', null],
    ['de', '1234.56', 'adminCatalogue.errors.separators'],
    ['de', '12,345', 'adminCatalogue.errors.euros'],
    ['en', '1,234.56', null],
    ['en', '12,50', 'adminCatalogue.errors.separators'],
    ['en', '99999999999', 'adminCatalogue.errors.tooLarge'],
    ['fr', '1 234,56', null],
    ['fr', '1.234,56', 'adminCatalogue.errors.separators'],
  ])('%s price %s: field error %s', (locale, price, message) => {
    const result = partForm.partFormSchema(locale).safeParse({ ...partForm.partFormValues(part, locale), price });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'price')?.message ?? null).toBe(message);
  });

  test('a German weight of 1.234 kg could be either reading: refused as ambiguous', () => {
    const result = partForm.partFormSchema('de').safeParse({ ...partForm.partFormValues(part, 'de'), weight: '1.234' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['adminCatalogue.errors.ambiguous']);
  });

  test('a language switch rewrites the numbers with the new separators, other text kept', () => {
    const german = { ...partForm.partFormValues({ ...part, price: cents(123456) }, 'de'), width: 'abc' };
    const english = partForm.rewritePartValues(german, 'de', 'en');
    expect(english).toMatchObject({ price: '1,234.56', weight: '2.5', width: 'abc', height: '20' });
    expect(partForm.rewritePartValues(english, 'en', 'de')).toEqual(german);
  });

  test('a server 422 on variants.0.part_number or name.fr lands on a field of the form', () => {
    const values = partForm.partFormValues(part, 'en');
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
    const write = assemblyForm.assemblyWriteOf(values, 'en');
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
    const result = assemblyForm.assemblyFormSchema('en').safeParse({
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
    const values = assemblyForm.assemblyFormValues(assembly, 'en');
    expect(values.mount).toBe('top');
    expect(values.parts).toEqual([{ part_id: '7', quantity: 2 }]);
    values.translations.fr = { name: 'Refroidisseur', description: '' };
    const parsed = assemblyWriteSchema.parse(assemblyForm.assemblyWriteOf(values, 'en'));
    expect(parsed).toMatchObject({ type: 'back_panel', mount: 'top', side: 'back', width: 600, height_units: 2 });
    expect(Object.keys(parsed.translations).sort()).toEqual(['de', 'en', 'fr']);
    expect(hasFieldPath(values, 'translations.de.name')).toBe(true);
    expect(hasFieldPath(values, 'parts.0.quantity')).toBe(true);
  });

  test('sizes in the language shown: 1.200 mm in German is sent as "1200"; 1,5 mm is refused', () => {
    const values = { ...assemblyForm.assemblyFormValues({ ...assembly, width: mm(1200) }, 'de') };
    expect(values.width).toBe('1.200');
    expect(assemblyForm.assemblyWriteOf(values, 'de').width).toBe('1200');
    const refused = assemblyForm.assemblyFormSchema('de').safeParse({ ...values, depth: '1,5', height: '1200.5' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['depth', 'adminCatalogue.errors.millimetres'],
      ['height', 'adminCatalogue.errors.separators'],
    ]);
    expect(assemblyForm.rewriteAssemblyValues(values, 'de', 'en').width).toBe('1,200');
  });

  test('the mount choices follow the type', () => {
    expect(assemblyForm.mountChoices('side_application')).toEqual(['left', 'right']);
    expect(assemblyForm.mountChoices('insert')).toEqual(['']);
    expect(assemblyForm.mountChoices('')).toEqual(['']);
  });
});
