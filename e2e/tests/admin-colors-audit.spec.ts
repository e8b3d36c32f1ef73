import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { adminLoginPage, inviteAdmin } from './adminSession.ts';
import { E2E_ADMIN, expect, refusedRequest, test } from './fixtures.ts';
import { mailsTo } from './outbox.ts';

/**
 * Staff add a colour with the form, remove another administrator's rights only after confirming,
 * the demoted administrator is told why the admin area closed, and the audit log lists both
 * changes with the fields before and after. Screenshots under /tmp/shots/wt-admin/.
 */
const SHOTS = '/tmp/shots/wt-admin/';
mkdirSync(SHOTS, { recursive: true });

const PASSWORD = 'audited staff password';
type Language = 'de-DE' | 'en-US';

/** An administrator signed in through the admin login page, in the given language. */
function signedInAdmin(browser: Browser, email: string, password: string, locale: Language): Promise<Page> {
  return adminLoginPage(browser, { email, password }, { locale, width: 1280, height: 860 });
}

/** The path of the invitation link mailed to a new administrator (quoted-printable decoded). */
function invitationPath(email: string): string | null {
  for (const text of mailsTo(email)) {
    const link = text.match(/https?:\/\/[^\s"<>]+(\/admin\/reset-password\?[^\s"<>]+)/)?.[1];
    if (link) return link.replace(/&amp;/g, '&');
  }
  return null;
}

/** A new administrator accepts the invitation: sets a password with the mailed link and is signed in. */
async function invitedAdmin(browser: Browser, email: string, locale: Language): Promise<Page> {
  await expect.poll(() => invitationPath(email)).not.toBeNull();
  const page = await (await browser.newContext({ locale, viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(invitationPath(email) ?? '');
  await page.getByTestId('admin-reset-password').fill(PASSWORD);
  await page.getByTestId('admin-reset-password-confirmation').fill(PASSWORD);
  await page.getByTestId('admin-reset-submit').click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('an administrator creates a colour with the form and finds it in the list', async ({ browser }) => {
  const admin = await signedInAdmin(browser, E2E_ADMIN.email, E2E_ADMIN.password, 'en-US');
  const code = `e2e-ochre-${Date.now() % 100000}`;
  await admin.getByTestId('admin-nav-colors').click();
  await expect(admin.getByTestId('list-row').first()).toBeVisible();
  await admin.getByTestId('new-color').click();
  await expect(admin).toHaveURL(/\/admin\/colors\/new$/);

  // A wrong screen colour is refused before anything is sent.
  await admin.getByTestId('color-code').fill(code);
  await admin.getByTestId('color-hex').fill('ochre');
  await admin.getByTestId('admin-form-save').click();
  await expect(admin.getByText('The screen colour must look like #rrggbb.')).toBeVisible();
  await expect(admin.getByText(/The name field is required/i)).toBeVisible();

  await admin.getByTestId('color-hex').fill('#C8A13A');
  await admin.getByTestId('color-name').fill('Ocker');
  await admin.getByTestId('color-name-en').fill('Ochre');
  await admin.getByTestId('color-name-fr').fill('Ocre');
  await admin.getByTestId('color-name').click();
  await admin.screenshot({ path: `${SHOTS}color-new-1280-en.png`, fullPage: true });
  const created = admin.waitForResponse((r) => r.url().endsWith('/api/colors') && r.request().method() === 'POST');
  await admin.getByTestId('admin-form-save').click();
  expect((await created).status()).toBe(201);
  await expect(admin).toHaveURL(/\/admin\/colors\/\d+$/);
  await expect(admin.getByTestId('color-name-en')).toHaveValue('Ochre');

  // The same code again: the server's 409 shows on the code field.
  await admin.goto('/admin/colors/new');
  await admin.getByTestId('color-code').fill(code);
  await admin.getByTestId('color-hex').fill('#c8a13a');
  await admin.getByTestId('color-name').fill('Ocker');
  await admin.getByTestId('admin-form-save').click();
  await expect(admin.getByText('Another colour already has this code.')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/colors\/new$/);

  // Leaving the unsaved form asks first.
  await admin.getByTestId('admin-nav-colors').click();
  await admin.getByTestId('admin-form-leave').click();
  await expect(admin).toHaveURL(/\/admin\/colors$/);
  await admin.getByTestId('list-search').fill(code);
  await expect(admin.getByTestId('list-row')).toHaveCount(1);
  // The list names the colour in the reader's language.
  await expect(admin.getByTestId('list-row')).toContainText('Ochre');
  await expect(admin.getByTestId('list-row')).toContainText('#c8a13a');
  await admin.screenshot({ path: `${SHOTS}colors-list-1280-en.png` });

  const german = await signedInAdmin(browser, E2E_ADMIN.email, E2E_ADMIN.password, 'de-DE');
  await german.goto('/admin/colors/new');
  await expect(german.getByRole('heading', { name: 'Neue Farbe' })).toBeVisible();
  await german.screenshot({ path: `${SHOTS}color-new-1280-de.png`, fullPage: true });
  await german.goto(`/admin/colors?search=${code}`);
  await expect(german.getByTestId('list-row')).toHaveCount(1);
  await expect(german.getByTestId('list-row')).toContainText('Ocker');
});

test('removing another administrator asks first, tells them on their next click and is in the audit log', async ({
  browser,
  allowConsole,
}) => {
  allowConsole(
    refusedRequest('403 \\(Forbidden\\)', '/api/colors-index\\?.*'),
    'the demoted administrator’s open list asks once more and is refused',
  );
  const admin = await signedInAdmin(browser, E2E_ADMIN.email, E2E_ADMIN.password, 'en-US');
  const email = `audited.${Date.now()}@example.com`;
  const userId = await inviteAdmin(admin, { email, given_name: 'Audit', family_name: 'Staff', country: 'DE' });

  // The other administrator works in German, on the user list.
  const staff = await invitedAdmin(browser, email, 'de-DE');
  await staff.getByTestId('admin-nav-users').click();
  await expect(staff.getByTestId('list-row').first()).toBeVisible();

  await admin.goto(`/admin/users/${userId}`);
  await expect(admin.getByTestId('user-is-admin')).toHaveText('Yes');
  const puts: string[] = [];
  admin.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith(`/api/users/${userId}`)) puts.push(request.url());
  });
  await admin.getByTestId('user-toggle-admin').click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('Remove administrator rights?');
  await expect(dialog).toContainText(email);
  await admin.screenshot({ path: `${SHOTS}remove-admin-confirm-1280-en.png` });
  await admin.getByTestId('user-remove-admin-cancel').click();
  await expect(dialog).toHaveCount(0);
  expect(puts).toHaveLength(0);
  await expect(admin.getByTestId('user-is-admin')).toHaveText('Yes');

  await admin.getByTestId('user-toggle-admin').click();
  const saved = admin.waitForResponse(
    (r) => r.url().endsWith(`/api/users/${userId}`) && r.request().method() === 'PUT',
  );
  await admin.getByTestId('user-remove-admin-confirm').click();
  expect((await saved).status()).toBe(200);
  await expect(admin.getByTestId('user-is-admin')).toHaveText('No');
  expect(puts).toHaveLength(1);

  // The demoted administrator's next click in the area: sent to / with the reason, in German.
  await staff.getByTestId('admin-nav-colors').click();
  await expect.poll(() => pathOf(staff)).toBe('/');
  const notice = staff.getByTestId('notification');
  await expect(notice).toContainText('Administratorrechte entzogen');
  await expect(notice).toContainText('Ihre Administratorrechte wurden entzogen');
  await staff.screenshot({ path: `${SHOTS}demoted-notice-1280-de.png` });

  // The audit log lists the demotion with the flag before and after, linked to the user.
  await admin.getByTestId('admin-nav-audit').click();
  await expect(admin).toHaveURL(/\/admin\/audit$/);
  await admin.getByTestId('list-search').fill(String(userId));
  await admin.getByTestId('list-filter-record_type').click();
  await admin.getByRole('option', { name: 'User' }).click();
  const rows = admin.getByTestId('list-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Changed');
  await expect(rows.nth(0)).toContainText('isAdmin: true → false');
  await expect(rows.nth(0)).toContainText(E2E_ADMIN.email);
  await expect(rows.nth(1)).toContainText('Created');
  await expect(rows.nth(1)).toContainText('passwordHash: changed, value not stored');
  await admin.screenshot({ path: `${SHOTS}audit-log-1280-en.png`, fullPage: true });
  await rows.nth(0).getByTestId('audit-record-link').click();
  await expect(admin).toHaveURL(new RegExp(`/admin/users/${userId}$`));

  const german = await signedInAdmin(browser, E2E_ADMIN.email, E2E_ADMIN.password, 'de-DE');
  await german.goto('/admin/audit');
  await expect(german.getByTestId('list-row').first()).toBeVisible();
  await expect(german.getByRole('heading', { name: 'Änderungsprotokoll' })).toBeVisible();
  await german.screenshot({ path: `${SHOTS}audit-log-1280-de.png`, fullPage: true });
});
