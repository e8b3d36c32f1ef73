import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { adminPage, xsrf } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { type StoredBar, startFromPreset, storedBar } from './shellHelpers.ts';

/**
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) on every kind of screen: home with its dialogs, the
 * editor, the admin login, dashboard, a list and a record form. No violation of impact serious or
 * critical may remain; a failure names each rule, its impact, the elements (selectors) and, for
 * colour contrast, the colours and the ratio found. Each screen is also saved under
 * e2e/screenshots/a11y/ (git-ignored), to look at after a change of colours.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const PASSWORD = 'correct horse battery';
const SHOTS = fileURLToPath(new URL('../screenshots/a11y/', import.meta.url));

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type NodeResult = Result['nodes'][number];
type ContrastData = { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string };

function describeNode(node: NodeResult): string {
  const target = node.target.map((selector) => JSON.stringify(selector)).join(' > ');
  const contrast = [...node.any, ...node.all, ...node.none]
    .map((check) => check.data as ContrastData | null)
    .find((data) => data?.fgColor !== undefined);
  const colours = contrast
    ? ` — text ${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}:1, needs ${contrast.expectedContrastRatio}`
    : '';
  return `    ${target}${colours}\n      ${node.html.slice(0, 160)}`;
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map(describeNode).join('\n');
  return `  ${violation.id} (${violation.impact}, ${violation.nodes.length} elements): ${violation.help}\n${nodes}`;
}

/** Waits until no finite animation runs (modal and drawer transitions), so colours are read at rest. */
async function settle(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running')
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
            .length,
      ),
    )
    .toBe(0);
}

async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await page.screenshot({ path: `${SHOTS}${screen.replace(/\W+/g, '-')}.png`, fullPage: true });
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const count = blocking.reduce((sum, violation) => sum + violation.nodes.length, 0);
  // Soft, so that one failing screen still lets the test check (and report) the next ones.
  expect
    .soft(
      blocking.map((violation) => violation.id),
      `${screen}: ${count} elements with serious or critical axe violations\n${blocking.map(describeViolation).join('\n')}`,
    )
    .toEqual([]);
}

/** A customer registered through the API, so that the admin lists and the dashboard have rows. */
async function registerCustomer(browser: Browser): Promise<number> {
  const page = await (await browser.newContext()).newPage();
  const email = `a11y.${Date.now()}@example.com`;
  const registered = await page.request.post('/register', {
    headers: await xsrf(page),
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, given_name: 'Erika', family_name: 'Muster' },
  });
  expect(registered.status()).toBe(201);
  const user = (await (await page.request.get('/api/user')).json()) as { data: { id: number } };
  await startFromPreset(page, 'full-service-bar');
  await page.context().close();
  return user.data.id;
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('home screen with a recent bar, and its login, register and new-bar dialogs', async ({ page }) => {
    await startFromPreset(page, 'full-service-bar');
    await page.goto('/');
    await expect(page.getByTestId('content-sections')).toBeVisible();
    await expect(page.getByTestId('account-info')).toBeVisible();
    await expectNoSeriousViolations(page, 'home');

    await page.getByTestId('account-login').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expectNoSeriousViolations(page, 'login dialog');

    await page.getByTestId('open-register').click();
    await expect(page.getByTestId('register-form')).toBeVisible();
    await expectNoSeriousViolations(page, 'register dialog');

    await page.goto('/?new=1');
    await expect(page.getByTestId('new-bar-form')).toBeVisible();
    await expectNoSeriousViolations(page, 'new bar dialog');
  });

  test('editor opened from a preset: the Bar tab with parts list and settings, and the other tabs', async ({
    page,
  }) => {
    await startFromPreset(page, 'full-service-bar');
    await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
    await expect(page.locator('[data-testid="scene-canvas"] canvas')).toBeVisible();
    await expectNoSeriousViolations(page, 'editor');

    await page.getByTestId('aside-switch').getByText('Settings').click();
    await expectNoSeriousViolations(page, 'editor settings');
    for (const tab of ['singleParts', 'view3d', 'partsList']) {
      await page.getByTestId(`tab-${tab}`).click();
      await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
      await expectNoSeriousViolations(page, `editor tab ${tab}`);
    }
  });

  test('editor: the 3D view is described in words, and skip links lead past the header', async ({ page }) => {
    const barId = await startFromPreset(page, 'full-service-bar');
    const bar = (await storedBar(page, barId)) as StoredBar & { back: { baseModules: unknown[] } };
    const moduleCount = bar.front.baseModules.length + bar.back.baseModules.length;
    const scene = page.getByTestId('scene-canvas');
    await expect(scene).toHaveAccessibleDescription(
      new RegExp(`^What the 3D view shows Bar, modules placed: ${bar.front.baseModules.length} 1\\. `),
    );
    await expect(page.getByTestId('scene-description').locator('li')).toHaveCount(moduleCount);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to the editing menu' })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}editor-skip-link.png` });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to the 3D view' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#editor-scene')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('camera-preset-front')).toBeFocused();

    // In another language the description, and the close buttons the theme names, follow it.
    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect(scene).toHaveAccessibleDescription(
      new RegExp(`^Was die 3D-Ansicht zeigt Bar, platzierte Module: ${bar.front.baseModules.length} 1\\. `),
    );
    await page.getByTestId('open-faq').click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Schließen' })).toBeVisible();
  });

  test('admin login', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByTestId('admin-login-form')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin login');
  });

  test('admin dashboard, users list and a user record', async ({ browser }) => {
    const customerId = await registerCustomer(browser);
    const page = await adminPage(browser);
    await expect(page.getByTestId('dashboard-recent-bars')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin dashboard');

    await page.goto('/admin/users');
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'admin users list');

    await page.goto(`/admin/users/${customerId}`);
    await expect(page.getByTestId('admin-user')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin user record');
  });
});
