import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 256-bit secret, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Timing-safe comparison of two strings of any length (compares their digests). */
export function safeEqual(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
