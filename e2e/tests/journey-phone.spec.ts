import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11yHelpers.ts';
import { PASSWORD } from './accounts.ts';
import { xsrf } from './adminSession.ts';
import { drawnShare, sceneFrames, sceneSettled } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { euro, type StoredBar } from './shellHelpers.ts';
import { fingers, type Point } from './touchHelpers.ts';

/**
 * The journey of a client who was sent a link, on a phone (390 × 844, touch): a shared preview link shows the bar in 3D, turned with one finger and
 * zoomed with two, with its parts list and "View in your room"; the start page offers the templates
 * to look at and "Send me the link"; the editor's address explains that editing needs a larger screen
 * and still shows the bar. Nothing is wider than the screen and every control is at least 44 px high.
 */

const DOCS_SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
/** More pictures of these screens, to look at after a change (not kept in the repository). */
const SHOTS = '/tmp/shots/phone/';
mkdirSync(SHOTS, { recursive: true });
const PIXEL_7 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  userAgent: PIXEL_7,
  locale: 'en-US',
};

// Two browsers (the owner's and the phone's) and a first frame in software WebGL per test.
test.slow();

type SharedBar = { id: string; name: string; previewPath: string; editPath: string; bar: StoredBar };

/** An account's bar made from a template through the API, and its share links, as the owner sends them. */
async function sharedBar(page: Page): Promise<SharedBar> {
  const email = `phone.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/register', {
    headers: await xsrf(page),
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, given_name: 'Erika', family_name: 'Muster' },
  });
  expect(registered.status()).toBe(201);
  const presets = (await (await page.request.get('/api/bar-presets')).json()) as {
    data: { id: number; code: string }[];
  };
  const preset = presets.data.find((entry) => entry.code === 'compact-bar');
  expect(preset).toBeDefined();
  const name = 'Terrace bar';
  const created = await page.request.post('/api/bars', {
    headers: await xsrf(page),
    data: { name, preset_id: preset?.id },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const shared = await page.request.post(`/api/bars/${id}/share`, { headers: await xsrf(page) });
  expect(shared.status()).toBe(200);
  const links = ((await shared.json()) as { data: { preview_url: string; edit_url: string } }).data;
  const bar = ((await (await page.request.get(`/api/bars/${id}`)).json()) as { data: StoredBar }).data;
  expect(bar.parts.list.length).toBeGreaterThan(3);
  const path = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  return { id, name, previewPath: path(links.preview_url), editPath: path(links.edit_url), bar };
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  return context.newPage();
}

/** Page wider than the screen: the width one could scroll sideways, 0 when none. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

/** Visible controls (links, buttons, fields) lower than 44 px, described by their text or label. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      // A field is tapped on its whole box (Mantine draws the input inside its wrapper).
      const box = control.closest('.mantine-Input-wrapper')?.getBoundingClientRect() ?? rect;
      if (box.height < 44) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        small.push(`${name.slice(0, 40)} (${Math.round(box.height)} px)`);
      }
    }
    return small;
  });
}

/** The middle of the canvas of the 3D view, in page coordinates. */
async function canvasCentre(canvas: Locator): Promise<{ x: number; y: number }> {
  const box = await canvas.boundingBox();
  expect(box).not.toBeNull();
  return { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
}

/** Fingers put down at `from`, moved in steps to `to` and lifted, as touch events of the screen. */
async function touchGesture(page: Page, from: Point[], to: Point[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await fingers(cdp, from, to, 8);
  await cdp.detach();
}

type Rect = { left: number; right: number; top: number; bottom: number };

async function barRect(page: Page): Promise<Rect> {
  return page.evaluate(() => {
    const info = window.__barScene?.info();
    if (!info) throw new Error('no 3D view');
    return info.barRect;
  });
}

/**
 * Waits until the 3D view has drawn the bar and is still; the canvas. The first frame compiles the
 * shaders in software WebGL, which on a shared 2-core machine can take longer than a poll's 30 s.
 */
async function drawnScene(page: Page): Promise<Locator> {
  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  await expect(canvas).toBeVisible();
  await expect(page.getByTestId('scene-progress')).toHaveCount(0, { timeout: 120_000 });
  await sceneSettled(page, 0);
  expect(await drawnShare(canvas)).toBeGreaterThan(0.05);
  return canvas;
}

test('a shared preview link on a phone: the bar in 3D, turned with one finger, zoomed with two, parts and AR', async ({
  page,
  browser,
}) => {
  const shared = await sharedBar(page);
  const phone = await phonePage(browser);
  await phone.goto(shared.previewPath);

  await expect(phone.getByTestId('view-only')).toBeVisible();
  await expect(phone.getByTestId('bar-name')).toHaveText(shared.name);
  await expect(phone.getByTestId('min-width-notice')).toHaveCount(0);
  await expect(phone.getByText('Screen too small')).toHaveCount(0);
  const canvas = await drawnScene(phone);
  await expect(phone.getByTestId('preview-price')).toContainText(euro(shared.bar.parts.total_price));
  await phone.screenshot({ path: `${DOCS_SHOTS}phone-preview.png` });

  // One finger across the view turns the bar: it moves sideways on the screen.
  const centre = await canvasCentre(canvas);
  const before = await barRect(phone);
  let frames = await sceneFrames(phone);
  await touchGesture(phone, [{ x: centre.x - 80, y: centre.y }], [{ x: centre.x + 60, y: centre.y }]);
  frames = await sceneSettled(phone, frames);
  const turned = await barRect(phone);
  expect(Math.abs(turned.left - before.left) + Math.abs(turned.right - before.right)).toBeGreaterThan(0.02);
  // The page did not scroll under the finger.
  expect(await phone.evaluate(() => window.scrollX)).toBe(0);

  // Two fingers moving apart zoom in: the bar takes more of the view.
  await touchGesture(
    phone,
    [
      { x: centre.x - 30, y: centre.y - 30 },
      { x: centre.x + 30, y: centre.y + 30 },
    ],
    [
      { x: centre.x - 110, y: centre.y - 110 },
      { x: centre.x + 110, y: centre.y + 110 },
    ],
  );
  await sceneSettled(phone, frames);
  const zoomed = await barRect(phone);
  expect(zoomed.right - zoomed.left).toBeGreaterThan((turned.right - turned.left) * 1.1);

  // "View in your room": on Android the link into Scene Viewer with the bar's model.
  const ar = phone.getByRole('link', { name: 'View in your room' });
  await expect(ar).toBeVisible();
  const intent = new URL((await ar.getAttribute('href')) ?? '');
  expect(intent.protocol).toBe('intent:');
  expect(new URL(intent.searchParams.get('file') ?? '').pathname).toBe(`/api/bars/${shared.id}/model.glb`);

  // The parts list: every line with its total, and the totals, inside the screen's width.
  const list = phone.getByRole('table', { name: 'Parts list' });
  await expect(list.locator('tbody tr')).toHaveCount(shared.bar.parts.list.length);
  const first = shared.bar.parts.list[0];
  expect(first).toBeDefined();
  const firstRow = phone.getByTestId(`parts-line-${first?.part_number}`);
  await expect(firstRow.getByTestId('quantity-price')).toContainText(`${first?.quantity} ×`);
  const totals = phone.getByRole('table', { name: 'Totals' });
  await totals.scrollIntoViewIfNeeded();
  await expect(phone.getByTestId('parts-total')).toHaveText(euro(shared.bar.parts.total_price));
  await expect(phone.getByTestId('parts-gross')).toHaveText(euro(shared.bar.parts.gross_total));
  for (const cell of [phone.getByTestId('parts-gross'), firstRow.getByTestId('line-total')]) {
    const box = await cell.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }

  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  expect(await smallTapTargets(phone)).toEqual([]);
  await phone.screenshot({ path: `${SHOTS}preview-parts.png` });
  await expectNoSeriousViolations(phone, 'phone preview link');
  await phone.context().close();
});

test('the start page on a phone offers the templates to look at in 3D and "Send me the link"', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
  // The system's share sheet, as a phone's browser offers it (Web Share API): what it was handed is kept.
  await context.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
    Object.defineProperty(navigator, 'canShare', { value: () => true });
  });
  const phone = await context.newPage();
  const createdBars: string[] = [];
  phone.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bars') createdBars.push(request.url());
  });
  await phone.goto('/');

  await expect(phone.getByTestId('phone-home')).toBeVisible();
  // Nothing leads into the editor here.
  await expect(phone.getByTestId('start-now')).toHaveCount(0);
  await expect(phone.getByTestId('start-single-parts')).toHaveCount(0);
  await expect(phone.getByTestId('new-bar')).toHaveCount(0);

  const presets = ((await (await phone.request.get('/api/bar-presets')).json()) as { data: { code: string }[] }).data;
  expect(presets.length).toBeGreaterThan(1);
  const gallery = phone.getByTestId('preset-gallery');
  await expect(gallery.getByRole('link', { name: 'View in 3D' })).toHaveCount(presets.length);

  const home = new URL('/', baseURL).href;
  const send = phone.getByTestId('send-link');
  await expect(send.getByRole('heading', { name: 'Send me the link' })).toBeVisible();
  const mail = send.getByRole('link', { name: 'Send by e-mail' });
  const href = (await mail.getAttribute('href')) ?? '';
  expect(href.startsWith('mailto:?')).toBe(true);
  expect(new URLSearchParams(href.slice('mailto:?'.length)).get('body')).toContain(home);
  await send.getByRole('button', { name: 'Copy the link' }).click();
  await expect(send.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(home);
  await send.getByRole('button', { name: 'Share the link' }).click();
  await expect
    .poll(() => phone.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.map((data) => data.url)))
    .toEqual([home]);

  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  expect(await smallTapTargets(phone)).toEqual([]);
  await phone.screenshot({ path: `${DOCS_SHOTS}phone-home.png`, fullPage: true });
  await expectNoSeriousViolations(phone, 'phone start page');

  // A template opens read-only in 3D, with its parts list; no bar is created for it.
  const card = gallery.getByTestId(`preset-card-${presets[0]?.code}`);
  const presetName = (await card.locator('p').first().textContent()) ?? '';
  await card.getByRole('link', { name: 'View in 3D' }).click();
  await expect(phone).toHaveURL(/\/bar-presets\/\d+\/view$/);
  await expect(phone.getByTestId('preset-preview')).toBeVisible();
  await expect(phone.getByTestId('bar-name')).toHaveText(presetName);
  await drawnScene(phone);
  await expect(phone.getByRole('table', { name: 'Parts list' }).locator('tbody tr').first()).toBeVisible();
  await expect(phone.getByTestId('parts-total')).toHaveText(/€/);
  await expect(phone.getByTestId('send-link')).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  expect(await smallTapTargets(phone)).toEqual([]);
  expect(createdBars).toEqual([]);
  await phone.screenshot({ path: `${SHOTS}preset-preview.png`, fullPage: true });
  await phone.getByRole('link', { name: 'All templates' }).click();
  await expect(phone.getByTestId('preset-gallery')).toBeVisible();
  await context.close();
});

test("the editor's address on a phone says editing needs a larger screen, shows the bar and sends the link", async ({
  page,
  browser,
}) => {
  const shared = await sharedBar(page);
  const phone = await phonePage(browser);
  await phone.goto(shared.editPath);

  await expect(phone).toHaveURL(new RegExp(`/bars/${shared.id}/edit/side/front`));
  const notice = phone.getByTestId('min-width-notice');
  await expect(notice.getByRole('heading', { name: 'Editing needs a larger screen' })).toBeVisible();
  await expect(notice).toContainText('at least 1024 pixels wide');
  await expect(phone.getByTestId('small-screen-editor')).toBeVisible();
  await expect(phone.getByTestId('bar-name')).toHaveText(shared.name);
  await drawnScene(phone);
  await expect(phone.getByRole('table', { name: 'Parts list' }).locator('tbody tr')).toHaveCount(
    shared.bar.parts.list.length,
  );
  // The link to send opens the same bar to edit on a computer.
  const address = await phone.getByTestId('send-link').getByRole('textbox').inputValue();
  const editToken = new URL(shared.editPath, 'http://x').searchParams.get('edit_token');
  expect(new URL(address).pathname).toBe(`/bars/${shared.id}/edit/side/front`);
  expect(new URL(address).searchParams.get('edit_token')).toBe(editToken);
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  expect(await smallTapTargets(phone)).toEqual([]);
  await phone.screenshot({ path: `${SHOTS}editor-on-phone.png`, fullPage: true });
  await expectNoSeriousViolations(phone, 'editor address on a phone');
  await phone.context().close();
});
