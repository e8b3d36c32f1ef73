import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { barIdOf, createBarFromHome, editTokenOf, waitUntilSaved } from './shellHelpers.ts';

/** Where the mode tests keep their screenshots (made when the helpers load). */
export const shots = '/tmp/shots/modes/';
mkdirSync(shots, { recursive: true });

type PlaceOnScreen = {
  key: string;
  kind: string;
  moduleIndex: number;
  x: number;
  y: number;
  isReachable: boolean;
  hiddenBy: string | null;
};

/** From the home screen: "New bar", accept the proposed name, land in the editor (the Shape mode of the front). */
export async function startNewBar(page: Page): Promise<void> {
  await page.goto('/');
  await createBarFromHome(page, { newBar: /new bar|neue bar/i, create: /create|anlegen/i });
  await expect(page).toHaveURL(/\/edit\/side\/front/);
}

/** A new bar with one G-Raxx 600, saved: its id and the edit token this device holds for it. */
export async function savedOneModuleBar(page: Page): Promise<{ barId: string; editToken: string }> {
  await startNewBar(page);
  await page.getByTestId('add-module-g-raxx-600').click();
  await expectQuantity(page, 'GRX-0600-BF', 1);
  await waitUntilSaved(page);
  const barId = barIdOf(page);
  const editToken = await editTokenOf(page, barId);
  expect(editToken).not.toBe('');
  return { barId, editToken };
}

/** Quantity per part number, as the parts-list table shows it. */
export async function quantities(page: Page): Promise<Record<string, number>> {
  const rows = page.getByTestId('parts-list').locator('tbody tr');
  const pairs = await rows.evaluateAll((elements) =>
    elements.map((row) => [
      row.querySelector('[data-testid="part-number"]')?.textContent?.trim() ?? '',
      Number(row.querySelector('[data-testid="quantity"]')?.textContent?.trim() ?? '0'),
    ]),
  );
  return Object.fromEntries(pairs.filter(([number]) => number !== ''));
}

export async function expectQuantity(page: Page, partNumber: string, quantity: number): Promise<void> {
  await expect.poll(async () => (await quantities(page))[partNumber] ?? 0).toBe(quantity);
}

/** Runs an action and waits until the parts list shows the part's quantity changed by `delta`. */
export async function expectChange(
  page: Page,
  partNumber: string,
  delta: number,
  action: () => Promise<void>,
): Promise<void> {
  const before = (await quantities(page))[partNumber] ?? 0;
  await action();
  await expectQuantity(page, partNumber, before + delta);
}

/**
 * The menu item (a `assembly:<id>` or `part:<id>` key) is shown as not placeable: the engine's reason as
 * a sentence without the rule's code, which stands on a details line under it (and on the element).
 */
export async function expectItemRefused(page: Page, itemKey: string, reason: string, rule: string): Promise<void> {
  const item = page.getByTestId(`item-${itemKey}`);
  await expect(item).toHaveAttribute('data-fits', 'false');
  await expect(item.getByTestId('item-refusal')).toHaveText(reason);
  await expect(item.getByTestId('item-refusal')).toHaveAttribute('data-rule', rule);
  await expect(item.getByTestId('rule-code')).toHaveText(`Rule ${rule}`);
}

/** The "Not possible" notification with the refusal's text. */
export async function expectRefusalNotice(page: Page, reason: string): Promise<void> {
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: reason });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Not possible');
}

/** Placement in 3D: nothing selected, the item chosen in the menu, then a click on a place in the 3D view. */
export async function placeByClickIn3d(
  page: Page,
  itemKey: string,
  match: { kind: string; moduleIndex?: number; key?: RegExp },
): Promise<string> {
  await clearSelection(page);
  const choose = page.getByTestId(`place-${itemKey}`);
  await expect(choose).toHaveText('Choose');
  await choose.click();
  await expect(page.getByTestId(`item-${itemKey}`)).toContainText('Now click a place in the 3D view.');
  const key = await clickPlaceIn3d(page, match);
  await expect(page.getByTestId(`item-${itemKey}`)).not.toContainText('Now click a place');
  return key;
}

/** Placement by the side menu: the place chosen in the place list, then the item's "Place" button. */
export async function placeByMenu(page: Page, placeLabel: RegExp, itemKey: string): Promise<void> {
  await choosePlaceInMenu(page, placeLabel);
  const button = page.getByTestId(`place-${itemKey}`);
  await expect(button).toHaveText('Place');
  await button.click();
}

/** A new bar with the front row the mode tests share: G-Raxx 600, G-Raxx 600, G-Flexx 1200 (placed by the menu). */
export async function startFrontRow(page: Page): Promise<void> {
  await startNewBar(page);
  await chooseMode(page, 'shape');
  await page.getByTestId('add-module-g-raxx-600').click();
  await page.getByTestId('add-module-g-raxx-600').click();
  await choosePlaceInMenu(page, /Left of the 1st module from the left/);
  await page.getByTestId('add-module-g-flexx-1200').click();
  await expectQuantity(page, 'GFX-1200-BF', 1);
  await expectQuantity(page, 'GRX-0600-BF', 2);
}

/** One click on the mode in the side menu; its panel then shows (the mode lives in the URL alone). */
export async function chooseMode(page: Page, mode: string): Promise<void> {
  await page.getByTestId(`mode-${mode}`).click();
  await expect(page).toHaveURL(new RegExp(`mode=${mode}(&|$)`));
  await expect(page.getByTestId(`mode-panel-${mode}`)).toBeVisible();
}

/** How long the places of a drawn change may take to be listed (expect's timeout in playwright.config.ts). */
const PLACES_TIMEOUT_MS = 60_000;

/** Clicks, in the 3D view, the first place of a kind (on a module, with a key) that no other object hides. */
export async function clickPlaceIn3d(
  page: Page,
  match: { kind: string; moduleIndex?: number; key?: RegExp },
): Promise<string> {
  let seen: PlaceOnScreen[] = [];
  let target: PlaceOnScreen | undefined;
  // The places are listed once the view has drawn the bar: on a loaded machine with software WebGL
  // that can take as long as any other drawn change (expect's timeout), so the wait is by time.
  const deadline = Date.now() + PLACES_TIMEOUT_MS;
  for (let attempt = 0; !target && (attempt === 0 || Date.now() < deadline); attempt++) {
    if (attempt > 0) await page.waitForTimeout(300);
    seen = await page.evaluate(() => window.__barPlaces?.list() ?? []);
    target = seen.find(
      (place) =>
        place.kind === match.kind &&
        (match.moduleIndex === undefined || place.moduleIndex === match.moduleIndex) &&
        (match.key === undefined || match.key.test(place.key)) &&
        place.isReachable,
    );
  }
  if (!target) {
    const candidates = seen.filter((place) => place.kind === match.kind);
    throw new Error(`no reachable ${match.kind} place among ${JSON.stringify(candidates)}`);
  }
  await page.mouse.move(target.x, target.y);
  await page.mouse.click(target.x, target.y);
  return target.key;
}

/** Chooses a place by its name in the side menu's place list. */
export async function choosePlaceInMenu(page: Page, label: RegExp): Promise<void> {
  const select = page.getByTestId('place-select');
  // Choosing the place already chosen would take it back (the list allows deselecting).
  if (label.test(await select.inputValue())) return;
  await select.click();
  await page.getByRole('option', { name: label }).first().click();
  await expect(select).toHaveValue(label);
}

/** Escape as the user presses it over the page (not inside the place list): nothing chosen, nothing armed. */
export async function clearSelection(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Escape');
}

export async function confirmDialog(page: Page, title: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toHaveCount(0);
}

declare global {
  interface Window {
    __barPlaces?: { list: () => PlaceOnScreen[] };
  }
}
