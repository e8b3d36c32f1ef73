import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  clipHighlights,
  HIGHLIGHT_CAP,
  LIGHT_SATURATION,
  lightingCopy,
} from '../src/scene/environment/panoramaData.ts';
import { photoPanorama } from '../src/scene/environment/photoEnvironments.ts';

const luminance = (red: number, green: number, blue: number) => 0.2126 * red + 0.7152 * green + 0.0722 * blue;

const channel = fc.float({ min: 0, max: 200, noNaN: true });
const pixels = fc.array(fc.tuple(channel, channel, channel), { minLength: 1, maxLength: 40 });
const rgba = (list: [number, number, number][]) => Float32Array.from(list.flatMap(([r, g, b]) => [r, g, b, 1]));

describe('the panoramas of the background scenes', () => {
  test('highlights past the cap become a neutral white of the cap; other pixels are kept', () => {
    fc.assert(
      fc.property(pixels, (list) => {
        const clipped = clipHighlights(rgba(list));
        list.forEach(([red, green, blue], index) => {
          const pixel = Array.from(clipped.slice(index * 4, index * 4 + 3));
          const brightest = Math.max(red, green, blue);
          expect(pixel).toEqual(
            brightest > HIGHLIGHT_CAP
              ? [HIGHLIGHT_CAP, HIGHLIGHT_CAP, HIGHLIGHT_CAP]
              : [Math.fround(red), Math.fround(green), Math.fround(blue)],
          );
        });
      }),
    );
  });

  test('the broken sun of the meadow (blue only, 11,800) lights white, and a value that is not finite too', () => {
    const clipped = clipHighlights(Float32Array.from([0, 0, 11_800, 1, Number.POSITIVE_INFINITY, 1, 1, 1]));
    expect(Array.from(clipped)).toEqual([48, 48, 48, 1, 48, 48, 48, 1]);
  });

  test('the light keeps each pixel’s luminance and a fixed share of its colour', () => {
    fc.assert(
      fc.property(pixels, (list) => {
        const source = rgba(list);
        const light = lightingCopy(source);
        list.forEach((_pixel, index) => {
          const [red = 0, green = 0, blue = 0] = source.slice(index * 4, index * 4 + 3);
          const [lr = 0, lg = 0, lb = 0, alpha] = light.slice(index * 4, index * 4 + 4);
          const lum = luminance(red, green, blue);
          expect(luminance(lr, lg, lb)).toBeCloseTo(lum, 2);
          // The difference between two channels shrinks to the kept share of it.
          expect(lr - lg).toBeCloseTo((red - green) * LIGHT_SATURATION, 2);
          expect(lg - lb).toBeCloseTo((green - blue) * LIGHT_SATURATION, 2);
          expect(alpha).toBe(1);
        });
        // The source is left as it was: it is the background that is shown.
        expect(Array.from(source)).toEqual(Array.from(rgba(list)));
      }),
    );
  });

  test('every scene’s panorama is bundled: decoded to 512 × 256 half floats, with no highlight past the cap', async () => {
    for (const scene of ['beach', 'farm', 'hall', 'woods'] as const) {
      const { background, light } = await photoPanorama(scene);
      expect([background.image.width, background.image.height]).toEqual([512, 256]);
      expect(light.image.data).not.toBe(background.image.data);
      const halves = background.image.data as Uint16Array;
      // 48 as a half float is 0x5200; no channel above it, none infinite or NaN (exponent all ones).
      let highest = 0;
      for (let index = 0; index < halves.length; index++) {
        if ((index & 3) === 3) continue;
        const half = halves[index] ?? 0;
        if (half & 0x8000) continue;
        highest = Math.max(highest, half);
      }
      expect(highest).toBeLessThanOrEqual(0x5200);
      expect(highest).toBeGreaterThan(0x3c00);
    }
    // Decoding four bundled panoramas is real work: seconds when the machine runs other suites beside it.
  }, 30_000);
});
