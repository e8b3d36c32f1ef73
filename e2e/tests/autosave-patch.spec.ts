import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseRal, startFromPreset, storedBar, waitUntilSaved, withoutLiveChannel } from './shellHelpers.ts';

/** Every save request (PUT or PATCH of the bar) a page sends, as the server receives it. */
function recordSaves(page: Page, barId: string): Request[] {
  const saves: Request[] = [];
  page.on('request', (request) => {
    const isBar = new URL(request.url()).pathname === `/api/bars/${barId}`;
    if (isBar && ['PUT', 'PATCH'].includes(request.method())) saves.push(request);
  });
  return saves;
}

function bytesOf(request: Request): number {
  return request.postDataBuffer()?.byteLength ?? 0;
}

async function chooseFrameColour(page: Page, ral: string): Promise<void> {
  await page.getByTestId('aside-switch').getByText('Settings').click();
  await page.getByTestId('settings-colors').click();
  await chooseRal(page, 'color-frames', ral);
}

async function addModuleInShapeMode(page: Page): Promise<void> {
  await page.getByTestId('mode-shape').click();
  await page.getByTestId('add-module-g-raxx-600').click();
}

test('an edit is saved as a small JSON Patch on the version last saved, and is there after a reload', async ({
  page,
}) => {
  const barId = await startFromPreset(page, 'full-service-bar');
  const before = await storedBar(page, barId);
  const wholeBarBytes = Buffer.byteLength(JSON.stringify(before));
  const saves = recordSaves(page, barId);

  await chooseFrameColour(page, '3020');
  await waitUntilSaved(page);
  await expect.poll(() => saves.length).toBeGreaterThan(0);

  const [save] = saves;
  if (!save) throw new Error('no save was sent');
  expect(saves.map((request) => request.method())).toEqual(['PATCH']);
  const headers = await save.allHeaders();
  expect(headers['content-type']).toBe('application/json-patch+json');
  expect(headers['if-match']).toBe(`"${before.version}"`);
  // The editor derives warnings, transport and power itself: it asks for the version and parts only.
  expect(headers.prefer).toBe('return=minimal');
  const operations = save.postDataJSON() as { op: string; path: string }[];
  expect(operations.some((operation) => operation.path === '/settings/colors/frames')).toBe(true);
  const requestBytes = bytesOf(save);
  const reply = await save.response();
  if (!reply) throw new Error('the save got no reply');
  expect(reply.status()).toBe(200);
  expect(reply.headers().etag).toBe(`"${before.version + 1}"`);
  expect(reply.headers()['preference-applied']).toBe('return=minimal');
  expect(Object.keys((await reply.json()).data).sort()).toEqual(['parts', 'version']);
  const replyBytes = (await reply.body()).byteLength;
  test.info().annotations.push({
    type: 'bytes',
    description: `patch request ${requestBytes} B, reply ${replyBytes} B, whole bar ${wholeBarBytes} B (${operations.length} operations)`,
  });
  console.log(`autosave PATCH: request ${requestBytes} B, reply ${replyBytes} B; the whole bar is ${wholeBarBytes} B`);
  expect(requestBytes).toBeLessThan(wholeBarBytes / 4);
  expect(replyBytes).toBeLessThan(wholeBarBytes);

  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByTestId('aside-switch').getByText('Settings').click();
  await page.getByTestId('settings-colors').click();
  await expect(page.getByTestId('color-frames')).toHaveAttribute('data-value', '3020');
  const after = await storedBar(page, barId);
  expect(after.settings.colors.frames).toBe('3020');
  expect(after.version).toBe(before.version + 1);
});

test('two tabs patch the same bar: the stale one is asked, "keep mine" keeps both changes, then patches again', async ({
  page,
}) => {
  // Without the live channel (live, each tab takes the other's save in and no conflict arises).
  await withoutLiveChannel(page.context());
  const barId = await startFromPreset(page, 'compact-bar');
  const before = await storedBar(page, barId);
  const editorUrl = `/bars/${barId}/edit/side/front?mode=shape&view=3d`;
  const second = await page.context().newPage();
  await second.goto(editorUrl);
  await expect(second.getByTestId('editor')).toBeVisible();
  const firstSaves = recordSaves(page, barId);
  const secondSaves = recordSaves(second, barId);

  // The first tab saves a colour: a patch on the version both tabs opened.
  await chooseFrameColour(page, '3020');
  await waitUntilSaved(page);
  expect(firstSaves.map((request) => request.method())).toEqual(['PATCH']);

  // The second tab, still on that version, adds a module: its patch meets the newer version.
  await addModuleInShapeMode(second);
  await expect(second.getByTestId('save-conflict')).toBeVisible();
  expect(secondSaves.map((request) => request.method())).toEqual(['PATCH']);
  expect((await secondSaves[0]?.response())?.status()).toBe(409);

  await second.getByTestId('conflict-keep-mine').click();
  await expect(second.getByTestId('save-conflict')).toHaveCount(0);
  await waitUntilSaved(second);
  // After the conflict the whole document goes once: my module on top of the other tab's colour.
  expect(secondSaves.map((request) => request.method())).toEqual(['PATCH', 'PUT']);
  const merged = await storedBar(second, barId);
  expect(merged.front.baseModules).toHaveLength(before.front.baseModules.length + 1);
  expect(merged.settings.colors.frames).toBe('3020');

  // Then patches again.
  await addModuleInShapeMode(second);
  await waitUntilSaved(second);
  expect(secondSaves.map((request) => request.method())).toEqual(['PATCH', 'PUT', 'PATCH']);
  const latest = await storedBar(second, barId);
  expect(latest.front.baseModules).toHaveLength(before.front.baseModules.length + 2);
  expect(latest.settings.colors.frames).toBe('3020');
  await second.close();
});
