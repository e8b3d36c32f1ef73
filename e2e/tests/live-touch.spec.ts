/*
 * The live view on touch screens. A phone (390 × 844) that opens the editor's address sees the bar
 * as it is being built on a computer, who is here (avatars a fingertip can hit), follows a view by a
 * tap and learns when the live view ends, without sending anything and without sideways scrolling.
 * A stand builder's iPad (1180 × 820, touch) and a desktop editor build one bar together, each
 * seeing the other's changes, and the iPad follows the desktop's view by a tap and stops by another.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { request as apiRequest } from '@playwright/test';
import { xsrf } from './adminSession.ts';
import { sceneStill } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { expectQuantity, savedOneModuleBar } from './modesHelpers.ts';
import { waitUntilSaved } from './shellHelpers.ts';

/** Pictures of these screens to look at after a change (not kept in the repository). */
const SHOTS = '/tmp/shots/live-touch/';
mkdirSync(SHOTS, { recursive: true });

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  locale: 'en-US',
};
const IPAD: BrowserContextOptions = {
  viewport: { width: 1180, height: 820 },
  hasTouch: true,
  isMobile: false,
  locale: 'en-US',
};

/** The smallest a fingertip's target may be, each way (WCAG 2.5.5). */
const FINGERTIP_PX = 44;

// Two or three browsers drawing 3D in software WebGL on a shared machine.
test.slow();

/** A new bar with one module in the desktop editor, saved; its id and the edit token this device holds. */
async function desktopBar(page: Page): Promise<{ barId: string; editToken: string }> {
  await page.setViewportSize({ width: 1440, height: 900 });
  return savedOneModuleBar(page);
}

/** The quantity of a part on a phone's parts list ("2 × €389.00"). */
async function expectPhoneQuantity(phone: Page, partNumber: string, quantity: number): Promise<void> {
  await expect(phone.getByTestId(`parts-line-${partNumber}`).getByTestId('quantity-price')).toContainText(
    `${quantity} ×`,
  );
}

async function elevation(viewer: Page): Promise<number> {
  return (await viewer.evaluate(() => window.__barScene?.info().camera))?.elevation ?? 0;
}

/** Every target is at least a fingertip each way. */
async function expectFingertipSized(targets: Locator): Promise<void> {
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const box = await targets.nth(index).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(FINGERTIP_PX);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(FINGERTIP_PX);
  }
}

/** Page wider than the screen: the width one could scroll sideways, 0 when none. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

test("a phone on the editor's address is a live view: the computer's changes, who is here, follow by a tap, the end", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const { barId, editToken } = await desktopBar(page);

  const phoneContext = await browser.newContext(PHONE);
  const phone = await phoneContext.newPage();
  const presenceSent: string[] = [];
  phone.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/presence(\?|$)/.test(sent.url())) presenceSent.push(sent.url());
  });
  await phone.goto(`/bars/${barId}/edit/side/front?edit_token=${encodeURIComponent(editToken)}`);
  await expect(phone.getByTestId('small-screen-editor')).toBeVisible();
  await expectPhoneQuantity(phone, 'GRX-0600-BF', 1);

  await test.step('who is here: each sees the other, the phone by avatars a fingertip can hit', async () => {
    await expect(page.getByRole('group', { name: 'Live: 2 on this bar' })).toBeVisible();
    await expect(phone.getByRole('group', { name: 'Live: 2 on this bar' })).toBeVisible();
    await expect(phone.getByRole('img', { name: 'Guest 1' })).toBeVisible();
    await expect(phone.getByTestId('live-line')).toHaveText('Tap someone to follow their view');
    await expectFingertipSized(phone.getByTestId('live-follow'));
  });

  await test.step("the computer's change reaches the phone without a reload", async () => {
    await page.getByTestId('add-module-g-raxx-600').click();
    await expectQuantity(page, 'GRX-0600-BF', 2);
    await expectPhoneQuantity(phone, 'GRX-0600-BF', 2);
    await waitUntilSaved(page);
  });

  await test.step("a tap on the avatar follows the computer's view, another stops", async () => {
    await phone.getByRole('button', { name: "Follow Guest 1's view" }).tap();
    await expect(phone.getByRole('button', { name: 'Stop following Guest 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(phone.getByTestId('live-line')).toHaveText("Following Guest 1's view");
    const before = await elevation(phone);
    await sceneStill(page);
    await page.getByTestId('camera-preset-top').click();
    await expect.poll(() => elevation(page)).toBeGreaterThan(before + 20);
    await expect.poll(() => elevation(phone)).toBeGreaterThan(before + 20);
    await sceneStill(phone);
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.screenshot({ path: `${SHOTS}phone-following.png` });
    await phone.getByRole('button', { name: 'Stop following Guest 1' }).tap();
    await expect(phone.getByRole('button', { name: "Follow Guest 1's view" })).toHaveAttribute('aria-pressed', 'false');
    await expect(phone.getByTestId('live-line')).toHaveText('Tap someone to follow their view');
  });

  await test.step('the preview link on a phone is live too', async () => {
    const read = await page.request.get(`/api/bars/${barId}?edit_token=${encodeURIComponent(editToken)}`);
    const previewToken = ((await read.json()) as { data: { preview_token: string } }).data.preview_token;
    const preview = await phoneContext.newPage();
    await preview.goto(`/bars/${barId}?preview_token=${encodeURIComponent(previewToken)}`);
    await expect(preview.getByTestId('view-only')).toBeVisible();
    await expect(preview.getByRole('group', { name: 'Live: 3 on this bar' })).toBeVisible();
    await expectPhoneQuantity(preview, 'GRX-0600-BF', 2);
    await page.getByTestId('add-module-g-raxx-600').click();
    await expectQuantity(page, 'GRX-0600-BF', 3);
    await expectPhoneQuantity(preview, 'GRX-0600-BF', 3);
    await expectPhoneQuantity(phone, 'GRX-0600-BF', 3);
    await waitUntilSaved(page);
    await expectFingertipSized(preview.getByTestId('live-follow'));
    expect(await sidewaysOverflow(preview)).toBe(0);
    await preview.close();
    await expect(phone.getByRole('group', { name: 'Live: 2 on this bar' })).toBeVisible();
  });

  await test.step('more people than a row holds: four targets, the rest behind "+N", nothing wider than the phone', async () => {
    // Four more viewers with the edit link, by their event streams alone (no browser each).
    const watchers = await apiRequest.newContext({ baseURL });
    for (let index = 0; index < 4; index += 1) {
      watchers
        .get(`/api/bars/${barId}/events?edit_token=${encodeURIComponent(editToken)}`, { timeout: 120_000 })
        .catch(() => undefined);
    }
    await expect(phone.getByRole('group', { name: 'Live: 6 on this bar' })).toBeVisible();
    await expect(phone.getByTestId('live-participant')).toHaveCount(3);
    const more = phone.getByRole('button', { name: '2 more on this bar' });
    await expect(more).toBeVisible();
    await expectFingertipSized(phone.getByTestId('phone-live').locator('button'));
    expect(await sidewaysOverflow(phone)).toBe(0);
    await more.tap();
    await expect(phone.getByTestId('live-more-participant')).toHaveCount(2);
    await phone.screenshot({ path: `${SHOTS}phone-more.png` });
    await phone.keyboard.press('Escape');
    await watchers.dispose();
    await expect(phone.getByRole('group', { name: 'Live: 2 on this bar' })).toBeVisible();
  });

  await test.step('the phone looks and never tells: no presence was sent', async () => {
    expect(presenceSent).toEqual([]);
  });

  await test.step('the bar is removed on the computer: the phone says the live view ended, on screen', async () => {
    const removed = await page.request.delete(`/api/bars/${barId}?edit_token=${encodeURIComponent(editToken)}`, {
      headers: await xsrf(page),
    });
    expect(removed.status()).toBe(204);
    await expect(phone.getByTestId('live-line')).toHaveText('This configuration was removed.');
    const notice = phone.getByTestId('notification').filter({ hasText: 'Live view ended' });
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.screenshot({ path: `${SHOTS}phone-ended.png` });
  });
  await phoneContext.close();
});

test('a desktop editor and an iPad build one bar live: changes both ways, the iPad follows by a tap and stops by another', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const { barId, editToken } = await desktopBar(page);

  const ipadContext = await browser.newContext(IPAD);
  const ipad = await ipadContext.newPage();
  await ipad.goto(`/bars/${barId}/edit?edit_token=${encodeURIComponent(editToken)}`);
  await expect(ipad.getByTestId('editor')).toBeVisible();
  expect(await ipad.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  await expectQuantity(ipad, 'GRX-0600-BF', 1);

  await test.step('each sees the other; the iPad avatar is a fingertip target, the mouse keeps it compact', async () => {
    await expect(page.getByRole('button', { name: "Follow Guest 2's view" })).toBeVisible();
    await expect(ipad.getByRole('button', { name: "Follow Guest 1's view" })).toBeVisible();
    await expectFingertipSized(ipad.getByTestId('live-follow'));
    const desktopBox = await page.getByTestId('live-follow').boundingBox();
    expect(desktopBox?.width ?? 0).toBeLessThan(FINGERTIP_PX);
    // No tooltip shows under a finger: the top bar says what a tap does; the mouse has the tooltip.
    await expect(ipad.getByTestId('live-line')).toHaveText('Tap someone to follow their view');
    await expect(page.getByTestId('live-line')).toHaveCount(0);
  });

  await test.step('edits cross both ways', async () => {
    await ipad.getByTestId('mode-shape').tap();
    await expect(ipad.getByTestId('mode-panel-shape')).toBeVisible();
    await ipad.getByTestId('add-module-g-raxx-600').tap();
    await expectQuantity(ipad, 'GRX-0600-BF', 2);
    await expectQuantity(page, 'GRX-0600-BF', 2);
    await waitUntilSaved(ipad);
    await page.getByTestId('add-module-g-raxx-600').click();
    await expectQuantity(page, 'GRX-0600-BF', 3);
    await expectQuantity(ipad, 'GRX-0600-BF', 3);
    await waitUntilSaved(page);
    await waitUntilSaved(ipad);
    await expect(ipad.getByTestId('save-conflict')).toHaveCount(0);
    await expect(page.getByTestId('save-conflict')).toHaveCount(0);
  });

  await test.step("a tap follows the desktop's view; another tap stops, and the view stays where it is", async () => {
    const follow = ipad.getByRole('button', { name: "Follow Guest 1's view" });
    await follow.tap();
    await expect(ipad.getByRole('button', { name: 'Stop following Guest 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(ipad.getByTestId('live-line')).toHaveText("Following Guest 1's view");
    const before = await elevation(ipad);
    await sceneStill(page);
    await page.getByTestId('camera-preset-top').click();
    await expect.poll(() => elevation(ipad)).toBeGreaterThan(before + 20);
    await sceneStill(ipad);
    await ipad.screenshot({ path: `${SHOTS}ipad-following.png` });

    await ipad.getByRole('button', { name: 'Stop following Guest 1' }).tap();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await expect(ipad.getByTestId('live-line')).toHaveText('Tap someone to follow their view');
    const followedTop = await elevation(ipad);
    // The desktop looks from the front and selects a module: once the iPad sees that selection, it
    // has had the camera that came with it (one presence update carries both) and did not follow.
    await page.getByTestId('camera-preset-front').click();
    await expect.poll(() => elevation(page)).toBeLessThan(followedTop - 20);
    await page.getByTestId('placed-module-0').getByRole('button').first().click();
    await expect(ipad.getByTestId('live-participant')).toHaveAttribute('data-selection', /^\S+$/);
    expect(await elevation(ipad)).toBeGreaterThan(followedTop - 5);
    // Following stored no camera of the iPad's own that could meet the desktop's saves: no conflict
    // was merged, and each keeps its undo steps.
    await expect(ipad.getByTestId('undo')).toBeEnabled();
    await expect(page.getByTestId('undo')).toBeEnabled();
    await expect(ipad.getByTestId('save-conflict')).toHaveCount(0);
  });
  await ipadContext.close();
});
