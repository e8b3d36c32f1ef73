import type { Page, Route } from '@playwright/test';
import { expect, refusedRequest, test } from './fixtures.ts';
import { chooseRal, startFromPreset, storedBar, waitUntilSaved } from './shellHelpers.ts';

async function chooseFrameColour(page: Page, ral: string): Promise<void> {
  await page.getByTestId('aside-switch').getByText('Settings').click();
  await page.getByTestId('settings-colors').click();
  await chooseRal(page, 'color-frames', ral);
}

/**
 * The bar's saves (PATCH or PUT) go through `failFirst` for the first one, then to the server;
 * resolves the count of save requests the page sent.
 */
async function failFirstSave(page: Page, barId: string, failFirst: (route: Route) => Promise<void>) {
  let sent = 0;
  await page.route(`**/api/bars/${barId}*`, async (route) => {
    if (!['PATCH', 'PUT'].includes(route.request().method())) return route.fallback();
    sent += 1;
    return sent === 1 ? failFirst(route) : route.fallback();
  });
  return () => sent;
}

test('a save answered 503 (the server restarting) is sent again after Retry-After and stored', async ({
  page,
  allowConsole,
}) => {
  allowConsole(
    refusedRequest('503 \\(Service Unavailable\\)', '/api/bars/[0-9a-f-]{36}(\\?.*)?'),
    'the test answers the first save with 503, as a restarting server does',
  );
  const barId = await startFromPreset(page, 'compact-bar');
  const before = await storedBar(page, barId);
  const sent = await failFirstSave(page, barId, (route) =>
    route.fulfill({
      status: 503,
      headers: { 'retry-after': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'The server is restarting. Please try again in a moment.' }),
    }),
  );

  await chooseFrameColour(page, '3020');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'error');
  await waitUntilSaved(page);
  expect(sent()).toBe(2);
  const after = await storedBar(page, barId);
  expect(after.settings.colors.frames).toBe('3020');
  expect(after.version).toBe(before.version + 1);
});

test('a save whose connection fails is sent again and stored', async ({ page, allowConsole }) => {
  allowConsole(
    /^Failed to load resource: net::ERR_CONNECTION_RESET @ https?:\/\/[^/]+\/api\/bars\/[0-9a-f-]{36}(\?.*)?$/,
    'the test cuts the connection of the first save',
  );
  const barId = await startFromPreset(page, 'compact-bar');
  const before = await storedBar(page, barId);
  const sent = await failFirstSave(page, barId, (route) => route.abort('connectionreset'));

  await chooseFrameColour(page, '5010');
  await waitUntilSaved(page);
  expect(sent()).toBe(2);
  const after = await storedBar(page, barId);
  expect(after.settings.colors.frames).toBe('5010');
  expect(after.version).toBe(before.version + 1);
});
