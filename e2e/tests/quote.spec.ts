import { registerFromQuoteRequest, verifyEmail } from './accounts.ts';
import { E2E_ADMIN, expect, test } from './fixtures.ts';
import { mailsTo } from './outbox.ts';
import { chooseCountry, startFromPreset, waitUntilSaved } from './shellHelpers.ts';

const shots = '/tmp/shots/quote/';
/** The administrator every e2e server creates (fixtures.ts) (ADMIN_EMAIL). */
const ADMIN_EMAIL = E2E_ADMIN.email;

test('a new user builds a bar, requests a quote, verifies, completes the inquiry and both mails go out', async ({
  page,
  context,
}) => {
  const email = `quote.${Date.now()}@example.com`;
  const message = `Two of these for our terrace, ref ${Date.now()}`;

  // A guest builds a bar and asks for a quote: the login dialog says why.
  await startFromPreset(page, 'full-service-bar');
  await waitUntilSaved(page);
  // Register from the login dialog it opens; the quote dialog follows, asking to confirm the e-mail first.
  await registerFromQuoteRequest(page, email);
  await page.getByTestId('quote-verified-continue').click();
  await expect(page.getByTestId('quote-still-unverified')).toBeVisible();

  // Ask for a new confirmation mail, then confirm in another tab.
  await page.getByTestId('quote-resend').click();
  await page.getByTestId('resend-submit').click();
  await expect(page.getByTestId('resend-verification')).toContainText('A new confirmation e-mail is on its way.');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('quote-verify-first')).toBeVisible();
  const mailTab = await context.newPage();
  await verifyEmail(mailTab, email);
  await mailTab.close();

  // Back in the editor, which learnt it from the other tab: the form, where we left off.
  await expect(page.getByTestId('quote-form')).toBeVisible();

  // The new address (prefilled from the account) needs a street and a company or a last name.
  await page.getByTestId('quote-message').fill(message);
  await page.getByTestId('address-street').fill('');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-form')).toContainText('Please fill in this field.');
  await expect(page.getByTestId('address-form')).toContainText('Please enter a company or a last name.');
  await page.getByTestId('address-organization').fill('Terrace GmbH');
  await page.getByTestId('address-contactPerson').fill('Anna Berger');
  await page.getByTestId('address-vat_id').fill('DE123456789');
  await page.getByTestId('address-street').fill('Hauptstraße 1');
  await page.getByTestId('address-postal_code').fill('10115');
  await page.getByTestId('address-city').fill('Berlin');
  await chooseCountry(page, 'address-country', 'Germany');
  await page.getByTestId('address-save').click();
  const billing = page.getByTestId('billing-addresses');
  await expect(billing.getByTestId('address-row')).toHaveCount(1);
  await expect(billing.getByTestId('address-row')).toContainText('Terrace GmbH');
  await expect(billing.getByRole('radio')).toBeChecked();
  await page.getByTestId('quote-submit').click();
  await expect(page.getByText('Please agree to be contacted and to the storage of your data.')).toBeVisible();

  await page.getByTestId('quote-consent-contact').click();
  await page.getByTestId('quote-consent-newsletter').click();
  await expect(page.getByText('Please agree to be contacted and to the storage of your data.')).toHaveCount(0);
  await expect(page.getByTestId('quote-message')).toHaveValue(message);
  await page.screenshot({ path: `${shots}quote-form-1280.png` });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: `${shots}quote-form-1920.png` });

  // A double click sends one inquiry.
  await page.getByTestId('quote-submit').dblclick();
  await expect(page.getByTestId('quote-done')).toBeVisible();
  await expect(page.getByTestId('quote-done')).toContainText(email);
  await page.screenshot({ path: `${shots}quote-done-1920.png` });

  // The customer's confirmation and the administrator's notification, once each.
  const confirmations = () => mailsTo(email).filter((text) => text.includes('has been received'));
  await expect.poll(() => confirmations().length).toBe(1);
  expect(confirmations()[0]).toContain(message);
  expect(confirmations()[0]).toContain('Terrace GmbH');
  const notifications = () => mailsTo(ADMIN_EMAIL).filter((text) => text.includes(message));
  await expect.poll(() => notifications().length).toBe(1);
  expect(notifications()[0]).toContain('/admin/inquiries/');
  await page.getByTestId('quote-done-close').click();
  await expect(page.getByTestId('quote-done')).toHaveCount(0);
});
