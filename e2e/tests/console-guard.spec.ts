import { expect, test } from './fixtures.ts';

const shots = '/tmp/shots/console/';

/**
 * A guest's pages leave the console empty (the automatic check in fixtures.ts fails any test
 * otherwise): the app does not ask who the user is when the server's signed-in hint is absent,
 * and the tab has its icon, so the browser asks for no /favicon.ico.
 */
test('a guest on the home page: no user request, the icon of the site, nothing on the console', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/user' || path === '/favicon.ico') asked.push(path);
  });
  await page.goto('/');
  await expect(page.getByTestId('account-login')).toBeVisible();
  await page.goto('/admin/login');
  await expect(page.getByTestId('admin-login-email')).toBeVisible();
  expect(asked).toEqual([]);

  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await page.request.get(href ?? '');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await icon.text()).toContain('<svg');

  await page.setViewportSize({ width: 128, height: 128 });
  await page.goto('/favicon.svg');
  await page.screenshot({ path: `${shots}favicon-128.png` });
});

/** The check itself: what a page writes to the console fails the test, unless the test allowed it. */
test('the console check sees warnings, errors, failed requests and uncaught errors, and what a test allows', async ({
  page,
  consoleProblems,
  allowConsole,
}) => {
  allowConsole(/^The test writes this warning on purpose @ /, 'the test checks that allowed messages pass');
  await page.goto('/');
  await expect(page.getByTestId('account-login')).toBeVisible();
  await page.evaluate(async () => {
    console.warn('The test writes this warning on purpose');
    console.warn('An unexpected warning');
    console.error('An unexpected error');
    await fetch('/api/user');
    setTimeout(() => {
      throw new Error('An uncaught error');
    }, 0);
  });
  await expect.poll(() => consoleProblems.length).toBe(4);
  expect(consoleProblems.join('\n')).not.toContain('on purpose');
  expect(consoleProblems[0]).toMatch(/^warning on .*: An unexpected warning @ /);
  expect(consoleProblems[1]).toMatch(/^error on .*: An unexpected error @ /);
  expect(consoleProblems[2]).toMatch(/status of 401 \(Unauthorized\) @ .*\/api\/user$/);
  expect(consoleProblems[3]).toMatch(/^uncaught on .*: An uncaught error @ /);
  // Taken back: only these deliberate ones are allowed.
  consoleProblems.length = 0;
});
