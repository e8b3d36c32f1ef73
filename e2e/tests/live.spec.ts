/*
 * Two people on one bar at once: the customer and a colleague (or consultant) with the edit link.
 * Each change one of them makes reaches the other's editor live, without a reload or a conflict
 * dialog; both see who is here; the stored bar holds both their changes.
 */
import { sceneStill } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { chooseMode, expectQuantity, savedOneModuleBar } from './modesHelpers.ts';
import { storedBar, waitUntilSaved } from './shellHelpers.ts';

test('customer and colleague build one bar live: each change reaches the other, both see who is here', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const { barId, editToken } = await savedOneModuleBar(page);

  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await colleague.goto(`/bars/${barId}/edit?edit_token=${encodeURIComponent(editToken)}`);
  await expect(colleague.getByTestId('editor')).toBeVisible();
  await expectQuantity(colleague, 'GRX-0600-BF', 1);

  // Each sees the other, as a numbered guest, and that two are on the bar.
  for (const [viewer, other] of [
    [page, 'Guest 2'],
    [colleague, 'Guest 1'],
  ] as const) {
    await expect(viewer.getByRole('group', { name: 'Live: 2 on this bar' })).toBeVisible();
    await expect(viewer.getByTestId('live-participant')).toHaveCount(1);
    await expect(viewer.getByRole('button', { name: `Follow ${other}'s view` })).toBeVisible();
  }
  const colours = await Promise.all(
    [page, colleague].map((viewer) =>
      viewer.getByTestId('live-participant').evaluate((avatar) => getComputedStyle(avatar).backgroundColor),
    ),
  );
  expect(colours[0]).not.toBe(colours[1]);
  await page.screenshot({ path: test.info().outputPath('live-customer.png') });

  // Someone with the preview link watches: view only, but live.
  const barRead = await page.request.get(`/api/bars/${barId}?edit_token=${encodeURIComponent(editToken)}`);
  const previewToken = ((await barRead.json()) as { data: { preview_token: string } }).data.preview_token;
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await watcher.goto(`/bars/${barId}?preview_token=${encodeURIComponent(previewToken)}`);
  await expect(watcher.getByTestId('view-only')).toBeVisible();
  await expectQuantity(watcher, 'GRX-0600-BF', 1);
  await expect(page.getByRole('group', { name: 'Live: 3 on this bar' })).toBeVisible();

  // The customer adds a module: the colleague's editor shows it, with nothing to save of its own.
  await page.getByTestId('add-module-g-raxx-600').click();
  await expectQuantity(page, 'GRX-0600-BF', 2);
  await expectQuantity(colleague, 'GRX-0600-BF', 2);
  await expect(colleague.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await expectQuantity(watcher, 'GRX-0600-BF', 2);
  await watcherContext.close();

  // The colleague adds one: the customer sees it.
  await chooseMode(colleague, 'shape');
  await colleague.getByTestId('add-module-g-raxx-600').click();
  await expectQuantity(colleague, 'GRX-0600-BF', 3);
  await expectQuantity(page, 'GRX-0600-BF', 3);
  await waitUntilSaved(colleague);
  await waitUntilSaved(page);
  await colleague.screenshot({ path: test.info().outputPath('live-colleague.png') });

  // What the colleague selects is outlined for the customer, in the colleague's colour.
  await colleague.getByTestId('placed-module-0').getByRole('button').first().click();
  await expect(colleague.getByTestId('placed-module-0')).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('live-participant')).toHaveAttribute('data-selection', /^\S+$/);
  await sceneStill(page);
  // The picture in the README.
  await page.screenshot({ path: 'docs/screenshots/live-editing.png' });

  // The customer follows the colleague's view: the colleague looks from the top, and so does the customer.
  await page.getByRole('button', { name: "Follow Guest 2's view" }).click();
  await expect(page.getByRole('button', { name: 'Stop following Guest 2' })).toHaveAttribute('aria-pressed', 'true');
  const elevation = async (viewer: typeof page) =>
    (await viewer.evaluate(() => window.__barScene?.info().camera))?.elevation ?? 0;
  const before = await elevation(page);
  await sceneStill(colleague);
  await colleague.getByTestId('camera-preset-top').click();
  await expect.poll(() => elevation(colleague)).toBeGreaterThan(before + 20);
  await expect.poll(() => elevation(page)).toBeGreaterThan(before + 20);

  // Nobody was asked to choose between versions, and the stored bar holds all three modules.
  await expect(page.getByTestId('save-conflict')).toHaveCount(0);
  await expect(colleague.getByTestId('save-conflict')).toHaveCount(0);
  expect((await storedBar(page, barId)).parts.list.find((line) => line.part_number === 'GRX-0600-BF')?.quantity).toBe(
    3,
  );

  // The colleague leaves: the customer is alone again, and the avatars go.
  await colleagueContext.close();
  await expect(page.getByTestId('live-participants')).toHaveCount(0);
});
