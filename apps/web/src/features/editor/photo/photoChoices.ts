/** The sizes a photo can have: fixed ones, and the 3D view's own shape. */
export const PHOTO_SIZES = {
  small: { width: 256, height: 160 },
  hd: { width: 1280, height: 720 },
  fullHd: { width: 1920, height: 1080 },
  uhd: { width: 3840, height: 2160 },
} as const;

export type PhotoSizeChoice = keyof typeof PHOTO_SIZES | 'view';

/** Samples per pixel of each quality: more samples, less grain, longer. */
export const PHOTO_QUALITIES = { draft: 8, good: 64, best: 256 } as const;

export type PhotoQuality = keyof typeof PHOTO_QUALITIES;

/** The largest photo: 3840 × 2160 (4K UHD) and no side beyond. */
const MAX_WIDTH = 3840;
const MAX_HEIGHT = 2160;
/** The long side of a photo in the view's shape. */
const VIEW_LONG_SIDE = 1920;

/** A size in pixels. */
export type PixelSize = { width: number; height: number };

/**
 * The photo's size in pixels for a choice; "the view's shape" keeps the 3D view's width to height
 * with a long side of 1920 pixels, never beyond 3840 × 2160 (nor beyond what the graphics card can draw).
 */
export function photoSize(choice: PhotoSizeChoice, viewAspect: number, maxSide = Number.POSITIVE_INFINITY): PixelSize {
  const aspect = Number.isFinite(viewAspect) && viewAspect > 0 ? viewAspect : 16 / 9;
  const wanted =
    choice === 'view'
      ? aspect >= 1
        ? { width: VIEW_LONG_SIDE, height: VIEW_LONG_SIDE / aspect }
        : { width: VIEW_LONG_SIDE * aspect, height: VIEW_LONG_SIDE }
      : PHOTO_SIZES[choice];
  const scale = Math.min(
    1,
    MAX_WIDTH / wanted.width,
    MAX_HEIGHT / wanted.height,
    maxSide / Math.max(wanted.width, wanted.height),
  );
  return {
    width: Math.max(1, Math.round(wanted.width * scale)),
    height: Math.max(1, Math.round(wanted.height * scale)),
  };
}

/**
 * Seconds still to wait, from the time the samples so far took; null before the first sample (the
 * path tracer's program is compiled first, which takes as long as it takes).
 */
export function secondsLeft(progress: { samples: number; total: number }, elapsedMs: number): number | null {
  if (progress.samples <= 0) return null;
  const left = Math.max(0, progress.total - progress.samples);
  return Math.ceil(((elapsedMs / progress.samples) * left) / 1000);
}

/** The long side of the bar's raster picture (`scene/capture.ts`): a smaller photo would be a worse picture. */
const BAR_PICTURE_MIN_SIDE = 1200;

/**
 * Whether a photo becomes the bar's picture (a shared link's preview, the PDF's first page, a
 * preset's thumbnail; a photo outranks the 3D view's raster): only one at least as large as that
 * raster, with its background (a preview needs one) and not a draft (its grain would be worse than
 * the raster's clean frame). Any photo can still be saved as a file.
 */
export function becomesBarPicture(choices: { quality: PhotoQuality; background: boolean }, size: PixelSize): boolean {
  return choices.background && choices.quality !== 'draft' && Math.max(size.width, size.height) >= BAR_PICTURE_MIN_SIDE;
}
