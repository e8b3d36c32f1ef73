import { seedCatalogue } from '@bar/domain/seed/catalogue';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { matchesRalQuery, RAL_FAMILIES, ralGroups } from '../src/features/editor/colors/ralChoices.ts';

const choices = seedCatalogue().colors.filter((color) => /^\d{4}$/.test(color.code));
const red = { code: '3020', name: 'Traffic red', hex: '#cc0605' };

describe('RAL colour search', () => {
  test('finds a colour by number, by "RAL" and number, by name in any case, and by words in any order', () => {
    for (const query of ['3020', '30', 'RAL 3020', 'ral', 'traffic RED', 'red 30', '  red  '])
      expect(matchesRalQuery(red, query), query).toBe(true);
    for (const query of ['3021', 'blue', 'red 31']) expect(matchesRalQuery(red, query), query).toBe(false);
  });

  test('accents do not count: "grün" finds a green named without them, "creme" one named "Crème"', () => {
    expect(matchesRalQuery({ code: '6018', name: 'Yellow green', hex: '#000' }, 'YELLOW gréén')).toBe(true);
    expect(matchesRalQuery({ code: '9001', name: 'Crème', hex: '#000' }, 'creme')).toBe(true);
  });

  test('an empty query lists every colour once per family, the bar’s colours first', () => {
    const groups = ralGroups(choices, '', ['9016', '3020']);
    expect(groups[0]).toMatchObject({ key: 'inBar' });
    expect(groups[0]?.choices.map((choice) => choice.code).sort()).toEqual(['3020', '9016']);
    const families = groups.slice(1);
    expect(families.map((group) => group.key)).toEqual([...RAL_FAMILIES]);
    expect(families.flatMap((group) => group.choices)).toHaveLength(choices.length);
    expect(choices.length).toBeGreaterThan(200);
  });

  test('a query keeps only its matches and drops the groups it empties', () => {
    const groups = ralGroups(choices, 'traffic', []);
    const codes = groups.flatMap((group) => group.choices.map((choice) => choice.code));
    expect(codes).toContain('3020');
    expect(codes).toContain('9016');
    expect(groups.every((group) => group.choices.length > 0)).toBe(true);
    expect(ralGroups(choices, 'no such colour', ['9016'])).toEqual([]);
  });

  test('any query, however long or odd, returns a subset of the palette', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (query) => {
        const codes = new Set(choices.map((choice) => choice.code));
        for (const group of ralGroups(choices, query, ['9016']))
          for (const choice of group.choices) expect(codes.has(choice.code)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
