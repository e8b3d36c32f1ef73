import { describe, expect, it } from 'vitest';
import { imageFileName } from '../src/features/editor/saveImage/imageFileName.ts';
import { IMAGE_SCALE, imageSize } from '../src/scene/captureImage.ts';

describe('imageSize', () => {
  it('doubles the canvas drawing buffer', () => {
    expect(IMAGE_SCALE).toBe(2);
    expect(imageSize({ width: 1200, height: 700 }, 16384)).toEqual({ width: 2400, height: 1400 });
    expect(imageSize({ width: 1001, height: 333 }, 16384)).toEqual({ width: 2002, height: 666 });
  });

  it('shrinks to what the graphics card can draw, keeping the shape', () => {
    expect(imageSize({ width: 5000, height: 2500 }, 8192)).toEqual({ width: 8192, height: 4096 });
    expect(imageSize({ width: 1000, height: 3000 }, 4096)).toEqual({ width: 1365, height: 4096 });
  });

  it('never gives an empty picture', () => {
    expect(imageSize({ width: 0, height: 0 }, 4096)).toEqual({ width: 2, height: 2 });
  });
});

describe('imageFileName', () => {
  it('keeps a plain name and adds .png', () => {
    expect(imageFileName('Bar_2026.v1', false)).toBe('Bar_2026.v1.png');
  });

  it('drops accents and turns spaces and symbols into single dashes', () => {
    expect(imageFileName('  Théke für Café / Außen:  Nord ', false)).toBe('Theke-fur-Cafe-Aussen-Nord.png');
  });

  it('leaves no path, quote or control characters', () => {
    const name = imageFileName('../etc/"passwd"\u0000<x>', false);
    expect(name).toMatch(/^[A-Za-z0-9._-]+\.png$/);
    expect(name.startsWith('.')).toBe(false);
    expect(name).toBe('etc-passwd-x.png');
  });

  it('marks the transparent picture', () => {
    expect(imageFileName('Messe', true)).toBe('Messe-transparent.png');
  });

  it('falls back when nothing usable is left', () => {
    expect(imageFileName('', false)).toBe('bar.png');
    expect(imageFileName('★★★', true, 'theke')).toBe('theke-transparent.png');
  });

  it('cuts long names without a trailing dash', () => {
    const name = imageFileName(`${'a'.repeat(79)} b${'c'.repeat(50)}`, false);
    expect(name).toBe(`${'a'.repeat(79)}.png`);
  });
});
