/** The bar's name in ASCII letters, digits and dashes (at most 60), or `fallback` when nothing is left. */
export function asciiFileStem(name: string, fallback: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return ascii || fallback;
}

/** RFC 5987 `value-chars`: everything but attr-char percent-encoded as UTF-8. */
function extendedValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Characters no file system likes in a name, and controls. */
const UNSAFE_IN_NAMES = /[\\/:*?"<>|\p{Cc}]+/gu;

/**
 * `Content-Disposition` for a file named after the bar: a plain ASCII `filename` for every client
 * and the real name (umlauts and all) as RFC 6266 / RFC 5987 `filename*` for those that read it.
 */
export function contentDisposition(
  type: 'inline' | 'attachment',
  barName: string,
  extension: string,
  fallback: string,
): string {
  const ascii = `${asciiFileStem(barName, fallback)}.${extension}`;
  const readable = barName.replace(UNSAFE_IN_NAMES, ' ').replace(/\s+/g, ' ').trim().slice(0, 100) || fallback;
  return `${type}; filename="${ascii}"; filename*=UTF-8''${extendedValue(`${readable}.${extension}`)}`;
}
