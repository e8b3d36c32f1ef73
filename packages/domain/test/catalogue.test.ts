import { describe, expect, it } from 'vitest';
import { PART_TYPES } from '../src/catalogue.ts';
import { LOCALES } from '../src/locale.ts';
import { seedAssemblies } from '../src/seed/assemblies.ts';
import { seedBaseModules } from '../src/seed/baseModules.ts';
import { seedParts } from '../src/seed/parts.ts';
import { catalogue } from './harness.ts';

const partByCode = (code: string) => seedParts.find((part) => part.code === code);

describe('seed catalogue', () => {
  it('has unique ids, codes and part numbers', () => {
    const lists: unknown[][] = [
      seedParts.map((part) => part.id),
      seedParts.map((part) => part.code),
      seedParts.flatMap((part) => part.variants.map((variant) => variant.part_number)),
    ];
    for (const list of lists) expect(new Set(list).size).toBe(list.length);
    expect(new Set(seedAssemblies.map((assembly) => assembly.id)).size).toBe(seedAssemblies.length);
    expect(new Set(seedAssemblies.map((assembly) => assembly.code)).size).toBe(seedAssemblies.length);
    expect(new Set(seedBaseModules.map((module) => module.code)).size).toBe(seedBaseModules.length);
  });

  it('names and describes every part and assembly in all six languages', () => {
    for (const part of seedParts) {
      for (const locale of LOCALES) {
        expect(part.name[locale], `${part.code} name ${locale}`).toBeTruthy();
        expect(part.description[locale], `${part.code} description ${locale}`).toBeTruthy();
      }
    }
    for (const assembly of seedAssemblies) {
      for (const locale of LOCALES)
        expect(assembly.translations[locale]?.name, `${assembly.code} ${locale}`).toBeTruthy();
    }
  });

  it('covers every family the specification names', () => {
    const families = new Set(seedBaseModules.map((module) => module.family));
    expect([...families].sort()).toEqual(['back-frame', 'corner', 'empty', 'g-flexx', 'g-flexx-mini', 'g-raxx']);
    const types = new Set(seedParts.map((part) => part.type));
    // Every type but the brand sign's: a brand sign is an assembly without parts (B1, B4).
    for (const type of PART_TYPES.filter((partType) => partType !== 'brandsign')) {
      expect(types.has(type), type).toBe(true);
    }
    for (const code of [
      'corner-module',
      'speed-rack',
      'front-frame-600',
      'bottle-shelf-600',
      'bottle-shelf-1200',
      'back-side-cap',
      'corner-worktop',
      'corner-cap',
      'corner-frame',
      'gn-container-1-1',
    ]) {
      expect(partByCode(code), code).toBeDefined();
    }
    const inserts = seedAssemblies.filter((assembly) => assembly.type === 'insert');
    expect(inserts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(inserts.map((insert) => insert.height_units)).size).toBeGreaterThanOrEqual(4);
    expect(seedAssemblies.find((assembly) => assembly.id === 40)?.code).toBe('back-frame-shelf');
    expect(seedAssemblies.find((assembly) => assembly.id === 41)?.code).toBe('back-frame-bottle-shelf');
    const signs = seedParts
      .filter((part) => part.type === 'einhaengeschild')
      .map((part) => `${part.width}x${part.height}`);
    expect(new Set(signs).size).toBeGreaterThanOrEqual(3);
  });

  it('prices and weighs a 1200 mm part above its 600 mm sibling', () => {
    const pairs = seedParts
      .filter((part) => part.code.includes('600'))
      .map((part) => [part, partByCode(part.code.replace('600', '1200'))] as const);
    expect(pairs.filter(([, long]) => long).length).toBeGreaterThanOrEqual(8);
    for (const [short, long] of pairs) {
      if (!long) continue;
      expect(long.price, `${long.code} price`).toBeGreaterThan(short.price);
      expect(long.weight, `${long.code} weight`).toBeGreaterThan(short.weight);
    }
  });

  it('refers only to parts that exist', () => {
    for (const assembly of seedAssemblies)
      for (const part of assembly.parts) expect(catalogue.parts.has(part.part_id), assembly.code).toBe(true);
    for (const module of seedBaseModules)
      expect(catalogue.parts.get(module.part_id)?.type, module.code).toBe('base-frame');
  });

  it('keeps plausible prices (EUR 5 to 2000 net) and weights (0.1 to 40 kg)', () => {
    for (const part of seedParts) {
      expect(part.price, part.code).toBeGreaterThanOrEqual(500);
      expect(part.price, part.code).toBeLessThanOrEqual(200000);
      expect(part.weight, part.code).toBeGreaterThanOrEqual(100);
      expect(part.weight, part.code).toBeLessThanOrEqual(40000);
    }
  });
});
