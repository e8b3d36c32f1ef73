import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

export type StoredBar = {
  id: string;
  version: number;
  settings: { background: string; backgroundColor: string; skybox: string; colors: Record<string, string> };
  back: { settings: { offsetX: number; offsetZ: number; colors: Record<string, string> } };
  front: { baseModules: { frontFrames: { color: string | null }[] }[] };
  singleParts: { part_id: number; count: number }[];
  additionalAccessories: { part_id: number; count: number }[];
  orbit_settings: { panX: number; panY: number; rotationX: number; rotationY: number; zoom: number };
  parts: {
    list: { part_number: string; quantity: number }[];
    singlePartsList: { part_number: string; quantity: number }[];
    total_price: number;
    vat: number;
    gross_total: number;
    total_weight: number;
  };
  packaging_recommendation: { part_id: number; qty: number }[];
};

/** Opens `/bar-presets/{id}` for the preset with this code; the app creates the bar and opens the editor. */
export async function startFromPreset(page: Page, code: string): Promise<string> {
  const response = await page.request.get('/api/bar-presets');
  const presets = ((await response.json()) as { data: { id: number; code: string }[] }).data;
  const preset = presets.find((entry) => entry.code === code);
  expect(preset, `preset ${code}`).toBeDefined();
  await page.goto(`/bar-presets/${preset?.id}`);
  await expect(page).toHaveURL(/\/bars\/[0-9a-f-]{36}\/edit\/side\//);
  await expect(page.getByTestId('editor')).toBeVisible();
  return barIdOf(page);
}

export function barIdOf(page: Page): string {
  return page.url().match(/bars\/([0-9a-f-]{36})/)?.[1] ?? '';
}

/** The edit token this device remembers for the bar ('' when it has none). */
export async function editTokenOf(page: Page, barId: string): Promise<string> {
  return page.evaluate((id) => {
    const tokens = JSON.parse(localStorage.getItem('bar_tokens') ?? '{}') as Record<string, { edit_token?: string }>;
    return tokens[id]?.edit_token ?? '';
  }, barId);
}

/** The bar as the server has it, read with the edit token this device remembered. */
export async function storedBar(page: Page, barId: string): Promise<StoredBar> {
  const editToken = await editTokenOf(page, barId);
  const response = await page.request.get(`/api/bars/${barId}?edit_token=${encodeURIComponent(editToken)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredBar }).data;
}

export async function waitUntilSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
}

/** Amounts as the English interface writes them (Intl, en). */
export function euro(cents: number): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function kilograms(grams: number): string {
  return `${new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(grams / 1000)} kg`;
}

/**
 * Keeps the text of every notice the page draws from now on. A notice closes by itself after a few
 * seconds, and a page busy drawing a new bar in software WebGL can answer Playwright's polls too
 * late to see it while it is up; the page itself notes it as it is drawn.
 */
export async function recordNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __notices: string[] }).__notices = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const notices = node.matches('[data-testid="notification"]')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('[data-testid="notification"]')];
          for (const notice of notices) seen.push(notice.textContent ?? '');
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);
}

/** Opens the Settings tab of the editor's side panel. */
export async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('aside-switch').getByText('Settings').click();
  await expect(page.getByTestId('settings-panel')).toBeVisible();
}

/**
 * On the home screen: "New bar", then the dialog's create button, which accepts the proposed name;
 * the labels are matched in the page's language, the buttons clicked or tapped.
 */
export async function createBarFromHome(
  page: Page,
  labels: { newBar: RegExp; create: RegExp } = { newBar: /new bar/i, create: /create/i },
  how: 'click' | 'tap' = 'click',
): Promise<void> {
  await page.getByRole('button', { name: labels.newBar }).first()[how]();
  await page.getByRole('dialog').getByRole('button', { name: labels.create })[how]();
}

/** Picks an option of a Mantine select by its visible label. */
export async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/**
 * Chooses a country in the searchable country select with this test id: types part of its name
 * (`search`, the name by default) and clicks the option named `name`.
 */
export async function chooseCountry(page: Page, testId: string, name: string, search = name): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(input).toHaveValue(name);
}

/** Chooses a RAL colour in the colour picker with this test id, by typing its number into the picker's search. */
export async function chooseRal(page: Page, testId: string, code: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-search`).fill(code);
  await page
    .getByRole('option', { name: new RegExp(`^RAL ${code} `) })
    .first()
    .click();
  await expect(page.getByTestId(testId)).toHaveAttribute('data-value', code);
}

/** Chooses the entry `testId` of the menu `menu` and answers the downloaded file's name and bytes. */
export async function downloadFromMenu(
  page: Page,
  testId: string,
  menu = 'file-menu',
): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId(menu).click();
  const downloadEvent = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId(testId).click();
  const download = await downloadEvent;
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), bytes: readFileSync(file) };
}

/**
 * The bars' live channel closed for every page of the context, as where it is not available (a
 * proxy that drops event streams): the editor then meets another tab's save as a save conflict,
 * asked in the conflict dialog, instead of taking it in live.
 */
export async function withoutLiveChannel(context: BrowserContext): Promise<void> {
  await context.route(/\/api\/bars\/[^/?]+\/events(\?|$)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'event: end\ndata: {"reason":"ended"}\n\n' }),
  );
}
