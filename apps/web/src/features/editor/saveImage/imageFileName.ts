import { asciiFileStem } from '@bar/domain/fileName';

/** Longest file name stem: long bar names are cut, the extension stays. */
const MAX_STEM = 80;

/**
 * The saved picture's file name from the bar's name: accents dropped, anything but letters, digits,
 * dots, dashes and underscores turned into dashes, `fallback` when nothing is left; `-transparent`
 * marks the picture without background.
 */
export function imageFileName(barName: string, transparent: boolean, fallback = 'bar'): string {
  const stem = asciiFileStem(barName, fallback, { maxLength: MAX_STEM, keepDots: true });
  return `${stem}${transparent ? '-transparent' : ''}.png`;
}

/**
 * A photo's file name: the picture's (`imageFileName`) with `-photo` before the extension, so that a
 * photo and a picture of the same bar do not overwrite each other; `.png` or `.jpg`.
 */
export function photoFileName(barName: string, options: { transparent: boolean; format: 'png' | 'jpeg' }): string {
  const stem = imageFileName(barName, options.transparent).replace(/\.png$/, '');
  return `${stem}-photo.${options.format === 'jpeg' ? 'jpg' : 'png'}`;
}
