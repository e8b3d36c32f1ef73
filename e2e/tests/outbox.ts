import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { outboxDir } from './fixtures.ts';

/**
 * Quoted-printable undone (soft line breaks joined, `=XX` bytes restored) on a mail read byte for
 * byte (latin1), then read as the UTF-8 it is: "Straße" reads as written whether it was encoded or not.
 */
export function decodeQuotedPrintable(bytes: string): string {
  const decoded = bytes
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(decoded, 'latin1').toString('utf8');
}

/**
 * The mails this worker's server wrote (DATA_DIR/mail) whose `To:` names `email`, decoded
 * (`decodeQuotedPrintable`), oldest first or, with `newestFirst`, the newest first.
 */
export function mailsTo(email: string, order: 'oldestFirst' | 'newestFirst' = 'oldestFirst'): string[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  const to = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(dir, name))
    .map((file) => ({ file, written: statSync(file).mtimeMs }))
    .sort((a, b) => (order === 'oldestFirst' ? a.written - b.written : b.written - a.written));
  return files.map(({ file }) => decodeQuotedPrintable(readFileSync(file, 'latin1'))).filter((mail) => to.test(mail));
}
