import { describe, expect, it } from 'vitest';
import { seedColors } from '../src/seed/colors.ts';
import { ralClassic } from '../src/seed/ralClassic.ts';

describe('K3 the RAL Classic palette', () => {
  const codes = ralClassic.map((color) => color.code);

  it('holds the whole collection, each code once and as four digits', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(200);
    for (const code of codes) expect(code).toMatch(/^[1-9]\d{3}$/);
    expect(codes[0]).toBe('1000');
    expect(codes.at(-1)).toBe('9023');
  });

  it('gives every colour a name and a #rrggbb screen approximation', () => {
    for (const color of ralClassic) {
      expect(color.name.trim()).not.toBe('');
      expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(ralClassic.find((color) => color.code === '9016')).toEqual({
      code: '9016',
      name: 'Traffic white',
      hex: '#f7fbf5',
    });
  });

  it('never contains the internal codes dg and plt', () => {
    const lowerCodes = codes.map((code) => code.toLowerCase());
    expect(lowerCodes).not.toContain('dg');
    expect(lowerCodes).not.toContain('plt');
  });
});

describe('seed colours', () => {
  it('offers the whole palette, all active', () => {
    expect(seedColors.map((color) => color.code).sort()).toEqual(ralClassic.map((color) => color.code).sort());
    expect(seedColors.every((color) => color.is_active)).toBe(true);
  });

  it('keeps ids 1–8 of the first seeded colours, with white as id 1', () => {
    const idsByCode = Object.fromEntries(seedColors.map((color) => [color.code, color.id]));
    expect(idsByCode).toMatchObject({
      '9016': 1,
      '9010': 2,
      '9005': 3,
      '7016': 4,
      '9006': 5,
      '3020': 6,
      '5010': 7,
      '6018': 8,
    });
  });

  it('numbers the other colours from 9 upward in palette order, each id once', () => {
    const ids = seedColors.map((color) => color.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids.map((_, index) => index + 1));
    const byCode = (code: string) => seedColors.find((color) => color.code === code)?.id;
    // Pinned: changing the palette order would renumber colours that stored rows refer to.
    expect(byCode('1000')).toBe(9);
    expect(byCode('1001')).toBe(10);
    expect(byCode('3000')).toBe(53);
    expect(byCode('9023')).toBe(ralClassic.length);
  });
});
