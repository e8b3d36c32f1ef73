import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config.ts';
import { createTestApp } from './helpers/app.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import type { TestDatabase } from './helpers/database.ts';

/** An app whose mails land as .eml files in a folder of its own. */
export async function createMailApp(
  database: TestDatabase,
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; mailDir: string }> {
  const mailDir = mkdtempSync(join(tmpdir(), 'bar-auth-mail-'));
  const app = await createTestApp(database, { mailDir, publicUrl: 'https://bars.example.com', ...overrides });
  return { app, mailDir };
}

export type SentMail = { to: string; raw: string; text: string };

/** Quoted-printable (as nodemailer writes it) back to text. */
function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function sentMails(mailDir: string): SentMail[] {
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(join(mailDir, name), 'utf8');
      const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
      return { to, raw, text: decodeQuotedPrintable(raw) };
    });
}

export function mailsTo(mailDir: string, to: string): SentMail[] {
  return sentMails(mailDir).filter((mail) => mail.to === to);
}

/** Mails sent in the background (forgot password) arrive shortly after the answer. */
export async function waitForMail(mailDir: string, to: string, count = 1): Promise<SentMail[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = mailsTo(mailDir, to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

/** The first link in a mail whose path starts with `path`. */
export function linkIn(mail: SentMail, path: string): URL {
  const match = new RegExp(`https://bars\\.example\\.com${path}[^\\s"<]*`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in mail:\n${mail.text}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/** Registers (and so logs in) a new user in a fresh browser; returns the client and the user. */
export async function registeredClient(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
): Promise<{ client: TestClient; user: { id: number; email: string } }> {
  const client = await startedClient(app);
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const response = await client.post('/register', {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return { client, user: response.json().data };
}
