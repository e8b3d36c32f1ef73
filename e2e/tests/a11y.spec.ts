import { expectNoSeriousViolations, registerCustomer, SHOTS } from './a11yHelpers.ts';
import { adminPage } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { type StoredBar, startFromPreset, storedBar } from './shellHelpers.ts';

/**
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) on every kind of screen: home with its dialogs, the
 * editor, the admin login, dashboard, a list and a record form (a11yHelpers.ts). The other dialogs
 * are in a11y-dialogs.spec.ts, the keyboard in a11y-keyboard.spec.ts.
 */
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
