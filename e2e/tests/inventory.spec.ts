import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { submitRegistration } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { barIdOf, euro, startFromPreset, storedBar } from './shellHelpers.ts';

const screenshots = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(screenshots, { recursive: true });

async function register(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('account-register').click();
  await submitRegistration(page, `olga.${Date.now()}@example.com`);
  await page.keyboard.press('Escape');
}

async function importFile(page: Page, csv: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('inventory-import').click();
  await (await chooser).setFiles({ name: 'owned.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test('parts I own: kept on the profile, imported from CSV, subtracted in the parts list', async ({ page }) => {
  await register(page);
  // A preset's parts list says which parts a bar needs, and their prices.
  await startFromPreset(page, 'compact-bar');
  const bar = await storedBar(page, barIdOf(page));
  const [first, second] = bar.parts.list;
  if (!first || !second) throw new Error('the preset has fewer than two parts-list lines');
  const prices = new Map<string, number>();
  for (const line of (await (await page.request.get('/api/parts')).json()).data as {
    price: number;
    variants: { part_number: string }[];
  }[]) {
    prices.set(line.variants[0]?.part_number ?? '', line.price);
  }

  // By hand: one part, with a count, saved and still there after a reload.
  await page.goto('/account/profile');
  const section = page.getByTestId('profile-inventory');
  await expect(section.getByText('No parts yet')).toBeVisible();
  await page.getByTestId('inventory-add-part').fill(first.part_number);
  await page.getByRole('option', { name: new RegExp(`^${first.part_number} ·`) }).click();
  await page.getByTestId('inventory-add').click();
  const firstRow = page.getByTestId(`inventory-row-${first.part_number}`);
  await firstRow.getByTestId('inventory-count').fill(String(first.quantity + 5));
  await page.getByTestId('inventory-save').click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Your parts have been saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`inventory-row-${first.part_number}`).getByTestId('inventory-count')).toHaveValue(
    String(first.quantity + 5),
  );

  // A file with a bad line changes nothing and names the line.
  await importFile(page, `Part number;Count\n${second.part_number};1\nNO-SUCH-PART;3\n`);
  await expect(page.getByTestId('inventory-error')).toContainText('line 3: Unknown part number "NO-SUCH-PART".');
  await expect(page.getByTestId(`inventory-row-${second.part_number}`)).toHaveCount(0);
  // A file saved in Latin-1 (as spreadsheet programs do) is read as such, and a long list of bad
  // lines shows the count of the rest first, then the first 50 lines.
  const latin1 = Buffer.from(`Teilenummer;Stückzahl\nMüller;1\n`, 'latin1');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('inventory-import').click();
  await (await chooser).setFiles({ name: 'owned.csv', mimeType: 'text/csv', buffer: latin1 });
  await expect(page.getByTestId('inventory-error')).toContainText('line 2: Unknown part number "Müller".');
  await importFile(page, Array.from({ length: 80 }, (_, index) => `NO-PART-${index};1\n`).join(''));
  const problems = page.getByTestId('inventory-error').getByRole('listitem');
  await expect(problems).toHaveCount(51);
  await expect(problems.first()).toHaveText(
    'Only the first 50 lines with errors are listed; 30 more lines have errors too.',
  );
  await expect(problems.last()).toHaveText('line 50: Unknown part number "NO-PART-49".');
  // "Add to list": the second part, one unit short of what the bar needs.
  await section.getByText('Add to list').click();
  await importFile(page, `${second.part_number.toLowerCase()},${second.quantity - 1}\n`);
  await expect(page.getByTestId(`inventory-row-${second.part_number}`).getByTestId('inventory-count')).toHaveValue(
    String(second.quantity - 1),
  );
  await expect(page.getByTestId(`inventory-row-${first.part_number}`)).toBeVisible();
  await section.screenshot({ path: `${screenshots}inventory-profile.png`, animations: 'disabled' });

  // The parts list: the first part owned in full, one unit of the second to order.
  await page.goBack();
  await page.goto(`/bars/${bar.id}/edit/side/front`);
  await page.getByTestId('tab-partsList').click();
  const list = page.getByTestId('parts-list');
  const firstLine = list.getByTestId(`parts-line-${first.part_number}`);
  await expect(firstLine.getByTestId('owned')).toHaveText(String(first.quantity));
  await expect(firstLine.getByTestId('to-order')).toHaveText('0');
  const secondLine = list.getByTestId(`parts-line-${second.part_number}`);
  await expect(secondLine.getByTestId('owned')).toHaveText(String(second.quantity - 1));
  await expect(secondLine.getByTestId('to-order')).toHaveText('1');
  const owned =
    first.quantity * (prices.get(first.part_number) ?? 0) +
    (second.quantity - 1) * (prices.get(second.part_number) ?? 0);
  await expect(page.getByTestId('order-total')).toHaveText(euro(bar.parts.total_price - owned));
  await expect(page.getByTestId('parts-total')).toHaveText(euro(bar.parts.total_price));
  await page.screenshot({ path: `${screenshots}inventory-parts-list.png`, animations: 'disabled' });
});

test('a guest sees no owned columns', async ({ page }) => {
  await startFromPreset(page, 'compact-bar');
  await page.getByTestId('tab-partsList').click();
  await expect(page.getByTestId('parts-list')).toBeVisible();
  await expect(page.getByTestId('parts-list').getByTestId('owned')).toHaveCount(0);
  await expect(page.getByTestId('order-totals')).toHaveCount(0);
});
