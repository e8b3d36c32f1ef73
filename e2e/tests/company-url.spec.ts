import type { Browser, Page } from '@playwright/test';
import { adminPage, xsrf } from './adminSession.ts';
import { E2E_COMPANY_URL, expect, refusedRequest, test } from './fixtures.ts';

/**
 * No bar has this id; below 1024 px the editor's address shows the notice before any bar is loaded
 * (the preview link `/bars/{bar}` is for any screen, journey-phone.spec.ts).
 */
const BAR = '00000000-0000-4000-8000-000000000000';

async function narrowPage(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 800, height: 700 } });
  return context.newPage();
}

test("below 1024 px the editor's notice links to the configured company website (COMPANY_URL)", async ({
  browser,
  allowConsole,
}) => {
  allowConsole(refusedRequest('404 \\(Not Found\\)', `/api/bars/${BAR}`), 'no bar has this id');
  const page = await narrowPage(browser);
  try {
    // The company website is another site; the test answers for it (no internet here).
    const companyOrigin = new URL(E2E_COMPANY_URL).origin;
    await page.route(
      (url) => url.origin === companyOrigin,
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Company</title><h1>Company website</h1>' }),
    );
    await page.goto(`/bars/${BAR}/edit/side/front`);
    const notice = page.getByTestId('min-width-notice');
    await expect(notice).toContainText('at least 1024 pixels wide');
    await expect(notice.getByRole('link', { name: 'Visit our website' })).toHaveAttribute('href', E2E_COMPANY_URL);
    // The bar itself is not there: said below the notice, with the way back to the start page.
    await expect(page.getByTestId('bar-load-problem')).toHaveAttribute('data-problem', 'removed');
    await page.getByTestId('min-width-notice').getByRole('link', { name: 'Visit our website' }).click();
    await expect(page).toHaveURL(E2E_COMPANY_URL);
    await expect(page.getByRole('heading', { name: 'Company website' })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('an administrator sets the company website on /admin/content and the notice links there', async ({
  browser,
  allowConsole,
}) => {
  allowConsole(refusedRequest('404 \\(Not Found\\)', `/api/bars/${BAR}`), 'no bar has this id');
  const admin = await adminPage(browser);
  const visitor = await narrowPage(browser, 'de-DE');
  try {
    await admin.goto('/admin/content');
    const field = admin.getByTestId('content-company-url');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', E2E_COMPANY_URL);

    // An unsafe address is refused before it is sent.
    await field.fill('javascript:alert(1)');
    await expect(
      admin.getByText('Use an https:// or http:// address, or a path on this site starting with /.'),
    ).toBeVisible();
    await expect(admin.getByTestId('content-save')).toBeDisabled();

    const companyUrl = 'https://www.bar-company.example.org/en/';
    await field.fill(companyUrl);
    await expect(admin.getByTestId('content-state')).toHaveText('Unsaved changes');
    const saved = admin.waitForResponse((r) => r.url().endsWith('/api/content') && r.request().method() === 'PUT');
    await admin.getByTestId('content-save').click();
    expect((await saved).status()).toBe(200);
    await expect(admin.getByTestId('content-state')).toHaveText('All changes saved');

    await visitor.goto(`/bars/${BAR}/edit/side/front`);
    const link = visitor.getByTestId('min-width-notice').getByRole('link', { name: 'Zu unserer Website' });
    await expect(link).toHaveAttribute('href', companyUrl);

    // Emptied, the field gives the configured default back.
    await admin.reload();
    await expect(field).toHaveValue(companyUrl);
    await field.fill('');
    await admin.getByTestId('content-save').click();
    await expect(admin.getByTestId('content-state')).toHaveText('All changes saved');
    await visitor.reload();
    await expect(link).toHaveAttribute('href', E2E_COMPANY_URL);
  } finally {
    // Leaves the default for other tests of this worker, whatever happened above.
    const sections = (await (await admin.request.get('/api/content-sections')).json()) as { data: unknown[] };
    const restored = await admin.request.put('/api/content', {
      headers: await xsrf(admin),
      data: { sections: sections.data, company_url: null },
    });
    expect(restored.status()).toBe(200);
    await admin.context().close();
    await visitor.context().close();
  }
});
