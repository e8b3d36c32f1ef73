import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, refusedRequest, test } from './fixtures.ts';

const screenshots = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(screenshots, { recursive: true });

/** Picks a value of one filter group in the template dialog (a segmented control). */
async function filter(page: Page, group: string, label: string): Promise<void> {
  await page.getByTestId(`preset-filter-${group}`).getByText(label, { exact: true }).click();
  await expect(page.getByTestId('presets-list').or(page.getByTestId('presets-empty'))).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
}

test('a guest filters the templates and starts a bar from one', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('start-from-template').click();
  const dialog = page.getByRole('dialog', { name: 'Templates' });
  await expect(dialog).toBeVisible();

  const cards = dialog.locator('[data-testid^="preset-card-"]');
  await expect(cards.first()).toBeVisible();
  const allCount = await cards.count();
  expect(allCount).toBeGreaterThan(2);
  await expect(dialog.getByTestId('preset-card-compact-bar')).toContainText(/plus VAT/);
  await expect(dialog.getByTestId('preset-card-compact-bar').getByTestId('preset-price')).toContainText('€');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshots}presets-dialog.png` });

  await filter(page, 'shape', 'U-shaped');
  await expect(cards).toHaveCount(1);
  await expect(dialog.getByTestId('preset-card-island-bar')).toBeVisible();

  await filter(page, 'shape', 'All');
  await expect(cards).toHaveCount(allCount);

  await filter(page, 'type', 'Back bar');
  await expect(dialog.getByTestId('preset-card-back-bar')).toBeVisible();
  await expect(dialog.getByTestId('preset-card-compact-bar')).toHaveCount(0);
  await expect(dialog.getByTestId('preset-card-island-bar')).toHaveCount(0);

  await filter(page, 'type', 'All');
  await dialog.getByTestId('preset-card-compact-bar').getByRole('link', { name: 'Use this template' }).click();

  await expect(page).toHaveURL(/\/bars\/[0-9a-f-]{36}\/edit\/side\/front\?mode=racks&view=3d$/);
  await expect(page.getByTestId('parts-list')).toContainText('GRX-0600-BF');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');

  // Exactly one bar was created and its tokens were remembered like a new bar's.
  const barId = page.url().match(/bars\/([0-9a-f-]{36})/)?.[1] ?? '';
  const remembered = await page.evaluate(() => {
    const tokens = JSON.parse(localStorage.getItem('bar_tokens') ?? '{}') as Record<string, { edit_token?: string }>;
    return Object.fromEntries(Object.entries(tokens).map(([id, entry]) => [id, entry.edit_token ?? '']));
  });
  expect(Object.keys(remembered)).toEqual([barId]);
  expect(remembered[barId]?.length ?? 0).toBeGreaterThanOrEqual(22);

  // The template page is replaced in the history: going back returns to the start page.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?templates=1$|\/$/);
});

test('an unknown template shows a not-found page with a link home', async ({ page, allowConsole }) => {
  allowConsole(refusedRequest('404 \\(Not Found\\)', '/api/bar-presets/999999'), 'no template has this id');
  await page.goto('/bar-presets/999999');
  await expect(page.getByTestId('preset-not-found')).toBeVisible();
  await expect(page.getByText('Template not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
