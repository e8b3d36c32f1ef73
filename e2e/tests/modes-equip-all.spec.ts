import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  chooseMode,
  choosePlaceInMenu,
  clearSelection,
  confirmDialog,
  expectChange,
  expectQuantity,
  placeByMenu,
  shots,
  startFrontRow,
} from './modesHelpers.ts';

const OCCUPIED = 'There is already an accessory here.';
const NO_BOARD = 'There is no counter board here.';
/** The rule behind each refusal, shown on a details line under the sentence. */
const RULE_OF: Record<string, string> = { [OCCUPIED]: 'C4', [NO_BOARD]: 'C7' };

/** Chooses the accessory for "Equip all bar tops" and clicks it. */
async function equipAll(page: Page, accessory: string): Promise<void> {
  await page.getByTestId('equip-all-item').click();
  await page.getByRole('option', { name: accessory, exact: true }).click();
  await expect(page.getByTestId('equip-all-item')).toHaveValue(accessory);
  await page.getByTestId('equip-all').click();
}

/** The refused spots, each with its sentence (no rule code in it) and the rule on the details line under it. */
async function expectRefusedLines(page: Page, lines: string[]): Promise<void> {
  const refused = page.getByTestId('equip-all-report').getByTestId('equip-all-refused');
  await expect(refused.getByTestId('equip-all-line')).toHaveText(lines);
  const rules = lines.map((line) => RULE_OF[line.slice(line.indexOf(': ') + 2)] ?? '');
  await expect(refused.getByTestId('rule-code')).toHaveText(rules.map((rule) => `Rule ${rule}`));
}

test('bar tops fully equipped in one step: placed where free, refusals explained, one undo takes it all back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startFrontRow(page);

  await test.step('one bar top of the run taken off; a GN container placed by hand at 0 mm', async () => {
    await chooseMode(page, 'counter-boards');
    await expectQuantity(page, 'TKP-1200', 2);
    await choosePlaceInMenu(page, /Bar tops ending at the 3rd module from the left/);
    await page.getByTestId('occupant-remove').click();
    await confirmDialog(page, /Change the bar-top division/);
    await expectQuantity(page, 'TKP-1200', 1);
    await chooseMode(page, 'accessories-gn');
    await expectChange(page, 'GN-13-150', 3, () => placeByMenu(page, /, 0 mm from the right end/, 'assembly:32'));
    await clearSelection(page);
  });

  await test.step('GN containers on all bar tops: 1 placed, the occupied spot and the spots without a bar top refused', async () => {
    await expect(page.getByTestId('equip-all')).toBeDisabled();
    await expectChange(page, 'GN-13-150', 3, () => equipAll(page, 'GN insert 3 × 1/3'));
    const report = page.getByTestId('equip-all-report');
    await expect(report).toContainText('1 placed, 3 refused');
    await expectRefusedLines(page, [
      `Bar top ending at the 3rd module from the left, 0 mm from the right end: ${OCCUPIED}`,
      `Bar top ending at the 3rd module from the left, 1200 mm from the right end: ${NO_BOARD}`,
      `Bar top ending at the 3rd module from the left, 1800 mm from the right end: ${NO_BOARD}`,
    ]);
    // The report outlasts the autosave (which replaces the bar with the server's copy).
    await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
    await expect(report).toContainText('1 placed, 3 refused');
    await page.screenshot({ path: `${shots}equip-all-gn-1280.png` });
    await page.keyboard.press('Control+z');
    await expectQuantity(page, 'GN-13-150', 3);
    await expect(report).toHaveCount(0);
  });

  await test.step('glass holders on all bar tops: 2 placed in one step; one undo removes both', async () => {
    await chooseMode(page, 'accessories-accessories');
    await expectChange(page, 'ZUB-GLH', 2, () => equipAll(page, 'Glass holder'));
    await expect(page.getByTestId('equip-all-report')).toContainText('2 placed, 6 refused');
    await expectRefusedLines(page, [
      `Bar top ending at the 3rd module from the left, 0 mm from the right end: ${OCCUPIED}`,
      `Bar top ending at the 3rd module from the left, 300 mm from the right end: ${OCCUPIED}`,
      `Bar top ending at the 3rd module from the left, 1200 mm from the right end: ${NO_BOARD}`,
      `Bar top ending at the 3rd module from the left, 1500 mm from the right end: ${NO_BOARD}`,
      `Bar top ending at the 3rd module from the left, 1800 mm from the right end: ${NO_BOARD}`,
      `Bar top ending at the 3rd module from the left, 2100 mm from the right end: ${NO_BOARD}`,
    ]);
    await page.getByTestId('undo').click();
    await expectQuantity(page, 'ZUB-GLH', 0);
    await expectQuantity(page, 'GN-13-150', 3);
  });

  await test.step('when no bar top can take it, the user is told why and nothing changes', async () => {
    await chooseMode(page, 'accessories-gn');
    await expectChange(page, 'GN-13-150', 3, () => equipAll(page, 'GN insert 3 × 1/3'));
    await expectChange(page, 'GN-13-150', 0, () => equipAll(page, 'GN insert 3 × 1/3'));
    const report = page.getByTestId('equip-all-report');
    await expect(report).toContainText('Nothing was placed; the bar is unchanged.');
    await expect(report.getByTestId('equip-all-reason')).toHaveText('The accessory fits on no bar top.');
    await expectRefusedLines(page, [
      `Bar top ending at the 3rd module from the left, 0 mm from the right end: ${OCCUPIED}`,
      `Bar top ending at the 3rd module from the left, 600 mm from the right end: ${OCCUPIED}`,
      `Bar top ending at the 3rd module from the left, 1200 mm from the right end: ${NO_BOARD}`,
      `Bar top ending at the 3rd module from the left, 1800 mm from the right end: ${NO_BOARD}`,
    ]);
    await page.screenshot({ path: `${shots}equip-all-nothing-1280.png` });
    // The refused attempt added no undo step: one undo takes back the equipping before it.
    await page.keyboard.press('Control+z');
    await expectQuantity(page, 'GN-13-150', 3);
  });
});
