import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN, expect } from './fixtures.ts';
import { mailsTo } from './outbox.ts';

/** The administrator every e2e server creates (fixtures.ts: ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = E2E_ADMIN;

/** A new browser context in `lang` at `width` × `height` px, signed in as ADMIN through /admin/login. */
export async function adminPage(
  browser: Browser,
  lang: 'en' | 'de' = 'en',
  width = 1280,
  height = width >= 1920 ? 1080 : 800,
): Promise<Page> {
  return adminLoginPage(browser, ADMIN, { locale: lang === 'de' ? 'de-DE' : 'en-US', width, height });
}

type AdminAccount = { email: string; password: string };
type BrowserView = { locale: 'de-DE' | 'en-US'; width: number; height: number };

/** A new browser context as `view` says, signed in as `account` through the admin login page. */
export async function adminLoginPage(browser: Browser, account: AdminAccount, view: BrowserView): Promise<Page> {
  const { locale, width, height } = view;
  const page = await (await browser.newContext({ locale, viewport: { width, height } })).newPage();
  await page.goto('/admin/login');
  await page.getByTestId('admin-login-email').fill(account.email);
  await page.getByTestId('admin-login-password').fill(account.password);
  await page.getByTestId('admin-login-submit').click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

/** The CSRF header for a write through `page.request` (the page's cookies, fetched fresh). */
export async function xsrf(page: Page): Promise<Record<string, string>> {
  await page.request.get('/sanctum/csrf-cookie');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
}

type NewAdmin = { email: string; given_name: string; family_name: string; country: string };

/** `admin` invites a new administrator through POST /api/create-admin (a mail with a link to set a password); answers the id. */
export async function inviteAdmin(admin: Page, newAdmin: NewAdmin): Promise<number> {
  const response = await admin.request.post('/api/create-admin', { headers: await xsrf(admin), data: newAdmin });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The invited administrator sets `password` with the single-use link of the invitation mail. */
export async function acceptInvitation(browser: Browser, email: string, password: string): Promise<void> {
  const invitation = () => mailsTo(email).find((text) => text.includes('/admin/reset-password?')) ?? '';
  await expect.poll(invitation).toContain('/admin/reset-password?');
  const link = invitation().match(/https?:\/\/[^\s"<>]+\/admin\/reset-password\?[^\s"<>]+/)?.[0] ?? '';
  const token = new URL(link.replace(/&amp;/g, '&')).searchParams.get('token') ?? '';
  const invited = await (await browser.newContext()).newPage();
  const set = await invited.request.post('/reset-password', {
    headers: await xsrf(invited),
    data: { token, email, password, password_confirmation: password },
  });
  expect(set.status()).toBe(200);
  await invited.context().close();
}

const CONSULTANT_PASSWORD = 'consultant password 1';

/** A new administrator, Anna Berger, invited by the configured one; signed in through the admin login page. */
export async function consultantPage(
  browser: Browser,
  email: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  const login = await admin.request.post('/login', {
    headers: await xsrf(admin),
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, remember: false },
  });
  expect(login.status()).toBe(200);
  await inviteAdmin(admin, { email, given_name: 'Anna', family_name: 'Berger', country: 'AT' });
  await admin.context().close();
  await acceptInvitation(browser, email, CONSULTANT_PASSWORD);
  return adminLoginPage(browser, { email, password: CONSULTANT_PASSWORD }, { locale: 'en-US', ...viewport });
}
