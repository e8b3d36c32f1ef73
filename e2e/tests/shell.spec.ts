import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { barIdOf, startFromPreset, waitUntilSaved } from './shellHelpers.ts';

const shots = '/tmp/shots/shell/';
mkdirSync(shots, { recursive: true });

type Section =
  | { type: 'faq'; value: { title: string; items: { question: string; answer: string }[] } }
  | { type: 'video'; value: { title: string; url: string; poster: string | null } }
  | { type: 'downloads'; value: { title: string; items: { title: string; url: string }[] } }
  | { type: 'text'; value: { title: string } };

/** The selected editor tab is `testId` (once React has drawn the place the URL names). */
async function expectSelectedTab(page: Page, testId: string): Promise<void> {
  const tab = page.locator('[data-testid^="tab-"][aria-selected="true"]');
  await expect(tab).toHaveAttribute('data-testid', testId);
}

test('the home screen shows the FAQ, intro video and downloads from GET /api/content, and the guest account state', async ({
  page,
}) => {
  const response = await page.request.get('/api/content', { headers: { 'X-Locale': 'en' } });
  expect(response.status()).toBe(200);
  const sections = ((await response.json()) as { data: Section[] }).data;
  const faq = sections.find((section) => section.type === 'faq');
  const video = sections.find((section) => section.type === 'video');
  const downloads = sections.find((section) => section.type === 'downloads');
  if (!faq || !video || !downloads) throw new Error('the seeded content lacks a FAQ, video or downloads section');

  await page.goto('/');
  await expect(page.getByTestId('save-notice')).toContainText(
    'Only as a registered and logged in user you can save and share configurations.',
  );
  await expect(page.getByTestId('account-info')).toContainText('Guest');
  await expect(page.getByTestId('account-info').getByTestId('account-login')).toBeVisible();
  await expect(page.getByTestId('account-info').getByTestId('account-register')).toBeVisible();

  const faqCard = page.getByTestId('content-faq');
  await expect(faqCard).toContainText(faq.value.title);
  const first = faq.value.items[0];
  if (!first) throw new Error('the seeded FAQ has no question');
  await faqCard.getByRole('button', { name: first.question }).click();
  await expect(faqCard.getByText(first.answer)).toBeVisible();

  const videoElement = page.getByTestId('content-video').locator('video');
  await expect(videoElement).toHaveAttribute('src', video.value.url);
  const media = await page.request.get(video.value.url);
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toContain('video/webm');
  if (video.value.poster) expect((await page.request.get(video.value.poster)).status()).toBe(200);

  const links = page.getByTestId('content-downloads').getByTestId('download-link');
  await expect(links).toHaveCount(downloads.value.items.length);
  const href = await links.first().getAttribute('href');
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('text/csv');
  expect((await file.text()).split('\n').length).toBeGreaterThan(2);

  await page.screenshot({ path: `${shots}home-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: `${shots}home-1920.png`, fullPage: true });
});

test('"Single parts" on the home screen opens a new bar on the Single parts / Bags tab', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('start-single-parts').click();
  await expect(page).toHaveURL(/\/bars\/[0-9a-f-]{36}\/edit\/parts\?mode=parts$/);
  await expectSelectedTab(page, 'tab-singleParts');
  await expect(page.getByTestId('single-parts-picker')).toBeVisible();
});

test('tabs, sides and modes live in the URL: back and forward in the browser move between them', async ({ page }) => {
  await startFromPreset(page, 'compact-bar');
  const barId = barIdOf(page);
  const at = (path: string) => new RegExp(`/bars/${barId}/edit/${path.replace(/[?]/g, '\\?')}$`);
  await expect(page).toHaveURL(at('side/front?mode=racks&view=3d'));
  await expectSelectedTab(page, 'tab-bar');

  await page.getByTestId('tab-backBar').click();
  await expect(page).toHaveURL(at('side/back?mode=shape&view=3d'));
  await page.getByTestId('tab-singleParts').click();
  await expect(page).toHaveURL(at('parts?mode=parts&side=back'));
  await page.getByTestId('parts-tab-mode').getByText('Bags').click();
  await expect(page).toHaveURL(at('parts?mode=accessories-packaging&side=back'));
  await expect(page.getByTestId('bags-panel')).toBeVisible();
  await page.getByTestId('tab-view3d').click();
  await expect(page).toHaveURL(at('side/back?mode=shape&view=preview&parts_mode=accessories-packaging'));
  await page.getByTestId('tab-partsList').click();
  await expect(page).toHaveURL(at('side/back?mode=shape&view=list&parts_mode=accessories-packaging'));
  await expect(page.getByTestId('parts-list-tab')).toBeVisible();

  const history: [string, string][] = [
    ['side/back?mode=shape&view=preview&parts_mode=accessories-packaging', 'tab-view3d'],
    ['parts?mode=accessories-packaging&side=back', 'tab-singleParts'],
    ['parts?mode=parts&side=back', 'tab-singleParts'],
    ['side/back?mode=shape&view=3d', 'tab-backBar'],
    ['side/front?mode=racks&view=3d', 'tab-bar'],
  ];
  for (const [path, tab] of history) {
    await page.goBack();
    await expect(page).toHaveURL(at(path));
    await expectSelectedTab(page, tab);
  }
  await expect(page.getByTestId('single-parts-picker')).toHaveCount(0);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(at('parts?mode=parts&side=back'));
  await expect(page.getByTestId('single-parts-picker')).toBeVisible();
  // The bar stayed loaded all along: one GET of the bar, however often the place changed.
});

test('/bars/{bar}/edit opens the front side; a bar with back modules only opens on its back side', async ({ page }) => {
  const barId = await startFromPreset(page, 'back-bar');
  await expect(page).toHaveURL(new RegExp(`/bars/${barId}/edit/side/back\\?mode=shape&view=3d$`));
  await page.goto(`/bars/${barId}/edit/side/front?mode=racks&view=3d`);
  await expect(page).toHaveURL(new RegExp(`/bars/${barId}/edit/side/back\\?mode=shape&view=3d$`));
  await expectSelectedTab(page, 'tab-backBar');
  // Once open, the empty front side can be chosen.
  await page.getByTestId('tab-bar').click();
  await expect(page).toHaveURL(new RegExp(`/bars/${barId}/edit/side/front\\?mode=racks&view=3d$`));
  await page.goto(`/bars/${barId}/edit`);
  await expect(page).toHaveURL(new RegExp(`/bars/${barId}/edit/side/back\\?mode=shape&view=3d$`));
});

test('/bars/{bar} shows the bar view only: no edit controls, and nothing is ever saved', async ({ page }) => {
  const barId = await startFromPreset(page, 'compact-bar');
  await waitUntilSaved(page);
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/bars/')) puts.push(request.url());
  });
  await page.goto(`/bars/${barId}`);
  await expect(page.getByTestId('view-only')).toBeVisible();
  await expect(page.getByTestId('parts-list')).toContainText('GRX-0600-BF');
  await expect(page.getByTestId('preview-weight')).toContainText('kg');
  await expect(page.getByTestId('camera-help')).toBeVisible();
  await expect(page.getByTestId('editor-tabs')).toHaveCount(0);
  await expect(page.locator('[data-testid^="add-module-"]')).toHaveCount(0);
  await expect(page.getByTestId('settings-panel')).toHaveCount(0);
  await expect(page.getByTestId('undo')).toHaveCount(0);

  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 20, { steps: 8 });
  await page.mouse.up();
  await page.waitForTimeout(1500);
  expect(puts).toEqual([]);
  await page.screenshot({ path: `${shots}view-only-1280.png` });

  await page.getByTestId('open-editor').click();
  await expect(page).toHaveURL(new RegExp(`/bars/${barId}/edit/side/front`));
  await expect(page.getByTestId('save-state')).toBeVisible();
});

test('a removed or unknown bar shows the not-found screen with a link to create a new one', async ({
  page,
  allowConsole,
}) => {
  allowConsole(
    /^Failed to load resource: the server responded with a status of 404 \(Not Found\) @ .*\/api\/bars\/00000000-0000-4000-8000-000000000000$/,
    'the test opens a bar that does not exist',
  );
  const missing = '00000000-0000-4000-8000-000000000000';
  for (const path of [`/bars/${missing}`, `/bars/${missing}/edit/side/front?mode=racks&view=3d`]) {
    await page.goto(path);
    await expect(page.getByTestId('bar-removed')).toContainText(
      'We are sorry, it seems that this configuration has been removed from the system.',
    );
  }
  await page.getByRole('link', { name: 'Create a new bar' }).click();
  await expect(page.getByRole('dialog', { name: 'New bar' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the top bar opens the FAQ and the consultation; the file menu tells guests to log in', async ({ page }) => {
  await startFromPreset(page, 'compact-bar');
  await page.getByTestId('open-faq').click();
  await expect(page.getByTestId('faq-drawer')).toBeVisible();
  await expect(page.getByTestId('faq-list').getByRole('button').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('open-consultation').click();
  await expect(page.getByTestId('consultation-form')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('file-menu').click();
  await expect(page.getByTestId('file-menu-hint')).toContainText('Please log in');
  await page.screenshot({ path: `${shots}file-menu-1280.png` });
});
