import { expect, type Page } from '@playwright/test';

export const shots = '/tmp/shots/modes/';

type PlaceOnScreen = {
  key: string;
  kind: string;
  moduleIndex: number;
  x: number;
  y: number;
  isReachable: boolean;
  hiddenBy: string | null;
};

/** From the home screen: "New bar", accept the proposed name, land in the editor. */
export async function startNewBar(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('button', { name: /new bar|neue bar/i })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /create|anlegen/i })
    .click();
  await expect(page).toHaveURL(/\/edit\/side\/front/);
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

export async function chooseMode(page: Page, mode: string): Promise<void> {
  await page.getByTestId(`mode-${mode}`).click();
  await expect(page).toHaveURL(new RegExp(`mode=${mode}(&|$)`));
  await expect(page.getByTestId(`mode-panel-${mode}`)).toBeVisible();
}

/** Clicks, in the 3D view, the first place of a kind (on a module, with a key) that no other object hides. */
export async function clickPlaceIn3d(
  page: Page,
  match: { kind: string; moduleIndex?: number; key?: RegExp },
): Promise<string> {
  let seen: PlaceOnScreen[] = [];
  let target: PlaceOnScreen | undefined;
  for (let attempt = 0; attempt < 30 && !target; attempt++) {
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
  await page.getByTestId('place-select').click();
  await page.getByRole('option', { name: label }).first().click();
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
