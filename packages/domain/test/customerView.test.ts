import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  compareFromTheLeft,
  facingOf,
  moduleNumbersFromTheLeft,
  modulesFromTheLeft,
  ordinalNumber,
} from '../src/customerView.ts';
import type { BaseModuleInstance } from '../src/document.ts';
import { ROTATIONS } from '../src/edges.ts';
import { LOCALES } from '../src/locale.ts';
import { mm } from '../src/units.ts';
import { frontRow } from './harness.ts';

function at(id: string, x: number, z = 0): Pick<BaseModuleInstance, 'id' | 'position'> {
  return { id, position: { x: mm(x), z: mm(z) } };
}

describe('the bar as the customer sees it', () => {
  test('modules added one after the other grow east, so the last one added is the 1st from the left', () => {
    const doc = frontRow(['g-raxx-600', 'g-raxx-1200', 'g-flexx-600']);
    const [first, second, third] = doc.front.baseModules.map((module) => module.id);
    expect(modulesFromTheLeft(doc.front)).toEqual([third, second, first]);
    expect(moduleNumbersFromTheLeft(doc.front).get(first ?? '')).toBe(3);
  });

  test('modules one behind the other (the leg of an L) count the one nearer the customer first', () => {
    const side = { baseModules: [at('back', 0, 1200), at('corner', 0, 0), at('east', 600, 0)] };
    expect(modulesFromTheLeft(side as never)).toEqual(['east', 'corner', 'back']);
  });

  test('a face is named by where it looks once the module is turned', () => {
    expect(facingOf('n', 0)).toBe('front');
    expect(facingOf('s', 0)).toBe('rear');
    expect(facingOf('e', 0)).toBe('left');
    expect(facingOf('w', 0)).toBe('right');
    // Turned clockwise by 90°, the module's n edge faces east: the customer's left.
    expect(facingOf('n', 90)).toBe('left');
    expect(facingOf('n', 180)).toBe('rear');
    expect(facingOf('n', 270)).toBe('right');
  });

  test('ordinals are written as each language writes them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => ordinalNumber(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
    expect(ordinalNumber(2, 'de')).toBe('2.');
    expect([ordinalNumber(1, 'fr'), ordinalNumber(2, 'fr')]).toEqual(['1er', '2e']);
    expect(ordinalNumber(2, 'it')).toBe('2º');
    expect(ordinalNumber(2, 'es')).toBe('2.º');
    expect(ordinalNumber(3, 'pt')).toBe('3.º');
  });

  test('every module of a random side gets a distinct number, counted from the east (the customer’s left)', () => {
    const positions = fc.uniqueArray(
      fc.record({ x: fc.integer({ min: -20, max: 20 }), z: fc.integer({ min: 0, max: 3 }) }),
      { minLength: 1, maxLength: 12, selector: (point) => `${point.x}:${point.z}` },
    );
    fc.assert(
      fc.property(positions, fc.context(), (points, ctx) => {
        const modules = points.map((point, index) => at(`m${index}`, point.x * 600, point.z * 600));
        const numbers = moduleNumbersFromTheLeft({ baseModules: modules } as never);
        ctx.log(JSON.stringify([...numbers]));
        expect([...numbers.values()].sort((a, b) => a - b)).toEqual(modules.map((_, index) => index + 1));
        const ordered = modulesFromTheLeft({ baseModules: modules } as never).map(
          (id) => modules.find((module) => module.id === id)?.position ?? { x: 0, z: 0 },
        );
        for (let index = 1; index < ordered.length; index++) {
          expect(
            compareFromTheLeft(ordered[index - 1] ?? { x: 0, z: 0 }, ordered[index] ?? { x: 0, z: 0 }),
          ).toBeLessThan(0);
        }
        // The document's order does not matter: the same bar listed backwards gets the same numbers.
        const reversed = moduleNumbersFromTheLeft({ baseModules: [...modules].reverse() } as never);
        expect([...reversed].sort()).toEqual([...numbers].sort());
      }),
    );
  });

  test('every rotation names each of the four faces once', () => {
    for (const rotation of ROTATIONS) {
      expect(new Set((['n', 'e', 's', 'w'] as const).map((edge) => facingOf(edge, rotation))).size).toBe(4);
    }
  });

  test('ordinals are distinct and never empty in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        (locale, a, b) => {
          fc.pre(a !== b);
          expect(ordinalNumber(a, locale)).not.toBe(ordinalNumber(b, locale));
          expect(ordinalNumber(a, locale)).toContain(String(a));
        },
      ),
    );
  });
});
