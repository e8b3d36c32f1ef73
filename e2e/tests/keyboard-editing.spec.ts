import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11yHelpers.ts';
import { expect, test } from './fixtures.ts';
import { expectChange, quantities, startNewBar } from './modesHelpers.ts';

/**
 * Keyboard editing through the editor's one door: in a mode, the arrow keys choose its places,
 * Shift+↑/↓ an item of the menu, Enter places it, Delete removes, Escape lets go; the live region
 * says what happened. A small bar is built here without the mouse, and the parts list follows.
 */

const ARMED = 'Now click a place in the 3D view.';

function liveText(page: Page): Promise<string> {
  return page
    .getByTestId('live-announcer')
    .evaluate((element) => (element.textContent ?? '').replace(/\u00a0/g, ' ').trim());
}

/** Presses a key and waits until the live region has said something new (each announcement changes it). */
async function pressAndHear(page: Page, key: string): Promise<string> {
  const before = await page.getByTestId('live-announcer').textContent();
  await page.keyboard.press(key);
  await expect
    .poll(() => page.getByTestId('live-announcer').textContent(), `announcement after ${key}`)
    .not.toBe(before);
  return liveText(page);
}

/** An editing mode chosen with Enter on its tab, then the focus taken to the 3D view by its skip link. */
async function chooseModeByKeyboard(page: Page, mode: string): Promise<void> {
  await page.getByTestId(`mode-${mode}`).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`mode=${mode}(&|$)`));
  await expect(page.getByTestId(`mode-panel-${mode}`)).toBeVisible();
  await page.getByTestId('skip-to-editor-scene').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#editor-scene')).toBeFocused();
}

/** → until the live region names the place; fails after `limit` presses. */
async function arrowTo(page: Page, place: string, limit = 30): Promise<string> {
  for (let presses = 0; presses < limit; presses += 1) {
    const said = await pressAndHear(page, 'ArrowRight');
    if (said.startsWith(`${place}:`)) return said;
  }
  throw new Error(`${place} not reached with ${limit} × ArrowRight`);
}

/** Shift+↓ until the item of the menu is the chosen one (the menu marks it); fails after `limit` presses. */
async function chooseItem(page: Page, itemKey: string, limit = 30): Promise<string> {
  const row = page.getByTestId(`item-${itemKey}`);
  for (let presses = 0; presses < limit; presses += 1) {
    const said = await pressAndHear(page, 'Shift+ArrowDown');
    if (((await row.textContent()) ?? '').includes(ARMED)) return said;
  }
  throw new Error(`${itemKey} not chosen with ${limit} × Shift+ArrowDown`);
}

test('a small bar built with the keyboard alone: modules, a front panel placed and removed, undo, announced', async ({
  page,
}) => {
  await startNewBar(page);

  await test.step('shape: a module chosen with Shift+↓ and placed with Enter, a second one snapped on an edge', async () => {
    await chooseModeByKeyboard(page, 'shape');
    const chosen = await chooseItem(page, 'module:g-raxx-600');
    expect(chosen).toMatch(/ chosen, \d+ of \d+\.$/);
    const name = chosen.replace(/ chosen, .*$/, '');
    await expectChange(page, 'GRX-0600-BF', 1, async () => {
      expect(await pressAndHear(page, 'Enter')).toBe(`${name} placed.`);
    });
    const reached = await arrowTo(page, 'Left of the 1st module from the left');
    expect(reached).toMatch(
      /^Left of the 1st module from the left: nothing here yet\. Place \d+ of \d+\. .+ fits here\.$/,
    );
    await expectChange(page, 'GRX-0600-BF', 1, async () => {
      expect(await pressAndHear(page, 'Enter')).toBe(`${name} placed. Left of the 1st module from the left.`);
    });
  });

  await test.step('front panels: ↓ goes to the next module; a panel placed on module 2, the offer declined', async () => {
    await chooseModeByKeyboard(page, 'front-panels');
    expect(await pressAndHear(page, 'ArrowRight')).toMatch(
      /^2nd module from the left, front panel: .+\. Place 1 of \d+\.$/,
    );
    expect(await pressAndHear(page, 'ArrowDown')).toMatch(
      /^1st module from the left, front panel: .+\. Place \d+ of \d+\.$/,
    );
    const chosen = await chooseItem(page, 'assembly:1');
    const name = chosen.replace(/ chosen, .*$/, '');
    expect(chosen).toContain(`${name} fits here.`);
    const before = await quantities(page);
    expect(await pressAndHear(page, 'Enter')).toBe(`${name} placed. 1st module from the left, front panel.`);
    // D2: the engine offers the same panel on every front panel; Escape declines.
    const offer = page.getByRole('dialog');
    await expect(offer).toContainText(/Apply to all front panels/);
    await page.keyboard.press('Escape');
    await expect(offer).toHaveCount(0);
    await expect
      .poll(async () => (await quantities(page))['PNL-0600-086'] ?? 0)
      .toBe((before['PNL-0600-086'] ?? 0) + 1);
    // The selection is the one the mouse makes: the side menu's place list shows it.
    await expect(page.getByTestId('place-select')).toHaveValue('1st module from the left, front panel');
  });

  await test.step('keys typed into a field stay there: Delete in the place list removes nothing', async () => {
    const said = await liveText(page);
    const select = page.getByTestId('place-select');
    await select.focus();
    await page.keyboard.press('Delete');
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(300);
    expect(await liveText(page)).toBe(said);
    expect((await quantities(page))['PNL-0600-086'] ?? 0).toBeGreaterThan(0);
    await page.getByTestId('skip-to-editor-scene').focus();
    await page.keyboard.press('Enter');
  });

  await test.step('Delete removes the panel, Ctrl+Z brings it back, Escape lets go of place and item', async () => {
    const name = (await liveText(page)).replace(/ placed\..*$/, '');
    await expectChange(page, 'PNL-0600-086', -1, async () => {
      expect(await pressAndHear(page, 'Delete')).toBe(`${name} removed. 1st module from the left, front panel.`);
    });
    await expectChange(page, 'PNL-0600-086', 1, async () => {
      expect(await pressAndHear(page, 'Control+z')).toBe('Undone.');
    });
    expect(await pressAndHear(page, 'Escape')).toBe('Place and item cleared.');
    await expect(page.getByTestId('place-select')).toHaveValue('');
    await expect(page.getByTestId('item-assembly:1')).not.toContainText(ARMED);
  });

  await test.step('the editor with its live region and key list passes axe', async () => {
    await expect(page.getByTestId('keyboard-help')).toContainText('Enter places the chosen item');
    await expectNoSeriousViolations(page, 'editor after keyboard editing');
  });
});
