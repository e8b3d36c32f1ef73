import { type Browser, devices, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11yHelpers.ts';
import { registerThroughApi } from './accounts.ts';
import { xsrf } from './adminSession.ts';
import { expect, refusedRequest, test } from './fixtures.ts';
import { startFromPreset, waitUntilSaved } from './shellHelpers.ts';

/**
 * "View in your room": on a computer a QR code of the bar's AR page; on Android and iOS the
 * button opens Scene Viewer or AR Quick Look directly. The AR page shows the model with
 * model-viewer to anyone holding the preview token, and nothing on it comes from another site.
 */

/** Registers an account through the API (the page stays signed in) and starts a bar it owns. */
async function ownBar(page: Page): Promise<{ barId: string; previewToken: string }> {
  const email = `ar.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerThroughApi(page, email);
  const barId = await startFromPreset(page, 'compact-bar');
  await waitUntilSaved(page);
  const response = await page.request.get(`/api/bars/${barId}`);
  expect(response.status()).toBe(200);
  const bar = (await response.json()) as { data: { preview_token?: string } };
  expect(bar.data.preview_token).toBeTruthy();
  return { barId, previewToken: bar.data.preview_token ?? '' };
}

/** The editor's 3D view tab of the bar the page is on. */
async function openPreview(page: Page): Promise<void> {
  await page.goto(page.url().replace('view=3d', 'view=preview'));
  await expect(page.getByTestId('preview')).toBeVisible();
}

/** A browser without the owner's session or this device's tokens, as a phone scanning the code. */
async function freshPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  return (await browser.newContext(options)).newPage();
}

/** Every request the page makes to another origin than the app's. */
function foreignRequests(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

test('on a computer, View in your room shows a QR code of the AR page, which opens without login', async ({
  page,
  browser,
  baseURL,
}) => {
  const { barId, previewToken } = await ownBar(page);
  const barName = (await page.getByTestId('bar-name').textContent()) ?? '';
  await openPreview(page);
  await expect(page.getByTestId('ar-open-android')).toHaveCount(0);
  await page.getByRole('button', { name: 'View in your room' }).click();

  const dialog = page.getByRole('dialog', { name: `View “${barName}” in your room` });
  await expect(dialog).toBeVisible();
  const arUrl = `${baseURL}/ar/bars/${barId}?preview_token=${encodeURIComponent(previewToken)}`;
  await expect(dialog.getByTestId('ar-url')).toHaveText(arUrl);
  await expect(dialog.getByTestId('ar-url')).toHaveAttribute('href', arUrl);
  const qr = dialog.getByRole('img', { name: `QR code of the address ${arUrl}` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-value', arUrl);
  // A real symbol: a version 3 code or larger (29+ modules and the quiet zone), hundreds of dark modules.
  const symbol = await qr.evaluate((svg) => ({
    size: Number(svg.getAttribute('viewBox')?.split(' ')[2]),
    dark: (svg.querySelector('path')?.getAttribute('d')?.match(/M/g) ?? []).length,
  }));
  expect(symbol.size).toBeGreaterThanOrEqual(37);
  expect(symbol.dark).toBeGreaterThan(200);
  await expectNoSeriousViolations(page, 'view in your room dialog');
  await page.screenshot({ path: `${new URL('../screenshots/', import.meta.url).pathname}ar-qr-dialog.png` });
  await dialog.getByTestId('ar-qr-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The address in the code, opened by someone else.
  const phone = await freshPage(browser);
  const foreign = foreignRequests(phone, baseURL ?? '');
  const glbResponse = phone.waitForResponse((response) => response.url().includes(`/api/bars/${barId}/model.glb`));
  await phone.goto(arUrl);
  await expect(phone.getByTestId('ar-bar-name')).toHaveText(barName);
  const viewer = phone.getByTestId('model-viewer');
  await expect(viewer).toHaveAttribute(
    'src',
    `/api/bars/${barId}/model.glb?preview_token=${encodeURIComponent(previewToken)}`,
  );
  await expect(viewer).toHaveAttribute(
    'ios-src',
    `/api/bars/${barId}/model.usdz?preview_token=${encodeURIComponent(previewToken)}`,
  );
  await expect(viewer).toHaveAttribute('ar', '');
  await expect(viewer).toHaveAttribute('ar-modes', 'webxr scene-viewer quick-look');
  await expect(viewer).toHaveAttribute('alt', `3D model of the bar “${barName}”`);
  expect(await phone.evaluate(() => customElements.get('model-viewer') !== undefined)).toBe(true);

  const glb = await glbResponse;
  expect(glb.status()).toBe(200);
  expect(glb.headers()['content-type']).toContain('model/gltf-binary');
  expect((await glb.body()).subarray(0, 4).toString('latin1')).toBe('glTF');
  // model-viewer has the model: it reports it loaded, and no error is shown.
  await expect(phone.getByTestId('ar-model')).toHaveAttribute('data-state', 'loaded');
  await expect(phone.getByTestId('ar-model-failed')).toHaveCount(0);
  // A computer offers no AR: model-viewer keeps its AR button hidden.
  await expect(phone.getByTestId('ar-button')).toBeHidden();
  await expectNoSeriousViolations(phone, 'AR page');
  expect(foreign).toEqual([]);
  await phone.context().close();
});

test('the AR page says so when the link is invalid, expired or without a token', async ({
  page,
  browser,
  allowConsole,
}) => {
  allowConsole(
    refusedRequest('40[34] \\((Forbidden|Not Found)\\)', '/api/bars/[0-9a-f-]{36}(\\?.*)?'),
    'the test opens the AR page with a wrong, an expired and a missing token, and for a bar that does not exist',
  );
  const { barId } = await ownBar(page);
  const stranger = await freshPage(browser);
  await stranger.goto(`/ar/bars/${barId}?preview_token=not-the-token`);
  await expect(stranger.getByTestId('ar-problem')).toBeVisible();
  await expect(stranger.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(stranger.getByText(/it has expired because the owner replaced the shared links/)).toBeVisible();
  await expect(stranger.getByTestId('model-viewer')).toHaveCount(0);
  await expectNoSeriousViolations(stranger, 'AR page with an invalid link');

  await stranger.goto(`/ar/bars/${barId}`);
  await expect(stranger.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();

  await stranger.goto('/ar/bars/00000000-0000-4000-8000-000000000000?preview_token=x');
  await expect(stranger.getByRole('heading', { name: 'This bar no longer exists' })).toBeVisible();

  // Replacing the shared links makes the old AR address stop working.
  const old = (await (await page.request.get(`/api/bars/${barId}`)).json()) as { data: { preview_token: string } };
  const revoked = await page.request.delete(`/api/bars/${barId}/share`, { headers: await xsrf(page) });
  expect(revoked.status()).toBe(204);
  await stranger.goto(`/ar/bars/${barId}?preview_token=${encodeURIComponent(old.data.preview_token)}`);
  await expect(stranger.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await stranger.context().close();
});

test('on an Android tablet the button opens Scene Viewer with the GLB', async ({ browser, baseURL }) => {
  const tablet = await freshPage(browser, { ...devices['Galaxy Tab S4 landscape'] });
  const { barId, previewToken } = await ownBar(tablet);
  await openPreview(tablet);
  const token = encodeURIComponent(previewToken);
  const open = tablet.getByRole('link', { name: 'View in your room' });
  await expect(open).toHaveAttribute('data-testid', 'ar-open-android');
  await expect(tablet.getByTestId('ar-open-qr')).toHaveCount(0);
  const href = (await open.getAttribute('href')) ?? '';
  expect(href).toMatch(/^intent:\/\/arvr\.google\.com\/scene-viewer\/1\.2\?/);
  const query = new URLSearchParams(href.slice(href.indexOf('?') + 1, href.indexOf('#')));
  expect(query.get('file')).toBe(`${baseURL}/api/bars/${barId}/model.glb?preview_token=${token}`);
  expect(query.get('mode')).toBe('ar_preferred');
  expect(href).toContain('#Intent;scheme=https;package=com.google.android.googlequicksearchbox;');
  expect(href).toContain(
    `S.browser_fallback_url=${encodeURIComponent(`${baseURL}/ar/bars/${barId}?preview_token=${token}`)};end;`,
  );
  // Scene Viewer fetches the file itself, with the token alone: it must be a GLB.
  const glb = await (await freshPage(browser)).request.get(query.get('file') ?? '');
  expect(glb.status()).toBe(200);
  expect(glb.headers()['content-type']).toContain('model/gltf-binary');
  await tablet.context().close();
});

test('on an Android phone the AR page offers AR: model-viewer opens Scene Viewer with the GLB', async ({
  page,
  browser,
  baseURL,
}) => {
  const { barId, previewToken } = await ownBar(page);
  const token = encodeURIComponent(previewToken);
  const phone = await freshPage(browser, { ...devices['Pixel 7'] });
  // Chromium cannot open the intent: the link model-viewer follows is recorded instead.
  await phone.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __arOpened: string[] }).__arOpened = opened;
    HTMLAnchorElement.prototype.click = function recordInsteadOfNavigating(this: HTMLAnchorElement) {
      opened.push(this.href);
    };
  });
  await phone.goto(`/ar/bars/${barId}?preview_token=${token}`);
  await expect(phone.getByTestId('ar-bar-name')).toBeVisible();
  await expect(phone.getByTestId('ar-model')).toHaveAttribute('data-state', 'loaded', { timeout: 60_000 });
  const arButton = phone.getByRole('button', { name: 'View in your room' });
  await expect(arButton).toBeVisible({ timeout: 30_000 });
  await arButton.click();
  const opened = () => phone.evaluate(() => (window as unknown as { __arOpened: string[] }).__arOpened);
  await expect.poll(async () => (await opened()).length).toBe(1);
  const [intent = ''] = await opened();
  expect(intent).toMatch(/^intent:\/\/arvr\.google\.com\/scene-viewer\//);
  expect(intent).toContain(
    `file=${encodeURIComponent(`${baseURL}/api/bars/${barId}/model.glb?preview_token=${token}`)}`,
  );
  expect(intent).toContain('package=com.google.android.googlequicksearchbox');
  await phone.context().close();
});

test('on an iPad the button is an AR Quick Look link to the USDZ', async ({ browser, baseURL }) => {
  const tablet = await freshPage(browser, { ...devices['iPad Pro 11 landscape'] });
  const { barId, previewToken } = await ownBar(tablet);
  await openPreview(tablet);
  const open = tablet.getByRole('link', { name: 'View in your room' });
  await expect(open).toHaveAttribute('data-testid', 'ar-open-ios');
  await expect(tablet.getByTestId('ar-open-qr')).toHaveCount(0);
  await expect(open).toHaveAttribute('rel', 'ar');
  await expect(open).toHaveAttribute('type', 'model/vnd.usdz+zip');
  const usdzPath = `/api/bars/${barId}/model.usdz?preview_token=${encodeURIComponent(previewToken)}`;
  await expect(open).toHaveAttribute('href', usdzPath);
  // Safari opens Quick Look only when the link's first element is an image.
  await expect(open.locator(':scope > img:first-child')).toHaveCount(1);
  const usdz = await (await freshPage(browser)).request.get(`${baseURL}${usdzPath}`);
  expect(usdz.status()).toBe(200);
  expect(usdz.headers()['content-type']).toContain('model/vnd.usdz+zip');
  await tablet.context().close();
});

test('the shared preview link page offers View in your room with its own token', async ({ page, browser, baseURL }) => {
  const { barId, previewToken } = await ownBar(page);
  const viewer = await freshPage(browser);
  await viewer.goto(`/bars/${barId}?preview_token=${encodeURIComponent(previewToken)}`);
  await expect(viewer.getByTestId('view-only')).toBeVisible();
  await viewer.getByRole('button', { name: 'View in your room' }).click();
  await expect(viewer.getByTestId('ar-url')).toHaveText(
    `${baseURL}/ar/bars/${barId}?preview_token=${encodeURIComponent(previewToken)}`,
  );
  await viewer.context().close();
});
