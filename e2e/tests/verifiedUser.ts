import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { mailsTo } from './outbox.ts';

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
  await expect.poll(() => mailsTo(email, 'newestFirst')[0] ?? '').toContain('/verify-email/');
  const link = (mailsTo(email, 'newestFirst')[0] ?? '').match(/https?:\/\/[^\s"<>]+\/verify-email\/[^\s"<>]+/)?.[0];
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('verify-outcome')).toHaveAttribute('data-outcome', 'verified');
}
