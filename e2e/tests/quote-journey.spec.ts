import type { Page } from '@playwright/test';
import { PASSWORD } from './accounts.ts';
import { xsrf } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { mailsTo } from './outbox.ts';
import { startFromPreset, waitUntilSaved } from './shellHelpers.ts';

/**
 * The quote request as a new customer meets it: the e-mail confirmed in another tab is noticed
 * without a reload, an address typed but not saved by its own button is saved and used by Send,
 * and whatever Send refuses is shown beside its field, in view and focused.
 */

/** A signed-in customer (not yet confirmed) with a bar from a preset, the quote dialog open. */
async function customerAsksForQuote(page: Page): Promise<string> {
  const email = `journey.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/');
  const registered = await page.request.post('/register', {
    headers: await xsrf(page),
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, given_name: 'Anna', family_name: 'Berger' },
  });
  expect(registered.status()).toBe(201);
  await startFromPreset(page, 'compact-bar');
  await waitUntilSaved(page);
  await page.getByTestId('tab-partsList').click();
  await page.getByTestId('quote-open').click();
  return email;
}

/** Opens the confirmation link from the outbox in another tab of the same browser. */
async function confirmInAnotherTab(page: Page, email: string): Promise<void> {
  const mail = () => mailsTo(email, 'newestFirst')[0] ?? '';
  await expect.poll(mail).toContain('/verify-email/');
  const url = new URL(mail().match(/https?:\/\/[^\s"<>]+\/verify-email\/[^\s"<>]+/)?.[0] ?? '');
  const tab = await page.context().newPage();
  await tab.goto(`${url.pathname}${url.search}`);
  await expect(tab.getByTestId('verify-outcome')).toHaveAttribute('data-outcome', 'verified');
  await tab.close();
}

test('the e-mail confirmed in another tab opens the quote form by itself; Send saves and uses the typed address', async ({
  page,
}) => {
  const email = await customerAsksForQuote(page);
  await expect(page.getByTestId('quote-verify-first')).toBeVisible();
  await confirmInAnotherTab(page, email);
  // No click on "I have confirmed": the editor learnt it from the other tab.
  await expect(page.getByTestId('quote-form')).toBeVisible();
  await expect(page.getByTestId('quote-verify-first')).toHaveCount(0);

  // The new address is typed in, not saved with its own button, and Send is pressed.
  const form = page.getByTestId('address-form');
  await expect(form).toBeVisible();
  await page.getByTestId('address-organization').fill('Terrassen GmbH');
  await page.getByTestId('address-street').fill('Hauptstraße 1');
  await page.getByTestId('address-postal_code').fill('10115');
  await page.getByTestId('address-city').fill('Berlin');
  await page.getByTestId('quote-consent-contact').click();
  await page.getByTestId('quote-submit').click();
  await expect(page.getByTestId('quote-done')).toBeVisible();

  // The address was saved with the request and is the inquiry's.
  const addresses = (await (await page.request.get('/api/addresses')).json()) as { data: { street: string }[] };
  expect(addresses.data.map((address) => address.street)).toEqual(['Hauptstraße 1']);
  const confirmation = () => mailsTo(email, 'newestFirst').find((text) => text.includes('has been received'));
  await expect.poll(confirmation).toContain('Terrassen GmbH');
});

test('whatever Send refuses is shown beside its field, scrolled into view and focused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const email = await customerAsksForQuote(page);
  await confirmInAnotherTab(page, email);
  await expect(page.getByTestId('quote-form')).toBeVisible();

  // The typed address lacks its street: Send saves nothing and goes to the street.
  await page.getByTestId('address-city').fill('Berlin');
  await page.getByTestId('address-postal_code').fill('10115');
  await page.getByTestId('quote-consent-contact').click();
  await page.getByTestId('quote-submit').click();
  const street = page.getByTestId('address-street');
  await expect(street).toBeFocused();
  await expect(street).toBeInViewport();
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('address-form')).toContainText('Please fill in this field.');
  expect(((await (await page.request.get('/api/addresses')).json()) as { data: unknown[] }).data).toEqual([]);

  // With the street, and the consent taken back: the consent is refused, beside it and focused.
  await street.fill('Hauptstraße 1');
  await page.getByTestId('quote-consent-contact').click();
  await page.getByTestId('quote-submit').click();
  const consent = page.getByTestId('quote-consent-contact');
  await expect(consent).toBeFocused();
  await expect(consent).toBeInViewport();
  await expect(page.getByText('Please agree to be contacted and to the storage of your data.')).toBeVisible();
  // The address it needed first was saved and chosen meanwhile.
  await expect(page.getByTestId('billing-addresses').getByRole('radio')).toBeChecked();
});
