import { describe, expect, it } from 'vitest';
import {
  becomesBarPicture,
  PHOTO_QUALITIES,
  photoSize,
  secondsLeft,
} from '../src/features/editor/photo/photoChoices.ts';
import { photoFileName } from '../src/features/editor/saveImage/imageFileName.ts';

describe('photoSize', () => {
  it('gives the fixed sizes as named', () => {
    expect(photoSize('small', 1.5)).toEqual({ width: 256, height: 160 });
    expect(photoSize('fullHd', 0.5)).toEqual({ width: 1920, height: 1080 });
    expect(photoSize('uhd', 2)).toEqual({ width: 3840, height: 2160 });
  });

  it("keeps the view's shape with a long side of 1920 pixels", () => {
    expect(photoSize('view', 1.6)).toEqual({ width: 1920, height: 1200 });
    expect(photoSize('view', 0.5)).toEqual({ width: 960, height: 1920 });
  });

  it('never passes 3840 × 2160 nor what the graphics card draws, keeping the shape', () => {
    expect(photoSize('view', 0.25)).toEqual({ width: 480, height: 1920 });
    expect(photoSize('uhd', 1.78, 2048)).toEqual({ width: 2048, height: 1152 });
  });

  it('takes 16:9 for a view without a shape', () => {
    expect(photoSize('view', 0)).toEqual({ width: 1920, height: 1080 });
    expect(photoSize('view', Number.NaN)).toEqual({ width: 1920, height: 1080 });
  });
});

describe('secondsLeft', () => {
  it('is unknown before the first sample', () => {
    expect(secondsLeft({ samples: 0, total: 64 }, 5000)).toBeNull();
  });

  it('extrapolates the time per sample so far', () => {
    expect(secondsLeft({ samples: 8, total: 64 }, 4000)).toBe(28);
    expect(secondsLeft({ samples: 64, total: 64 }, 4000)).toBe(0);
  });

  it('orders the qualities by samples', () => {
    expect(PHOTO_QUALITIES.draft).toBeLessThan(PHOTO_QUALITIES.good);
    expect(PHOTO_QUALITIES.good).toBeLessThan(PHOTO_QUALITIES.best);
  });
});

describe('photoFileName', () => {
  it("is the picture's name with -photo and the format's extension", () => {
    expect(photoFileName('Théke Nord', { transparent: false, format: 'jpeg' })).toBe('Theke-Nord-photo.jpg');
    expect(photoFileName('Théke Nord', { transparent: true, format: 'png' })).toBe('Theke-Nord-transparent-photo.png');
    expect(photoFileName('', { transparent: false, format: 'png' })).toBe('bar-photo.png');
  });
});

describe('becomesBarPicture', () => {
  const fullHd = { width: 1920, height: 1080 };
  it('takes a photo at least as large as the raster picture, with background, not a draft', () => {
    expect(becomesBarPicture({ quality: 'good', background: true }, fullHd)).toBe(true);
    expect(becomesBarPicture({ quality: 'best', background: true }, { width: 1080, height: 1200 })).toBe(true);
  });

  it('leaves the picture as it is for a small, grainy or transparent photo', () => {
    expect(becomesBarPicture({ quality: 'good', background: true }, { width: 256, height: 160 })).toBe(false);
    expect(becomesBarPicture({ quality: 'good', background: true }, { width: 1199, height: 674 })).toBe(false);
    expect(becomesBarPicture({ quality: 'draft', background: true }, fullHd)).toBe(false);
    expect(becomesBarPicture({ quality: 'best', background: false }, fullHd)).toBe(false);
  });
});
