import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The server answers in the interface language: a German and a French browser send an address
 * that only the server refuses (the request is changed on its way, past the form's own checks),
 * and each field shows the server's 422 message in that language.
 */
const PASSWORD = 'correct horse battery';

const EXPECTED = {
  de: {
    street: 'Das Feld Straße ist erforderlich.',
    phone: 'Die Eingabe darf höchstens 255 Zeichen lang sein.',
  },
  fr: {
    street: 'Le champ rue est obligatoire.',
    phone: 'La saisie ne doit pas dépasser 255 caractères.',
  },
} as const;

async function registerByApi(page: Page, email: string): Promise<void> {
  await page.request.get('/sanctum/csrf-cookie');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'XSRF-TOKEN');
  const response = await page.request.post('/register', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') },
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status()).toBe(201);
}

for (const lang of ['de', 'fr'] as const) {
  test(`the address book shows the server's 422 messages in ${lang}`, async ({ browser }) => {
    const context = await browser.newContext({ locale: lang === 'de' ? 'de-DE' : 'fr-FR' });
    const page = await context.newPage();
    await registerByApi(page, `server.language.${lang}.${Date.now()}@example.com`);

    const sent: Record<string, string>[] = [];
    await page.route('**/api/addresses', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      sent.push(request.headers());
      const body = { ...request.postDataJSON(), street: '', phone: 'x'.repeat(256) };
      return route.continue({ postData: JSON.stringify(body) });
    });

    await page.goto('/account/addresses');
    await page.getByTestId('address-book-new').click();
    await page.getByTestId('address-organization').fill('Seebar GmbH');
    await page.getByTestId('address-street').fill('Seestraße 12');
    await page.getByTestId('address-postal_code').fill('80331');
    await page.getByTestId('address-city').fill('München');
    await page.getByTestId('address-save').click();

    const form = page.getByTestId('address-form');
    await expect(form).toContainText(EXPECTED[lang].street);
    await expect(form).toContainText(EXPECTED[lang].phone);
    expect(sent[0]?.['x-locale']).toBe(lang);
    await expect(page.getByTestId('address-book-row')).toHaveCount(0);
    await context.close();
  });
}
