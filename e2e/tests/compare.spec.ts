import { expect, test } from './fixtures.ts';
import { chooseMode, expectQuantity, quantities, startNewBar } from './modesHelpers.ts';
import { barIdOf, recordNotices, storedBar, waitUntilSaved } from './shellHelpers.ts';

test('compare versions: the parts list difference, the changed modules highlighted, restore and undo', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startNewBar(page);
  const barId = barIdOf(page);
  await chooseMode(page, 'shape');
  // Version 2: one module; version 3: two.
  await page.getByTestId('add-module-g-raxx-600').click();
  await expectQuantity(page, 'GRX-0600-BF', 1);
  await waitUntilSaved(page);
  await expect.poll(async () => (await storedBar(page, barId)).version).toBe(2);
  const oneModule = await storedBar(page, barId);
  await page.getByTestId('add-module-g-raxx-600').click();
  await expectQuantity(page, 'GRX-0600-BF', 2);
  await waitUntilSaved(page);
  await expect.poll(async () => (await storedBar(page, barId)).version).toBe(3);
  const twoModules = await storedBar(page, barId);

  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-compare').click();
  const dialog = page.getByRole('dialog', { name: 'Compare versions' });
  await expect(dialog.getByTestId('compare-dialog')).toBeVisible();
  // Default: the previous version against the current one.
  await expect(dialog.getByTestId('compare-before')).toHaveValue('rev:2');
  await expect(dialog.getByTestId('compare-after')).toHaveValue('rev:3');
  const frameLine = dialog.locator('[data-testid="compare-diff-line"][data-part-number="GRX-0600-BF"]');
  await expect(frameLine).toHaveAttribute('data-change', 'changed');
  await expect(dialog.getByTestId('compare-price-delta')).toHaveAttribute(
    'data-cents',
    String(twoModules.parts.total_price - oneModule.parts.total_price),
  );
  await expect(dialog.getByTestId('compare-scene')).toHaveAttribute('data-highlight-added', '1');
  await expect(dialog.getByRole('columnheader', { name: 'Price difference (net)' })).toBeVisible();

  // Against the empty bar every line is new, and both modules are highlighted as added.
  await dialog.getByTestId('compare-before').selectOption('rev:1');
  await expect(dialog.getByTestId('compare-summary')).toContainText('5 lines added');
  await expect(frameLine).toHaveAttribute('data-change', 'added');
  await expect(dialog.getByTestId('compare-price-delta')).toHaveAttribute(
    'data-cents',
    String(twoModules.parts.total_price),
  );
  await expect(dialog.getByTestId('compare-scene')).toHaveAttribute('data-highlight-added', '2');
  await expect(dialog.getByTestId('compare-scene').locator('canvas')).toBeVisible();
  await page.screenshot({
    path: `${new URL('../screenshots/', import.meta.url).pathname}compare-en.png`,
    animations: 'disabled',
  });

  // Restore the version with one module, after a confirmation.
  await dialog.getByTestId('compare-before').selectOption('rev:2');
  // Wait for the comparison to load: the button moves while the table and the scene are replaced.
  await expect(dialog.getByTestId('compare-price-delta')).toHaveAttribute(
    'data-cents',
    String(twoModules.parts.total_price - oneModule.parts.total_price),
  );
  await expect(dialog.getByTestId('compare-dialog')).toHaveAttribute('data-loading', 'false');
  await dialog.getByTestId('compare-restore').click();
  await expect(dialog.getByTestId('compare-restore-confirm')).toBeVisible();
  const restored = page.waitForResponse((response) =>
    response.url().includes(`/api/bars/${barId}/revisions/2/restore`),
  );
  const notices = await recordNotices(page);
  await dialog.getByTestId('compare-restore-confirm').click();
  // The notice says it was done (a refusal would show its reason there instead).
  await expect.poll(notices).toContainEqual(expect.stringContaining('Version 2 was restored as a new version.'));
  expect((await restored).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expectQuantity(page, 'GRX-0600-BF', 1);
  const afterRestore = await storedBar(page, barId);
  expect(afterRestore.version).toBe(4);
  expect(afterRestore.parts.total_price).toBe(oneModule.parts.total_price);
  expect(await quantities(page)).toEqual(
    Object.fromEntries(oneModule.parts.list.map((line) => [line.part_number, line.quantity])),
  );

  // The File menu's undo takes the restore back.
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-restore-previous').click();
  await expectQuantity(page, 'GRX-0600-BF', 2);
});
