import { PASSWORD_MIN_LENGTH } from '@bar/contracts/auth';
import type { Locale } from '@bar/domain/locale';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { validationError } from '../../appError.ts';
import { randomToken } from '../../secrets.ts';
import { authMessage } from './authMessages.ts';

/** argon2id, the library's default algorithm, with its default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a user the check still runs, against a hash of
 * a random secret, so the time of the answer does not tell whether the account exists.
 */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

let common: Set<string> | null = null;

/**
 * Whether a password is one of the most used ones (zxcvbn's list of about 49,000, lower case; only
 * those long enough to pass the length rule are kept), compared without case and surrounding space.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((word) => word.length >= PASSWORD_MIN_LENGTH));
  return common.has(password.trim().toLowerCase());
}

/** A 422 on `password` for a new password that is too common; before anything is written or used up. */
export function refuseCommonPassword(password: string, locale: Locale): void {
  if (isCommonPassword(password)) throw validationError({ password: [authMessage('commonPassword', locale)] });
}
