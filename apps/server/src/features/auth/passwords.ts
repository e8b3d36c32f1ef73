import { hash, verify } from '@node-rs/argon2';
import { randomToken } from '../../secrets.ts';

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
