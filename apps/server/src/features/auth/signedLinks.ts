import { createHmac } from 'node:crypto';
import { safeEqual, sha256Hex } from '../../secrets.ts';

export const VERIFICATION_LINK_MINUTES = 60;

export type VerificationLinkParts = { id: number; hash: string; expires: number; signature: string };

/** The `{hash}` of a verification link: names the address the link was made for, without showing it. */
export function emailHash(email: string): string {
  return sha256Hex(email.toLowerCase());
}

function sign(appKey: string, id: number, hash: string, expires: number): string {
  return createHmac('sha256', appKey).update(`${id}|${hash}|${expires}`).digest('hex');
}

/** A verification link's parts, signed with the app key (HMAC-SHA256), expiring after 60 minutes. */
export function signVerificationLink(
  appKey: string,
  user: { id: number; email: string },
  now = new Date(),
): VerificationLinkParts {
  const hash = emailHash(user.email);
  const expires = Math.floor(now.getTime() / 1000) + VERIFICATION_LINK_MINUTES * 60;
  return { id: user.id, hash, expires, signature: sign(appKey, user.id, hash, expires) };
}

export function verificationUrl(publicUrl: string, parts: VerificationLinkParts): string {
  const query = new URLSearchParams({ expires: String(parts.expires), signature: parts.signature });
  return `${publicUrl}/verify-email/${parts.id}/${parts.hash}?${query}`;
}

export type LinkCheck = 'valid' | 'invalidSignature' | 'expired';

/** The signature is checked first: an altered expiry is a forgery (403), not an expired link (410). */
export function checkVerificationLink(appKey: string, parts: VerificationLinkParts, now = new Date()): LinkCheck {
  if (!safeEqual(parts.signature, sign(appKey, parts.id, parts.hash, parts.expires))) return 'invalidSignature';
  if (parts.expires * 1000 <= now.getTime()) return 'expired';
  return 'valid';
}
