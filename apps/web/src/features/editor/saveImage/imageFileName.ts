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
