import { type Browser, expect, type Page } from '@playwright/test';

/** The administrator the Playwright config creates (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@e2e.example.com', password: 'e2e admin password' };

/** A new browser context in `lang` at `width` px, signed in as ADMIN through /admin/login. */
export async function adminPage(browser: Browser, lang: 'en' | 'de' = 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({
    locale: lang === 'de' ? 'de-DE' : 'en-US',
    viewport: { width, height: width >= 1920 ? 1080 : 800 },
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByTestId('admin-login-email').fill(ADMIN.email);
  await page.getByTestId('admin-login-password').fill(ADMIN.password);
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
