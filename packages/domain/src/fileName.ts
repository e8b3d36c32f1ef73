/**
 * File names made from a bar's name, one rule for every download: the web app's saved pictures
 * and files, the server's `Content-Disposition` and the PDF's name.
 */

/** The name in ASCII letters and digits (and dots and underscores with `keepDots`), other runs as one dash. */
export function asciiFileStem(
  name: string,
  fallback: string,
  options: { maxLength?: number; keepDots?: boolean } = {},
): string {
  const { maxLength = 60, keepDots = false } = options;
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(keepDots ? /[^A-Za-z0-9._-]+/g : /[^A-Za-z0-9]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, maxLength)
    .replace(/[-.]+$/, '');
  return stem || fallback;
}

/**
 * Invisible characters that change how a name reads without being seen: format characters (Cf:
 * bidi overrides such as U+202E that show `gpj.exe` as `exe.jpg`, zero-width spaces and joiners,
 * the byte order mark) and lone surrogates (Cs), which no encoding can carry. They are dropped.
 */
const INVISIBLE = /[\p{Cf}\p{Cs}]+/gu;

/** Characters no file system likes in a name, and controls (Cc); each run becomes a space. */
const UNSAFE_IN_NAMES = /[\\/:*?"<>|\p{Cc}]+/gu;

/** The name as a person wrote it (umlauts and all), safe as a file name: at most `maxLength` characters. */
export function readableFileStem(name: string, fallback: string, maxLength = 100): string {
  const readable = name.replace(INVISIBLE, '').replace(UNSAFE_IN_NAMES, ' ').replace(/\s+/g, ' ').trim();
  // Cut by code point, so that a cut never leaves half a surrogate pair behind.
  return Array.from(readable).slice(0, maxLength).join('').trim() || fallback;
}
