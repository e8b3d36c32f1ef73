import type { Locator, Page } from '@playwright/test';
import { registerVerifiedThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectChange } from './modesHelpers.ts';
import { type StoredBar, startFromPreset, storedBar, waitUntilSaved } from './shellHelpers.ts';

/**
 * The keyboard alone: dialogs keep the focus inside while open and give it back to what opened
 * them; the focused element is visibly marked; the skip links lead to the editor's panels; the
 * editor's main actions are reached with Tab, Enter and the arrow keys. And what a screen reader
 * finds in the parts list: named tables with column and row headers, and the totals with their labels.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${limit} × ${key}`).toBeFocused();
}

/** The element that has the focus lies inside the open dialog. */
function focusIsInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
}

/**
 * With the dialog open, Tab and Shift+Tab go round inside it (more presses than it has controls);
 * Escape closes it and the focus is back on `opener`.
 */
async function expectTrappedAndReturned(page: Page, opener: Locator, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsInDialog(page), `${name}: focus moved into the dialog`).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press(key);
      expect(await focusIsInDialog(page), `${name}: focus inside after ${presses + 1} × ${key}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener, `${name}: focus back on the opener`).toBeFocused();
}

/** The focused element's ring, as the browser draws it: an outline or a box shadow. */
function focusRing(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    if (hasOutline) return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    return style.boxShadow === 'none' ? 'none' : `box-shadow ${style.boxShadow}`;
  });
}

test.describe('keyboard and screen reader', () => {
  test('dialogs keep the focus inside and give it back to their opener: login, FAQ, consultation, rename from the file menu', async ({
    page,
  }) => {
    await page.goto('/');
    const login = page.getByTestId('account-login');
    await tabTo(page, login);
    await page.keyboard.press('Enter');
    await expectTrappedAndReturned(page, login, 'Log in');

    await registerVerifiedThroughApi(page, `a11y.keys.${Date.now()}@example.com`);
    await startFromPreset(page, 'compact-bar');
    await waitUntilSaved(page);
    const faq = page.getByTestId('open-faq');
    await tabTo(page, faq);
    await page.keyboard.press('Enter');
    await expectTrappedAndReturned(page, faq, 'Frequently asked questions');

    const consultation = page.getByTestId('open-consultation');
    await tabTo(page, consultation);
    await page.keyboard.press('Enter');
    await expectTrappedAndReturned(page, consultation, 'Consultation');

    // A dialog opened from a menu item gives the focus back to the menu's button.
    const fileMenu = page.getByTestId('file-menu');
    await tabTo(page, fileMenu, 60, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('file-open')).toBeFocused();
    await tabTo(page, page.getByTestId('file-rename'), 10, 'ArrowDown');
    await page.keyboard.press('Enter');
    await expectTrappedAndReturned(page, fileMenu, 'Rename');
  });

  test('the focus is visible on buttons, links, tabs and fields; the skip links lead to the editing menu and the editor', async ({
    page,
  }) => {
    await startFromPreset(page, 'compact-bar');
    await waitUntilSaved(page);
    const marked = [
      page.getByRole('link', { name: 'Skip to the editing menu' }),
      page.getByRole('link', { name: 'Bar Configurator' }),
      page.getByTestId('file-menu'),
      page.getByTestId('open-faq'),
      page.getByTestId('tab-bar'),
      page.getByTestId('mode-shape'),
    ];
    for (const target of marked) {
      await tabTo(page, target);
      expect(await focusRing(target), `focus ring of ${target}`).not.toBe('none');
    }
    // A field shows its focus by its border, in the theme's teal (teal.6, #0c7e5c), and only then.
    const language = page
      .getByRole('textbox', { name: 'Language' })
      .or(page.getByRole('combobox', { name: 'Language' }));
    const border = () => language.evaluate((element) => getComputedStyle(element).borderColor);
    await tabTo(page, language, 60, 'Shift+Tab');
    await expect.poll(border).toBe('rgb(12, 126, 92)');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(border).not.toBe('rgb(12, 126, 92)');

    // The first skip link leads into the side menu: the next Tab is its first editing mode.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, page.getByRole('link', { name: 'Skip to the editing menu' }), 60, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#editor-menu')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tablist', { name: 'Editing mode' }).getByRole('tab').first()).toBeFocused();

    // In a tab without the side menu, the skip link leads to the editor's tabs.
    await page.getByTestId('tab-partsList').click();
    await expect(page).toHaveURL(/view=list/);
    await page.reload();
    await expect(page.getByTestId('parts-list-tab')).toBeVisible();
    await page.keyboard.press('Tab');
    const skipToEditor = page.getByRole('link', { name: 'Skip to the editor' });
    await expect(skipToEditor).toBeFocused();
    expect(await focusRing(skipToEditor)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.locator('#editor-main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'Parts list' })).toBeFocused();
  });

  test('the editor by keyboard only: an editing mode, the parts list tab read as tables, the PDF from the file menu', async ({
    page,
  }) => {
    const barId = await startFromPreset(page, 'compact-bar');
    await waitUntilSaved(page);

    // A side menu item: Tab to it, Enter adds the module (the parts list counts it).
    const shape = page.getByTestId('mode-shape');
    await tabTo(page, shape);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('mode-panel-shape')).toBeVisible();
    await expectChange(page, 'GRX-0600-BF', 1, async () => {
      await tabTo(page, page.getByTestId('add-module-g-raxx-600'));
      await page.keyboard.press('Enter');
    });
    await waitUntilSaved(page);

    // An editing mode: Tab to it, Enter chooses it.
    const counterBoards = page.getByTestId('mode-counter-boards');
    await tabTo(page, counterBoards);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/mode=counter-boards/);
    await expect(counterBoards).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('mode-panel-counter-boards')).toBeVisible();

    // The editor's tabs: Tab reaches the current one, the arrow keys go to the parts list.
    await tabTo(page, page.getByRole('tab', { name: 'Bar', exact: true }), 60, 'Shift+Tab');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Parts list' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Parts list' })).toHaveAttribute('aria-selected', 'true');

    const bar: StoredBar = await storedBar(page, barId);
    // What a screen reader finds: a named table per list, its columns, one row per line headed by
    // the part's name, and the totals each with its label.
    const table = page.getByRole('table', { name: 'Parts list' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Part number',
      'Quantity',
      'Unit price',
      'Total',
    ]);
    await expect(table.getByRole('rowheader')).toHaveCount(bar.parts.list.length);
    const first = bar.parts.list[0] as StoredBar['parts']['list'][number];
    const firstRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: first.part_number }) });
    await expect(firstRow.getByRole('cell').nth(1)).toHaveText(String(first.quantity));
    await expect(page.getByRole('table', { name: 'Single parts' })).toBeVisible();
    const totals = page.getByRole('table', { name: 'Totals' });
    await expect(totals.getByRole('rowheader')).toHaveText(['Net total', '19 % VAT', 'Gross total', 'Total weight']);
    await expect(totals.getByRole('row', { name: /^Gross total/ }).getByRole('cell')).toHaveText(/€/);

    // The file menu by keyboard: PDF, and back on the menu's button afterwards.
    const fileMenu = page.getByTestId('file-menu');
    await tabTo(page, fileMenu, 60, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByTestId('file-pdf'), 10, 'ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('login-reason')).toHaveText('Please log in to create a PDF document');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(fileMenu).toBeFocused();
  });
});
