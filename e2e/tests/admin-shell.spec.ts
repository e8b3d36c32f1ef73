import type { Browser, Page } from '@playwright/test';
import { verifyEmail } from './accounts.ts';
import { xsrf } from './adminSession.ts';
import { E2E_ADMIN, expect, test } from './fixtures.ts';
import { mailsTo } from './outbox.ts';

/**
 * The admin area's shell: the guard and guest-only pages, the generic list (search, sort,
 * filter and paging kept in the URL) and the dashboard chart, with screenshots at 1280 and
 * 1920 px in English and German under /tmp/shots/w1-admin-shell/.
 */
const SHOTS = '/tmp/shots/w1-admin-shell/';
/** The administrator every e2e server creates (fixtures.ts: ADMIN_EMAIL / ADMIN_PASSWORD). */
const ADMIN = E2E_ADMIN;
const PASSWORD = 'correct horse battery';

/** A customer registered through the API in a context of its own (which stays signed in as it). */
async function customerPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const response = await page.request.post('/register', {
    headers: await xsrf(page),
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, given_name: 'Erika', family_name: 'Muster' },
  });
  expect(response.status()).toBe(201);
  return page;
}

/** A verified customer sends an inquiry for a new bar with an address in `country`. */
async function sendInquiry(browser: Browser, email: string, country: string): Promise<void> {
  const page = await customerPage(browser, email);
  await verifyEmail(page, email);
  const headers = await xsrf(page);
  const address = await page.request.post('/api/addresses', {
    headers,
    data: { family_name: 'Muster', street: 'Hauptstraße 1', postal_code: '1010', city: 'Wien', country },
  });
  expect(address.status()).toBe(201);
  const bar = await page.request.post('/api/bars', { headers, data: { name: `Bar for ${country}` } });
  expect(bar.status()).toBe(201);
  const inquiry = await page.request.post('/api/inquiries', {
    headers,
    data: {
      bar_id: ((await bar.json()) as { data: { id: string } }).data.id,
      address_id: ((await address.json()) as { data: { id: number } }).data.id,
      consent_contact: true,
    },
  });
  expect(inquiry.status()).toBe(201);
  await page.context().close();
}

async function loginAsAdmin(page: Page): Promise<void> {
  await page.getByTestId('admin-login-email').fill(ADMIN.email);
  await page.getByTestId('admin-login-password').fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
}

async function adminPage(browser: Browser, lang: 'en' | 'de', width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: lang === 'de' ? 'de-DE' : 'en-US',
    viewport: { width, height: width >= 1920 ? 1080 : 800 },
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await loginAsAdmin(page);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

const listEmails = (page: Page) => page.getByTestId('list-row').locator('td:nth-child(2)').allTextContents();

test('the admin guard: guest to the login with the original path, back there after login; admin away from the login; customer to /', async ({
  page,
  browser,
  allowConsole,
}) => {
  allowConsole(
    /^Failed to load resource: the server responded with a status of 401 \(Unauthorized\) @ .*\/api\/users\?sortBy/,
    'the test ends the session (clears the cookies) while a list is open, so the next list request is refused',
  );
  await page.goto('/admin/users?search=x');
  await expect(page).toHaveURL(/\/admin\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/users?search=x');
  await page.screenshot({ path: `${SHOTS}login-1280-en.png` });

  await loginAsAdmin(page);
  await expect(page).toHaveURL(/\/admin\/users\?search=x$/);
  await expect(page.getByTestId('list-search')).toHaveValue('x');
  await expect(page.getByTestId('admin-user-email')).toHaveText(ADMIN.email);

  // A logged-in admin on a guest-only page goes into the area.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();

  // The dashboard itself is left out of the redirect.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/admin');
  await expect(guest).toHaveURL(/\/admin\/login$/);

  // Forgot password from the admin login; the mailed link's token and e-mail open the admin reset
  // page, which signs the administrator in and leads into the area (same password kept for other specs).
  await guest.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(guest).toHaveURL(/\/admin\/forgot$/);
  await guest.getByTestId('admin-forgot-email').fill(ADMIN.email);
  await guest.getByTestId('admin-forgot-submit').click();
  await expect(guest.getByTestId('admin-forgot-done')).toBeVisible();
  const resetMail = () => mailsTo(ADMIN.email).findLast((text) => text.includes('/reset-password?')) ?? '';
  await expect.poll(resetMail).toContain('/reset-password?');
  const resetLink = new URL(resetMail().match(/https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/)?.[0] ?? '');
  await guest.goto(`/admin/reset-password${resetLink.search.replace(/&amp;/g, '&')}`);
  await guest.getByTestId('admin-reset-password').fill(ADMIN.password);
  await guest.getByTestId('admin-reset-password-confirmation').fill(ADMIN.password);
  await guest.getByTestId('admin-reset-submit').click();
  await expect(guest).toHaveURL(/\/admin$/);
  await expect(guest.getByTestId('admin-dashboard')).toBeVisible();

  // A customer is sent to the start page, from an admin page and from a guest-only page.
  const customer = await customerPage(browser, `guard.${Date.now()}@example.com`);
  await customer.goto('/admin/parts');
  await expect(customer).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await customer.goto('/admin/forgot');
  await expect(customer).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  // Logging out leads to the login.
  await page.getByTestId('admin-logout').click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // A session that ends while a list is open: the next request leads to the login, with the page to return to.
  await loginAsAdmin(page);
  await page.getByTestId('admin-nav-users').click();
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  await page.context().clearCookies();
  await page.getByTestId('sort-email').click();
  await expect(page).toHaveURL(/\/admin\/login\?/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(
    '/admin/users?sortBy[]=email.asc',
  );
});

test('the users list: search by e-mail, sort, filter; the state survives reload and back; paging', async ({
  browser,
}) => {
  const stamp = Date.now();
  const emails = ['b', 'a', 'c'].map((letter) => `list.${stamp}.${letter}@example.com`);
  for (const email of emails) await (await customerPage(browser, email)).context().close();

  const page = await adminPage(browser, 'en', 1280);
  await page.getByTestId('admin-nav-users').click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByTestId('list-row').first()).toBeVisible();

  // Search (debounced) by the shared part of the e-mails: newest first (id.desc).
  await page.getByTestId('list-search').fill(`list.${stamp}`);
  await expect(page).toHaveURL(new RegExp(`search=list\\.${stamp}`));
  await expect.poll(() => listEmails(page)).toEqual([emails[2], emails[1], emails[0]]);

  // Sorting by e-mail: ascending, then descending.
  await page.getByTestId('sort-email').click();
  await expect(page).toHaveURL(/sortBy%5B%5D=email\.asc/);
  await expect.poll(() => listEmails(page)).toEqual([emails[1], emails[0], emails[2]]);
  await page.getByTestId('sort-email').click();
  await expect.poll(() => listEmails(page)).toEqual([emails[2], emails[0], emails[1]]);
  await expect(page.getByTestId('column-email')).toHaveAttribute('aria-sort', 'descending');

  // Back returns to the ascending order; forward to the descending one.
  await page.goBack();
  await expect.poll(() => listEmails(page)).toEqual([emails[1], emails[0], emails[2]]);
  await page.goForward();
  await expect.poll(() => listEmails(page)).toEqual([emails[2], emails[0], emails[1]]);

  // Filter: administrators only → none of them; not administrators → all three.
  await page.getByTestId('list-filter-is_admin').click();
  await page.getByRole('option', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(/filter%5Bis_admin%5D=true/);
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await page.getByTestId('list-filter-is_admin').click();
  await page.getByRole('option', { name: 'No', exact: true }).click();
  await expect.poll(() => listEmails(page)).toEqual([emails[2], emails[0], emails[1]]);

  // A reload keeps search, sort and filter.
  await page.reload();
  await expect(page.getByTestId('list-search')).toHaveValue(`list.${stamp}`);
  await expect(page.getByTestId('list-filter-is_admin')).toHaveValue('No');
  await expect(page.getByTestId('column-email')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => listEmails(page)).toEqual([emails[2], emails[0], emails[1]]);

  await page.screenshot({ path: `${SHOTS}users-1280-en.png`, fullPage: true });

  // A row leads to the user's record page.
  const href = await page.getByTestId('row-link').first().getAttribute('href');
  expect(href).toMatch(/^\/admin\/users\/\d+$/);

  // Paging on the colours (more than one page): page 2 survives a reload, a new search returns to page 1.
  await page.getByTestId('admin-nav-colors').click();
  const pagination = page.getByTestId('list-pagination');
  await expect(pagination).toBeVisible();
  const firstPageRows = await page.getByTestId('list-row').allTextContents();
  await pagination.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/colors\?page=2$/);
  await expect.poll(() => page.getByTestId('list-row').allTextContents()).not.toEqual(firstPageRows);
  await expect(page.getByTestId('list-range')).toContainText('26–50');
  await page.reload();
  await expect(page.getByTestId('list-range')).toContainText('26–50');
  await expect(pagination.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('list-search').fill('a');
  await expect(page).toHaveURL(/\/admin\/colors\?search=a$/);
  await expect(page.getByTestId('list-range')).toContainText(/^1–/);

  // Every other list page opens with its rows or its empty state (screenshots to look at).
  for (const list of ['bars', 'presets', 'notifications', 'colors'] as const) {
    await page.getByTestId(`admin-nav-${list}`).click();
    const rowsOrEmpty = page.getByTestId(`admin-list-${list}`).getByTestId(/^list-(row|empty)$/);
    await expect(rowsOrEmpty.first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}list-${list}-1280-en.png` });
  }
  await page.context().close();
});

test('the dashboard shows new inquiries and the chart by country; screenshots in en and de at 1280 and 1920 px', async ({
  browser,
}) => {
  const stamp = Date.now();
  await sendInquiry(browser, `dash.${stamp}.at@example.com`, 'Österreich');
  await sendInquiry(browser, `dash.${stamp}.it@example.com`, 'Italia');

  for (const lang of ['en', 'de'] as const) {
    for (const width of [1280, 1920]) {
      const page = await adminPage(browser, lang, width);
      const chart = page.getByTestId('inquiries-chart');
      await expect(chart.locator('svg .recharts-bar-rectangle path').first()).toBeVisible();
      expect(await chart.locator('svg .recharts-bar-rectangle path').count()).toBeGreaterThanOrEqual(2);
      await expect(page.getByTestId('new-inquiries-count')).not.toHaveText('0');
      await expect(
        page.getByTestId('dashboard-new-inquiries').getByRole('link', { name: /#\d+/ }).first(),
      ).toBeVisible();
      await page.screenshot({ path: `${SHOTS}dashboard-${width}-${lang}.png`, fullPage: true });

      await page.getByTestId('admin-nav-inquiries').click();
      await expect(page.getByTestId('admin-list-inquiries').getByTestId('list-row').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}inquiries-${width}-${lang}.png`, fullPage: true });
      await page.getByTestId('admin-nav-parts').click();
      await expect(page.getByTestId('admin-list-parts').getByTestId('list-row').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}parts-${width}-${lang}.png`, fullPage: true });
      await page.getByTestId('admin-nav-assemblies').click();
      await expect(page.getByTestId('admin-list-assemblies').getByTestId('list-row').first()).toBeVisible();
      await expect(page.getByTestId('new-assembly')).toHaveAttribute('href', '/admin/assemblies/new');
      await page.screenshot({ path: `${SHOTS}assemblies-${width}-${lang}.png` });
      await page.context().close();
    }
  }
});
