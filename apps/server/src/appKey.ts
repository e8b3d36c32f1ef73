import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_LENGTH = 32;

/**
 * The embedded default needs no set-up, so a missing APP_KEY is generated once and kept in the
 * data folder (readable by the owner only); later starts read the same key.
 */
export function readOrCreateAppKey(dataDir: string): string {
  const path = join(dataDir, 'app-key');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(path, 'utf8').trim();
  if (key.length < MIN_LENGTH) {
    throw new Error(`Invalid configuration:\n  - APP_KEY: the key in ${path} is shorter than ${MIN_LENGTH} characters`);
  }
  return key;
}
