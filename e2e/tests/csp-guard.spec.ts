import { expect, test } from './fixtures.ts';

/**
 * The server's Content-Security-Policy is enforced in the browser and the guard in fixtures.ts
 * sees what it blocks: a script written into the page at run time (as an injected XSS payload
 * would be) does not run, and its violation is recorded. The recorded violation is then taken
 * back, so that only this deliberate one is allowed.
 */
test('an inline script injected into the home page is blocked by the CSP and reported by the guard', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('app-root').or(page.locator('#root'))).toBeAttached();

  const ran = await page.evaluate(async () => {
    const marker = window as unknown as { __injectedRan?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.__injectedRan = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return marker.__injectedRan === true;
  });
  expect(ran).toBe(false);

  await expect.poll(() => cspViolations.filter((line) => line.includes('script-src')).length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toContain('"blockedURI":"inline"');
  cspViolations.length = 0;
});
