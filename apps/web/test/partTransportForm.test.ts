import { partUpdateSchema } from '@bar/contracts/adminCatalogue';
import type { PartDto } from '@bar/contracts/catalogue';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { describe, expect, test } from 'vitest';
import {
  partFormSchema,
  partFormValues,
  partUpdateOf,
  rewritePartValues,
} from '../src/features/admin/catalogue/partForm.ts';

const catalogue = seedCatalogue();
const byCode = (code: string) => [...catalogue.parts.values()].find((part) => part.code === code) as PartDto;

describe('part form: transport and power (T1, E1)', () => {
  test("a bag's packed and inner size, maximum load and watts go to the form and back", () => {
    const bag = byCode('bag-module');
    const values = partFormValues(bag, 'de');
    expect(values).toMatchObject({
      packed: { length: '1.300', width: '1.150', height: '60' },
      inner: { length: '1.250', width: '1.100', height: '650' },
      maxLoad: '60',
      watts: '0',
    });
    const update = partUpdateOf({ ...values, watts: '12', maxLoad: '45,5' }, 'de');
    expect(update).toMatchObject({
      packed_size: { length: 1300, width: 1150, height: 60 },
      inner_size: { length: 1250, width: 1100, height: 650 },
      max_load: 45_500,
      watts: 12,
    });
    expect(partUpdateSchema.safeParse(update).success).toBe(true);
    expect(rewritePartValues(rewritePartValues(values, 'de', 'en'), 'en', 'de')).toEqual(values);
  });

  test('blank sides send no box; some sides blank is refused per side', () => {
    const led = partFormValues(byCode('led-bar-1200'), 'en');
    expect(led.watts).toBe('18');
    const blank = { length: '', width: '', height: '' };
    expect(partUpdateOf({ ...led, packed: blank }, 'en')).toMatchObject({ packed_size: null, inner_size: null });
    expect(partFormSchema('en').safeParse({ ...led, packed: blank }).success).toBe(true);
    const partial = partFormSchema('en').safeParse({ ...led, packed: { ...blank, length: '1220' }, watts: 'x' });
    expect(partial.success).toBe(false);
    const problems = partial.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(problems).toEqual(
      expect.arrayContaining([
        ['packed.width', 'adminCatalogue.errors.boxSides'],
        ['packed.height', 'adminCatalogue.errors.boxSides'],
        ['watts', 'adminCatalogue.errors.watts'],
      ]),
    );
  });
});
