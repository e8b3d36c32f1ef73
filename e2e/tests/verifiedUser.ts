import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, outboxDir } from './fixtures.ts';

/** Mails in this worker's server outbox (DATA_DIR/mail) to this address, newest first. */
export function mailsTo(email: string): string[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => text.includes(email));
}

export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Registers through the dialogs and opens the confirmation link from the outbox. */
export async function registerVerified(page: Page, email: string): Promise<void> {
  const password = 'correct horse battery';
  await page.goto('/');
  await page.getByTestId('account-login').click();
  await page.getByTestId('open-register').click();
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-password-confirmation').fill(password);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-done')).toBeVisible();
  await expect.poll(() => decodeQuotedPrintable(mailsTo(email)[0] ?? '')).toContain('/verify-email/');
  const link = decodeQuotedPrintable(mailsTo(email)[0] ?? '').match(
    /https?:\/\/[^\s"<>]+\/verify-email\/[^\s"<>]+/,
  )?.[0];
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('verify-outcome')).toHaveAttribute('data-outcome', 'verified');
}
