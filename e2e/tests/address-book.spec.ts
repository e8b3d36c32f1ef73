import type { Page } from '@playwright/test';
import { PASSWORD, submitRegistration, verifyEmail } from './accounts.ts';
import { E2E_ADMIN, expect, refusedRequest, test } from './fixtures.ts';
import { chooseCountry, startFromPreset, waitUntilSaved } from './shellHelpers.ts';

const shots = '/tmp/shots/address-book/';

/** Opens the quote dialog of a new bar; the form appears once the addresses are loaded. */
async function openQuoteForm(page: Page): Promise<void> {
  await startFromPreset(page, 'full-service-bar');
  await waitUntilSaved(page);
  await page.getByTestId('tab-partsList').click();
  await page.getByTestId('quote-open').click();
  await expect(page.getByTestId('quote-form')).toBeVisible();
}

test('a new user registers with every field; the address is the default in the address book and the inquiry form', async ({
  page,
  allowConsole,
}) => {
  allowConsole(
    refusedRequest('422 \\(Unprocessable Entity\\)', '/register'),
    'the form is first sent with a bad contact e-mail',
  );
  const email = `register.all.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByTestId('account-register').click();
  const form = page.getByTestId('register-form');

  // Client-side rules of the shared contract, each beside its field.
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-password-confirmation').fill(PASSWORD);
  await page.getByTestId('register-street').fill('Seestraße 12');
  await page.getByTestId('register-contact_email').fill('not-an-address');
  await page.getByTestId('register-submit').click();
  await expect(form.getByText('Please fill in street, postal code and city, or leave all three empty.')).toHaveCount(2);
  await expect(form.getByText('Please enter a company or a last name for the address.')).toBeVisible();
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();

  // The server's 422 lands on its field too: the administrator's e-mail is taken.
  await page.getByTestId('register-email').fill(E2E_ADMIN.email);
  await page.getByTestId('register-organization').fill('Seebar GmbH');
  await page.getByTestId('register-vat_id').fill('DE987654321');
  await page.getByTestId('register-given_name').fill('Lena');
  await page.getByTestId('register-family_name').fill('Ufer');
  await page.getByTestId('register-phone').fill('+49 89 4711');
  await page.getByTestId('register-contact_email').fill('einkauf@seebar.example.com');
  await page.getByTestId('register-postal_code').fill('80331');
  await page.getByTestId('register-city').fill('München');
  // English: the browser's region (en-US) is the first choice.
  await expect(page.getByTestId('register-country')).toHaveValue('United States');
  await chooseCountry(page, 'register-country', 'Germany', 'germ');
  await page.getByTestId('register-submit').click();
  await expect(form.getByText('This e-mail address is already registered.')).toBeVisible();
  await page.screenshot({ path: `${shots}register-all-fields-1280.png` });

  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-done')).toBeVisible();
  await page.keyboard.press('Escape');
  await verifyEmail(page, email);

  // The registration's address is the one address of the address book, and the default.
  await page.goto('/');
  await page.getByTestId('account-addresses').click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  const rows = page.getByTestId('address-book-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Seebar GmbH, Lena Ufer · Seestraße 12 · 80331 München · Germany');
  await expect(rows).toHaveAttribute('data-default', 'true');
  await rows.getByTestId('address-book-edit').click();
  await expect(page.getByTestId('address-vat_id')).toHaveValue('DE987654321');
  await expect(page.getByTestId('address-phone')).toHaveValue('+49 89 4711');
  await expect(page.getByTestId('address-email')).toHaveValue('einkauf@seebar.example.com');

  // The inquiry form offers it, chosen.
  await openQuoteForm(page);
  const billing = page.getByTestId('billing-addresses');
  await expect(billing.getByTestId('address-row')).toHaveCount(1);
  await expect(billing.getByTestId('address-row')).toContainText('Seebar GmbH');
  await expect(billing.getByRole('radio')).toBeChecked();
});

test('the address book: add two, edit one, make the second the default, delete the first; the inquiry form preselects the default', async ({
  page,
}) => {
  const email = `address.book.${Date.now()}@example.com`;

  // A guest is asked to log in, and may register from there.
  await page.goto('/account/addresses');
  await expect(page.getByTestId('login-reason')).toHaveText('Please log in to manage your addresses.');
  await expect(page.getByTestId('address-book-guest')).toBeVisible();
  await page.getByTestId('open-register').click();
  await submitRegistration(page, email);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('address-book-empty')).toBeVisible();

  const fillAddress = async (company: string, street: string, city: string) => {
    await page.getByTestId('address-organization').fill(company);
    await page.getByTestId('address-street').fill(street);
    await page.getByTestId('address-postal_code').fill('10115');
    await page.getByTestId('address-city').fill(city);
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId('address-form')).toHaveCount(0);
  };
  const rows = page.getByTestId('address-book-row');
  await page.getByTestId('address-book-new').click();
  await fillAddress('Erste GmbH', 'Erstweg 1', 'Berlin');
  await page.getByTestId('address-book-new').click();
  await fillAddress('Zweite GmbH', 'Zweitweg 2', 'Hamburg');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-default', 'true');
  await expect(rows.nth(1)).toHaveAttribute('data-default', 'false');

  // Edit the second one.
  await rows.nth(1).getByTestId('address-book-edit').click();
  await page.getByTestId('address-city').fill('Bremen');
  await page.getByTestId('address-save').click();
  await expect(rows.nth(1)).toContainText('Zweite GmbH · Zweitweg 2 · 10115 Bremen');

  // Make it the default, then delete the first after confirming.
  await rows.nth(1).getByTestId('address-book-make-default').click();
  await expect(rows.nth(1)).toHaveAttribute('data-default', 'true');
  await expect(rows.nth(0)).toHaveAttribute('data-default', 'false');
  await rows.nth(0).getByTestId('address-book-delete').click();
  await expect(page.getByTestId('address-book-delete-dialog')).toContainText('Erste GmbH');
  await page.getByTestId('address-book-delete-confirm').click();
  await expect(rows).toHaveCount(1);

  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Zweite GmbH · Zweitweg 2 · 10115 Bremen');
  await expect(rows).toHaveAttribute('data-default', 'true');

  // A third address, not the default: the inquiry form still preselects the default one.
  await page.getByTestId('address-book-new').click();
  await fillAddress('Dritte GmbH', 'Drittweg 3', 'Köln');
  await expect(rows).toHaveCount(2);
  await verifyEmail(page, email);
  await openQuoteForm(page);
  const billing = page.getByTestId('billing-addresses');
  await expect(billing.getByTestId('address-row')).toHaveCount(2);
  await expect(billing.getByRole('radio', { name: /Zweite GmbH/ })).toBeChecked();
  await expect(billing.getByRole('radio', { name: /Dritte GmbH/ })).not.toBeChecked();

  // The file menu leads back to the address book.
  await page.keyboard.press('Escape');
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-addresses').click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(rows).toHaveCount(2);
  await page.screenshot({ path: `${shots}address-book-1280.png` });
});
