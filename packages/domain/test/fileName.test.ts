import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiFileStem, readableFileStem } from '../src/fileName.ts';

/** What a reader could be fooled by, or what an encoder refuses: format, control and surrogate characters. */
const HIDDEN = /[\p{Cf}\p{Cc}\p{Cs}]/u;

describe('readableFileStem', () => {
  it('drops bidi overrides and zero-width characters, so the extension cannot be disguised', () => {
    expect(readableFileStem('\u202egpj.exe', 'bar')).toBe('gpj.exe');
    expect(readableFileStem('Bar\u200b \u2066Ost\u2069\u200d\ufeff', 'bar')).toBe('Bar Ost');
    expect(readableFileStem('Theke\u061cSüd', 'bar')).toBe('ThekeSüd');
  });

  it('keeps letters of every script, turns controls and reserved characters into one space', () => {
    expect(readableFileStem('Café "Süd" = Bar', 'bar')).toBe('Café Süd = Bar');
    expect(readableFileStem('a\u0000b\nc/d:e', 'bar')).toBe('a b c d e');
    expect(readableFileStem('Bar 🍸 東京', 'bar')).toBe('Bar 🍸 東京');
  });

  it('falls back when nothing readable is left, and never cuts a character in half', () => {
    expect(readableFileStem('\u202e\u200b', 'bar')).toBe('bar');
    expect(readableFileStem('\ud800x', 'bar')).toBe('x');
    expect(readableFileStem('🍸'.repeat(120), 'bar')).toBe('🍸'.repeat(100));
  });

  it('for any name: no hidden character, at most 100 characters, and encodable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (name) => {
        const stem = readableFileStem(name, 'bar');
        expect(HIDDEN.test(stem)).toBe(false);
        expect(Array.from(stem).length).toBeLessThanOrEqual(100);
        expect(() => encodeURIComponent(stem)).not.toThrow();
        expect(stem).toBe(stem.trim());
        expect(stem.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('asciiFileStem', () => {
  it('spells the name in ASCII, with dashes between words', () => {
    expect(asciiFileStem('Café "Süd" = Bar', 'bar')).toBe('Cafe-Sud-Bar');
    expect(asciiFileStem('Straße\u202e', 'bar')).toBe('Strasse');
    expect(asciiFileStem('Bar_2026.v1', 'bar', { keepDots: true })).toBe('Bar_2026.v1');
    expect(asciiFileStem('★★★', 'parts-list')).toBe('parts-list');
  });

  it('for any name: letters, digits and single inner dashes only, at most the length asked', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.integer({ min: 1, max: 80 }), (name, max) => {
        const stem = asciiFileStem(name, 'bar', { maxLength: max });
        expect(stem === 'bar' || /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/.test(stem)).toBe(true);
        expect(stem.length).toBeLessThanOrEqual(Math.max(max, 3));
      }),
    );
  });
});
