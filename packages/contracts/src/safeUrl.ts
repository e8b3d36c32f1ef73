import { z } from 'zod';
import { msg } from './messages.ts';

/**
 * Addresses that administrators store and the web app puts into `href` and `src`: `https:` and
 * `http:` addresses, and paths on this site (`/media/intro.webm`). Anything else (`javascript:`,
 * `data:`, `vbscript:`, a protocol-relative `//host`, or any of them disguised by case, leading
 * spaces or control characters) could run script or leave the site, and is refused.
 */

// Browsers drop tabs and line breaks inside a URL and leading C0 controls and spaces, and read a
// backslash as a slash (`/\host` is `//host`): such an address is refused whole, not repaired.
function hasControlOrBackslash(url: string): boolean {
  for (let index = 0; index < url.length; index += 1) {
    const code = url.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
const ABSOLUTE_WEB = /^https?:\/\//i;

export function isSafeLinkUrl(url: string): boolean {
  if (url === '' || hasControlOrBackslash(url) || url !== url.trim()) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!ABSOLUTE_WEB.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export const SAFE_URL_MESSAGE = msg('validation.safeUrl');

/** A link or media address an administrator stores: 422 naming the field for anything unsafe. */
export const safeUrlSchema = z.string().max(2048).refine(isSafeLinkUrl, SAFE_URL_MESSAGE);
