import { mkdirSync } from 'node:fs';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { expect, test } from './fixtures.ts';
import { chooseMode } from './modesHelpers.ts';
import { chooseRal, openSettings, startFromPreset, storedBar, waitUntilSaved } from './shellHelpers.ts';

const screenshots = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(screenshots, { recursive: true });

const hexOf = (code: string) => seedCatalogue().colors.find((color) => color.code === code)?.hex ?? '';

test('a colour is chosen from swatches with RAL number and name, found by search, with the keyboard alone', async ({
  page,
}) => {
  const barId = await startFromPreset(page, 'compact-bar');
  await openSettings(page);
  await page.getByTestId('settings-colors').click();
  const frames = page.getByTestId('color-frames');
  await expect(frames).toContainText('RAL 9016');
  await expect(frames).toContainText('Traffic white');
  // A closed list holds no colour lines, hidden or not: the settings' pickers held over 2,000 hidden
  // lines, which every colour change drew again.
  const colourLines = page.getByRole('option', { name: /^RAL \d{4} /, includeHidden: true });
  await expect(colourLines).toHaveCount(0);

  await frames.focus();
  await page.keyboard.press('Enter');
  const search = page.getByTestId('color-frames-search');
  await expect(search).toBeFocused();
  const list = page.getByRole('listbox', { name: 'Front frames' });
  // The colours already on the bar come first, then the RAL families, each line with its swatch.
  await expect(list.getByText('On this bar')).toBeVisible();
  await expect(list.getByText('Yellow and beige')).toBeVisible();
  const options = list.getByRole('option');
  expect(await options.count()).toBeGreaterThan(200);
  await expect(page.getByTestId('color-frames-option-1000').locator('.mantine-ColorSwatch-root')).toBeVisible();
  // The chosen colour is marked in the list: on this bar and in its family, nowhere else.
  await expect(list.getByRole('option', { name: 'RAL 9016 Traffic white' })).toHaveCount(2);
  await expect(list.getByRole('option').locator('svg')).toHaveCount(2);
  await expect(page.getByTestId('color-frames-option-1000').locator('svg')).toHaveCount(0);
  await page.screenshot({ path: `${screenshots}colour-picker-open.png` });

  await page.keyboard.type('traffic red');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveAccessibleName('RAL 3020 Traffic red');
  await page.screenshot({ path: `${screenshots}colour-picker-search.png` });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(frames).toHaveAttribute('data-value', '3020');
  await expect(frames).toContainText('Traffic red');
  await expect(colourLines).toHaveCount(0);
  await waitUntilSaved(page);
  await expect.poll(async () => (await storedBar(page, barId)).settings.colors.frames).toBe('3020');

  // Opened again, the list starts over: no search, every colour.
  await frames.click();
  await expect(page.getByTestId('color-frames-search')).toHaveValue('');
  await expect.poll(() => options.count()).toBeGreaterThan(200);
  await page.getByTestId('color-frames-search').fill('no such colour');
  await expect(page.getByText('No RAL colour matches.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(frames).toHaveAttribute('data-value', '3020');
});

test('bar tops are shown in the colour they are ordered in; the bar-top colour is chosen with the picker', async ({
  page,
}) => {
  const barId = await startFromPreset(page, 'compact-bar');
  await chooseMode(page, 'counter-boards');
  const panel = page.getByTestId('mode-panel-counter-boards');
  const boardSwatches = panel.locator('[data-testid^="item-part:"] svg rect:nth-child(2)');
  await expect(boardSwatches.first()).toBeVisible();
  for (const fill of await boardSwatches.evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill'))))
    expect(fill).toBe(hexOf('9016'));

  await chooseRal(page, 'board-color', '7016');
  await waitUntilSaved(page);
  await expect.poll(async () => (await storedBar(page, barId)).settings.colors.counter_boards).toBe('7016');
  await expect(boardSwatches.first()).toHaveAttribute('fill', hexOf('7016'));
  for (const fill of await boardSwatches.evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill'))))
    expect(fill).toBe(hexOf('7016'));
  await panel.screenshot({ path: `${screenshots}bar-top-thumbnails.png` });
});
