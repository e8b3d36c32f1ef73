import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11yHelpers.ts';
import { submitRegistration } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { mailsTo } from './outbox.ts';

/** The newest mail to this address whose text contains `marker`, quoted-printable decoded. */
function newestMail(to: string, marker: string): string {
  return mailsTo(to, 'newestFirst').find((text) => text.includes(marker)) ?? '';
}

async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('notification').filter({ hasText: text })).toBeVisible();
}

test('profile: edit names, change e-mail and password, download my data, delete the account', async ({ page }) => {
  const stamp = Date.now();
  const email = `paula.${stamp}@example.com`;
  const newEmail = `paula.moved.${stamp}@example.com`;
  const password = 'correct horse battery';
  const newPassword = 'a brand new secret';

  // Register as a new user, then save a bar so that the export has one.
  await page.goto('/');
  await page.getByTestId('account-register').click();
  await submitRegistration(page, email);
  await page.keyboard.press('Escape');
  await page.goto('/?new=1');
  await page.getByTestId('new-bar-name').fill('Profile bar');
  await page.getByTestId('new-bar-submit').click();
  await expect(page.getByTestId('editor')).toBeVisible();

  // The file menu leads to the profile.
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-profile').click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByTestId('profile-current-email')).toContainText(email);

  // Names: saved, with a notice, and still there after a reload.
  await page.getByTestId('profile-given-name').fill('Paula');
  await page.getByTestId('profile-family-name').fill('Profil');
  await page.getByTestId('profile-organization').fill('Theken AG');
  await page.getByTestId('profile-details-submit').click();
  await expectNotice(page, 'Your details have been saved.');
  await page.reload();
  await expect(page.getByTestId('profile-given-name')).toHaveValue('Paula');
  await expect(page.getByTestId('profile-family-name')).toHaveValue('Profil');
  await expect(page.getByTestId('profile-organization')).toHaveValue('Theken AG');

  await expectNoSeriousViolations(page, 'profile');

  // E-mail change: a wrong password is shown at its field, nothing changes.
  await page.getByTestId('profile-new-email').fill(newEmail);
  await page.getByTestId('profile-email-password').fill('not my password');
  await page.getByTestId('profile-email-submit').click();
  await expect(page.getByTestId('profile-email').getByText('The current password is incorrect.')).toBeVisible();
  await page.getByTestId('profile-email-password').fill(password);
  await page.getByTestId('profile-email-submit').click();
  await expectNotice(page, `We have sent a confirmation link to ${newEmail}.`);
  await expect(page.getByTestId('profile-pending-email')).toContainText(newEmail);
  await expect(page.getByTestId('profile-current-email')).toContainText(email);
  // The current address is told; the new one gets the link, which is opened from the outbox.
  await expect.poll(() => newestMail(email, 'Change of your e-mail address requested')).toContain(newEmail);
  await expect.poll(() => newestMail(newEmail, '/confirm-email')).toContain('/confirm-email?token=');
  const link = new URL(
    newestMail(newEmail, '/confirm-email').match(/https?:\/\/[^\s"<>]+\/confirm-email\?[^\s"<>]+/)?.[0] ?? '',
  );
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('confirm-email-outcome')).toHaveAttribute('data-outcome', 'changed');
  await page.getByTestId('confirm-email-to-profile').click();
  await expect(page.getByTestId('profile-current-email')).toContainText(newEmail);
  await expect(page.getByTestId('profile-pending-email')).toHaveCount(0);

  // Password change: a mismatch and a wrong current password are shown per field.
  await page.getByTestId('profile-current-password').fill('wrong password');
  await page.getByTestId('profile-new-password').fill(newPassword);
  await page.getByTestId('profile-new-password-confirmation').fill('something else');
  await page.getByTestId('profile-password-submit').click();
  await expect(page.getByTestId('profile-password').getByText('The passwords do not match.')).toBeVisible();
  await page.getByTestId('profile-new-password-confirmation').fill(newPassword);
  await page.getByTestId('profile-password-submit').click();
  await expect(page.getByTestId('profile-password').getByText('The current password is incorrect.')).toBeVisible();
  await page.getByTestId('profile-current-password').fill(password);
  await page.getByTestId('profile-password-submit').click();
  await expectNotice(page, 'Your password has been changed.');

  // Download my data: the file holds the account, the bar and no secrets.
  const downloadEvent = page.waitForEvent('download');
  await page.getByTestId('profile-export-submit').click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^bar-configurator-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await download.path(), 'utf8');
  const exported = JSON.parse(text) as {
    data: { account: Record<string, unknown>; bars: { name: string; document: unknown }[]; addresses: unknown[] };
  };
  expect(exported.data.account).toMatchObject({
    email: newEmail,
    given_name: 'Paula',
    family_name: 'Profil',
    organization: 'Theken AG',
  });
  expect(exported.data.bars.map((bar) => bar.name)).toEqual(['Profile bar']);
  expect(exported.data.bars[0]?.document).toHaveProperty('front');
  expect(text).not.toMatch(/password|edit_token|preview_token/i);
  await expectNotice(page, 'Your data has been downloaded.');

  // Delete: the password confirms it; a wrong one is refused at its field.
  await page.getByTestId('profile-delete-open').click();
  await expect(page.getByTestId('profile-delete-form')).toBeVisible();
  await expectNoSeriousViolations(page, 'profile delete dialog');
  await page.getByTestId('profile-delete-password').fill(password);
  await page.getByTestId('profile-delete-confirm').click();
  await expect(page.getByTestId('profile-delete-form').getByText('The password is incorrect.')).toBeVisible();
  await page.getByTestId('profile-delete-password').fill(newPassword);
  await page.getByTestId('profile-delete-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  await expectNotice(page, 'Your account has been deleted.');
  await expect(page.getByTestId('account-info')).toHaveAttribute('data-signed-in', 'false');

  // The old credentials no longer log in.
  await page.getByTestId('account-login').click();
  await page.getByTestId('login-email').fill(newEmail);
  await page.getByTestId('login-password').fill(newPassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page.getByTestId('account-info')).toHaveAttribute('data-signed-in', 'false');
});

test('the account card leads a signed-in user to the profile; a guest is asked to log in', async ({ page }) => {
  await page.goto('/account/profile');
  await expect(page.getByTestId('profile-guest')).toBeVisible();
  await expect(page.getByTestId('login-reason')).toHaveText('Please log in to see your profile.');
  await page.keyboard.press('Escape');

  const email = `karl.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByTestId('account-register').click();
  await submitRegistration(page, email);
  await page.keyboard.press('Escape');
  await page.getByTestId('account-profile').click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByTestId('profile-current-email')).toContainText(email);
});
