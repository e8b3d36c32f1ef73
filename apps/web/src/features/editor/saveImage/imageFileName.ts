/** Longest file name stem: long bar names are cut, the extension stays. */
const MAX_STEM = 80;

/**
 * The saved picture's file name from the bar's name: accents dropped, anything but letters, digits,
 * dots, dashes and underscores turned into dashes, `fallback` when nothing is left; `-transparent`
 * marks the picture without background.
 */
export function imageFileName(barName: string, transparent: boolean, fallback = 'bar'): string {
  const stem = barName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, MAX_STEM)
    .replace(/[-.]+$/, '');
  return `${stem || fallback}${transparent ? '-transparent' : ''}.png`;
}
