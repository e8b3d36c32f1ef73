import type { Browser, Page } from '@playwright/test';
import { xsrf } from './adminSession.ts';
import { expect, refusedRequest, test } from './fixtures.ts';
import { withoutLiveChannel } from './shellHelpers.ts';

/**
 * The account dialogs in English and German, each with its screenshot under /tmp/shots/account/:
 * every one must open in the chosen language and show its server answers where they belong.
 */
const SHOTS = '/tmp/shots/account';
const PASSWORD = 'correct horse battery';

const TEXTS = {
  en: { login: 'Log in', myBars: 'My configurations', conflict: 'Changed elsewhere' },
  de: { login: 'Anmelden', myBars: 'Meine Konfigurationen', conflict: 'Anderswo geändert' },
} as const;

/** An account registered through the API (the browser stays signed in as it). */
async function registerByApi(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/register', {
    headers: await xsrf(page),
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status()).toBe(201);
}

async function createBar(page: Page, name: string): Promise<{ id: string; version: number }> {
  const response = await page.request.post('/api/bars', { headers: await xsrf(page), data: { name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string; version: number } }).data;
}

async function newPage(browser: Browser, lang: 'en' | 'de'): Promise<Page> {
  const context = await browser.newContext({
    locale: lang === 'de' ? 'de-DE' : 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

for (const lang of ['en', 'de'] as const) {
  test(`account dialogs in ${lang}: login, register with server errors, forgot password, verify outcome, My configurations, share, delete, conflict`, async ({
    browser,
    allowConsole,
  }) => {
    allowConsole(
      refusedRequest('422 \\(Unprocessable Entity\\)', '/(login|register)'),
      'the test sends a wrong password and a registration the server refuses',
    );
    allowConsole(
      refusedRequest('401 \\(Unauthorized\\)', '/email/verify/1/not-a-real-hash\\?.*'),
      'the test opens a made-up verification link',
    );
    allowConsole(
      refusedRequest('409 \\(Conflict\\)', '/api/bars/[0-9a-f-]{36}'),
      'the test saves over a version changed meanwhile (the conflict dialog)',
    );
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `${SHOTS}/${name}-${lang}.png`, animations: 'disabled' });
    const taken = `taken.${lang}.${Date.now()}@example.com`;

    // Someone already has this address: registering it again gets 422 on the e-mail field.
    const other = await newPage(browser, lang);
    await registerByApi(other, taken);
    await other.context().close();

    const page = await newPage(browser, lang);
    await page.goto('/');
    await page.getByTestId('account-login').click();
    await expect(page.getByTestId('login-submit')).toHaveText(TEXTS[lang].login);
    await page.getByTestId('login-email').fill(taken);
    await page.getByTestId('login-password').fill('wrong password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-email')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'login');

    await page.getByTestId('open-register').click();
    await page.getByTestId('register-email').fill(taken);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-password-confirmation').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-email')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'register');
    await page.keyboard.press('Escape');

    await page.getByTestId('account-login').click();
    await page.getByRole('button', { name: lang === 'de' ? 'Passwort vergessen?' : 'Forgot your password?' }).click();
    await expect(page.getByTestId('forgot-email')).toBeVisible();
    await shot(page, 'forgot');
    await page.keyboard.press('Escape');

    await page.goto('/verify-email/1/not-a-real-hash?expires=1&signature=bogus');
    await expect(page.getByTestId('verify-outcome')).not.toHaveAttribute('data-outcome', 'verified');
    await shot(page, 'verify-outcome');

    // My configurations with a few bars: search, then sort by name.
    await registerByApi(page, `owner.${lang}.${Date.now()}@example.com`);
    for (const name of ['Terrace bar', 'Garden bar', 'Terrace bar (winter)', 'Office bar']) await createBar(page, name);
    const conflictBar = await createBar(page, 'Zebra bar');
    await page.goto('/');
    await page.getByTestId('account-my-bars').click();
    await expect(page.getByRole('dialog', { name: TEXTS[lang].myBars })).toBeVisible();
    await expect(page.getByTestId('my-bar')).toHaveCount(5);
    await shot(page, 'my-configurations');
    await page.getByTestId('my-bars-search').fill('Terrace');
    await expect(page.getByTestId('my-bar')).toHaveCount(2);
    await shot(page, 'my-configurations-search');
    await page.getByTestId('my-bars-search').fill('');
    await page.getByTestId('my-bars-sort').getByText('Name').click();
    await expect(page.getByTestId('my-bar-name').first()).toHaveText('Garden bar');
    await shot(page, 'my-configurations-sorted');
    if (lang === 'en') {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.screenshot({ path: `${SHOTS}/my-configurations-1920-${lang}.png`, animations: 'disabled' });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    const firstRow = page.getByTestId('my-bar').first();
    await firstRow.getByTestId('bar-share').click();
    await expect(page.getByTestId('share-preview-url')).toHaveValue(/preview_token=/);
    await shot(page, 'share');
    await page
      .getByTestId('share-dialog')
      .getByRole('button', { name: lang === 'de' ? 'Schließen' : 'Close' })
      .click();
    await firstRow.getByTestId('bar-delete').click();
    await expect(page.getByTestId('delete-bar-submit')).toBeVisible();
    await shot(page, 'delete');
    // Escape closes only the dialog on top: My configurations stays open behind it.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('delete-bar-submit')).toHaveCount(0);
    await expect(page.getByTestId('my-configurations')).toBeVisible();

    // Another client saves first: the next edit here meets 409 and shows the choice (without the
    // live channel; live, the editor takes the other save in).
    await withoutLiveChannel(page.context());
    await page.goto(`/bars/${conflictBar.id}/edit/side/front?mode=shape&view=3d`);
    await expect(page.getByTestId('editor')).toBeVisible();
    await page.getByTestId('file-menu').click();
    await expect(page.getByTestId('file-restore-previous')).toBeVisible();
    await shot(page, 'file-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('file-restore-previous')).toHaveCount(0);
    const renamed = await page.request.put(`/api/bars/${conflictBar.id}`, {
      headers: await xsrf(page),
      data: { version: conflictBar.version, name: 'Zebra bar (other tab)' },
    });
    expect(renamed.status()).toBe(200);
    await page.getByTestId('add-module-g-raxx-600').click();
    await expect(page.getByTestId('save-conflict')).toBeVisible();
    await expect(page.getByRole('dialog', { name: TEXTS[lang].conflict })).toBeVisible();
    await shot(page, 'conflict');
    await page.context().close();
  });
}
