import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { acceptInvitation, adminLoginPage, inviteAdmin, xsrf } from './adminSession.ts';
import { E2E_ADMIN, expect, refusedRequest, test } from './fixtures.ts';

/**
 * An administrator whose right is taken away while they are inside /admin: the next admin call
 * answers 403, and the area sends them to `/` with a notice in their language instead of leaving
 * them on a broken page. Screenshots under /tmp/shots/web/.
 */
const SHOTS = '/tmp/shots/web/';
mkdirSync(SHOTS, { recursive: true });

/** The administrator every e2e server creates (fixtures.ts: ADMIN_EMAIL / ADMIN_PASSWORD). */
const ADMIN = E2E_ADMIN;
const PASSWORD = 'revoked admin password';

/** The configured administrator, signed in through the API in a context of its own. */
async function firstAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = await page.request.post('/login', {
    headers: await xsrf(page),
    data: { email: ADMIN.email, password: ADMIN.password, remember: false },
  });
  expect(login.status()).toBe(200);
  return page;
}

async function setAdminRight(admin: Page, userId: number, isAdmin: boolean): Promise<void> {
  const response = await admin.request.put(`/api/users/${userId}`, {
    headers: await xsrf(admin),
    data: { is_admin: isAdmin },
  });
  expect(response.status()).toBe(200);
}

/** A second administrator signed in through the admin login page, in the given language. */
function signedInAdmin(browser: Browser, email: string, locale: 'de-DE' | 'en-US'): Promise<Page> {
  return adminLoginPage(browser, { email, password: PASSWORD }, { locale, width: 1280, height: 800 });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('an administrator whose right is taken away is sent from the admin area to / with a notice', async ({
  browser,
  allowConsole,
}) => {
  allowConsole(
    refusedRequest('403 \\(Forbidden\\)', '/api/(parts/\\d+|users\\?.*)'),
    'the administrator’s next requests after the right was taken away are refused',
  );
  const admin = await firstAdmin(browser);
  const email = `revoked.${Date.now()}@example.com`;
  const userId = await inviteAdmin(admin, { email, given_name: 'Rev', family_name: 'Oked', country: 'DE' });
  await acceptInvitation(browser, email, PASSWORD);

  // In German, on the user list.
  const staff = await signedInAdmin(browser, email, 'de-DE');
  await staff.goto('/admin/users');
  await expect(staff.getByTestId('list-row').first()).toBeVisible();

  await setAdminRight(admin, userId, false);
  // A new search reloads the list: 403.
  const refused = staff.waitForResponse((r) => r.url().includes('/api/users?') && r.status() === 403);
  await staff.getByTestId('list-search').fill('revoked');
  await refused;
  await expect.poll(() => pathOf(staff)).toBe('/');
  const notice = staff.getByTestId('notification');
  await expect(notice).toContainText('Administratorrechte entzogen');
  await expect(notice).toContainText('Ihre Administratorrechte wurden entzogen.');
  await expect(staff.getByTestId('list-row')).toHaveCount(0);
  await staff.screenshot({ path: `${SHOTS}admin-revoked-1280-de.png` });

  // The area stays closed: the guard now knows the user is no administrator.
  await staff.goto('/admin/users');
  await expect.poll(() => pathOf(staff)).toBe('/');

  // In English, with unsaved changes on a part: the refused save does not leave them stuck there.
  await setAdminRight(admin, userId, true);
  const parts = (await (await admin.request.get('/api/parts')).json()) as { data: { id: number; price: number }[] };
  const part = parts.data[0];
  if (!part) throw new Error('no part in the catalogue');
  const english = await signedInAdmin(browser, email, 'en-US');
  await english.goto(`/admin/parts/${part.id}`);
  await expect(english.getByTestId('part-price')).not.toHaveValue('');
  await english.getByTestId('part-price').fill('1,234.56');
  await expect(english.getByTestId('admin-form-state')).toHaveText(/unsaved/i);

  await setAdminRight(admin, userId, false);
  const refusedSave = english.waitForResponse(
    (r) => r.url().endsWith(`/api/parts/${part.id}`) && r.request().method() === 'PUT',
  );
  await english.getByTestId('admin-form-save').click();
  expect((await refusedSave).status()).toBe(403);
  await expect.poll(() => pathOf(english)).toBe('/');
  await expect(english.getByTestId('notification')).toContainText('Administrator rights removed');
  await expect(english.getByTestId('admin-form-leave')).toHaveCount(0);
  await english.screenshot({ path: `${SHOTS}admin-revoked-1280-en.png` });

  const stored = (await (await admin.request.get(`/api/parts/${part.id}`)).json()) as { data: { price: number } };
  expect(stored.data.price).toBe(part.price);
});
