import type { Page } from '@playwright/test';
import { submitRegistration } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { chooseCountry } from './shellHelpers.ts';

/**
 * Countries are chosen from one searchable list named in the interface language and stored as
 * ISO 3166-1 alpha-2 codes: registration starts from the language's country, the address form
 * from the account's.
 */

const shots = '/tmp/shots/wt-countries/';

async function openRegistration(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('account-register').click();
  await expect(page.getByTestId('register-form')).toBeVisible();
}

async function storedCountry(page: Page): Promise<string> {
  const response = await page.request.get('/api/user');
  return ((await response.json()) as { data: { country: string } }).data.country;
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('registration offers a country select that starts with Deutschland and stores the code', async ({ page }) => {
    await openRegistration(page);
    const country = page.getByTestId('register-country');
    await expect(country).toHaveValue('Deutschland');

    // The list finds a country by its name without accents and by its name in another language.
    await country.click();
    await country.fill('osterr');
    await expect(page.getByRole('option')).toHaveText(['Österreich']);
    await country.fill('Switzerland');
    await expect(page.getByRole('option')).toHaveText(['Schweiz']);
    await page.screenshot({ path: `${shots}register-de-search.png` });
    await page.getByRole('option', { name: 'Schweiz', exact: true }).click();
    await expect(country).toHaveValue('Schweiz');

    await submitRegistration(page, `countries.de.${Date.now()}@example.com`);
    expect(await storedCountry(page)).toBe('CH');
  });
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('registration starts with France, and a registration left so stores FR', async ({ page }) => {
    await openRegistration(page);
    await expect(page.getByTestId('register-country')).toHaveValue('France');
    await page.getByTestId('register-country').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}register-fr.png` });
    await submitRegistration(page, `countries.fr.${Date.now()}@example.com`);
    expect(await storedCountry(page)).toBe('FR');
  });
});

test('the address form picks its country from the list, starting with the account’s; the book names it', async ({
  page,
}) => {
  await page.goto('/account/addresses');
  await page.getByTestId('open-register').click();
  // English with the browser's region (en-US): the United States first; the account takes Austria.
  await expect(page.getByTestId('register-country')).toHaveValue('United States');
  await chooseCountry(page, 'register-country', 'Austria', 'austr');
  await submitRegistration(page, `countries.address.${Date.now()}@example.com`);
  await page.keyboard.press('Escape');
  expect(await storedCountry(page)).toBe('AT');

  await page.getByTestId('address-book-new').click();
  const country = page.getByTestId('address-country');
  await expect(country).toHaveValue('Austria');
  await page.getByTestId('address-organization').fill('Bergbar AG');
  await page.getByTestId('address-street').fill('Bahnhofstrasse 3');
  await page.getByTestId('address-postal_code').fill('8001');
  await page.getByTestId('address-city').fill('Zürich');
  // A French name finds the country too.
  await chooseCountry(page, 'address-country', 'Switzerland', 'suisse');
  await page.screenshot({ path: `${shots}address-form-en.png` });
  await page.getByTestId('address-save').click();

  const rows = page.getByTestId('address-book-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Bergbar AG · Bahnhofstrasse 3 · 8001 Zürich · Switzerland');
  const addresses = await page.request.get('/api/addresses');
  const stored = ((await addresses.json()) as { data: { country: string }[] }).data;
  expect(stored.map((address) => address.country)).toEqual(['CH']);
});
