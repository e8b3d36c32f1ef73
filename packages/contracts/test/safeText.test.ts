import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText } from '../src/safeText.ts';

describe('safe text: no NUL, no unpaired surrogate', () => {
  it.each([
    ['plain text', 'Bar 1', true],
    ['an emoji (a surrogate pair)', 'Bar 🍸', true],
    ['a NUL character', 'Bar\u00001', false],
    ['a lone high surrogate', 'Bar \ud83c', false],
    ['a lone low surrogate', '\udf78 Bar', false],
    ['two high surrogates', '\ud83c\ud83c\udf78', false],
    ['a pair in the wrong order', '\udf78\ud83c', false],
  ])('judges %s', (_, text, safe) => {
    expect(isSafeText(text)).toBe(safe);
  });

  it('names the path of every bad string in nested objects and arrays', () => {
    const body = {
      name: 'ok',
      front: { baseModules: [{ id: 'm\u00001' }, { id: 'fine' }, { id: '\ud800' }] },
      list: ['a', 'b\u0000'],
    };
    expect(findUnsafeText(body)).toEqual([
      { path: ['front', 'baseModules', 0, 'id'], problem: 'nul' },
      { path: ['front', 'baseModules', 2, 'id'], problem: 'loneSurrogate' },
      { path: ['list', 1], problem: 'nul' },
    ]);
  });

  it('reports a bad key at the path of its object', () => {
    expect(findUnsafeText({ filter: { 'na\u0000me': 'x' } })).toEqual([{ path: ['filter'], problem: 'nul' }]);
  });

  it('walks a body nested 200,000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    const found = findUnsafeText(deep);
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toHaveLength(200_000);
  });

  const safeString = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\u0000'));
  const safeJson = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      safeString,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(safeString, tie('value'), { maxKeys: 4 }),
    ),
  })).value;

  it('finds nothing in JSON made of well-formed text (property)', () => {
    fc.assert(fc.property(safeJson, (value) => findUnsafeText(value).length === 0));
  });

  it('finds a NUL or a lone surrogate wherever it is put, with its path (property)', () => {
    const bad = fc.constantFrom('\u0000', '\ud800', '\udfff');
    fc.assert(
      fc.property(
        safeJson,
        fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 6 }),
        safeString,
        bad,
        (value, path, text, badChar) => {
          // Put the bad text at the end of a path of fresh objects inside a wrapper around the value.
          const root: Record<string, unknown> = { keep: value };
          let at = root;
          for (const key of path) {
            const next: Record<string, unknown> = {};
            at[key] = next;
            at = next;
          }
          at.text = `${text}${badChar}${text}`;
          const found = findUnsafeText(root);
          expect(found).toEqual([{ path: [...path, 'text'], problem: badChar === '\u0000' ? 'nul' : 'loneSurrogate' }]);
        },
      ),
    );
  });
});
