import { asciiFileStem, readableFileStem } from '@bar/domain/fileName';

/** RFC 5987 `value-chars`: everything but attr-char percent-encoded as UTF-8. */
function extendedValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition` for a file named after the bar: a plain ASCII `filename` for every client
 * and the real name (umlauts and all, invisible and control characters dropped) as RFC 6266 /
 * RFC 5987 `filename*` for those that read it.
 */
export function contentDisposition(
  type: 'inline' | 'attachment',
  barName: string,
  extension: string,
  fallback: string,
): string {
  const ascii = `${asciiFileStem(barName, fallback)}.${extension}`;
  const readable = readableFileStem(barName, fallback);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${extendedValue(`${readable}.${extension}`)}`;
}
