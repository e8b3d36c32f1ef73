import type { Page } from '@playwright/test';
import { type AllowConsole, expect, test } from './fixtures.ts';

/** The editor's lazily loaded chunk (vite names it after the module: EditorScreen-<hash>.js). */
const EDITOR_CHUNK = /\/assets\/EditorScreen-[\w-]+\.js$/;
/** chunkReload.ts: set when the tab reloaded itself for a missing chunk. */
const RELOAD_MARK = 'bar.chunkReloadTried';
/** No bar has this id: the editor chunk loads and then reports the bar as removed. */
const UNKNOWN_BAR_EDITOR = '/bars/00000000-0000-4000-8000-000000000000/edit/side/front';

/** Every top-level document the page loads (the first visit, each reload). */
function countDocumentLoads(page: Page): { count: () => number } {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads += 1;
  });
  return { count: () => loads };
}

const reloadMark = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), RELOAD_MARK);

/** What a test that takes the editor's chunk away causes on purpose: the chunk's failed load, and the unknown bar it opens. */
function allowMissingChunk(allowConsole: AllowConsole): void {
  allowConsole(
    /^Failed to load resource: net::ERR_FAILED @ .*\/assets\/EditorScreen-[\w-]+\.js$/,
    'the test makes the editor chunk fail to load (as after a deploy)',
  );
  allowConsole(
    /^Failed to load resource: the server responded with a status of 404 \(Not Found\) @ .*\/api\/bars\/00000000-0000-4000-8000-000000000000$/,
    'the editor it opens is for a bar that does not exist',
  );
}

test('a screen chunk gone after a deploy reloads the tab once by itself, which loads it', async ({
  page,
  allowConsole,
}) => {
  allowMissingChunk(allowConsole);
  const documents = countDocumentLoads(page);
  // As for a tab opened before a deploy: every request of the first page for the chunk fails; the
  // reloaded page (new files after a real deploy) gets it.
  let failedRequests = 0;
  await page.route(EDITOR_CHUNK, async (route) => {
    if (documents.count() > 1) return route.continue();
    failedRequests += 1;
    return route.abort('failed');
  });

  // The tab may reload itself before the first load event: wait for the navigation to commit only.
  await page.goto(UNKNOWN_BAR_EDITOR, { waitUntil: 'commit' });
  await expect(page.getByTestId('bar-removed')).toBeVisible();
  expect(failedRequests).toBeGreaterThan(0);
  expect(documents.count()).toBe(2);
  await expect(page.getByTestId('chunk-error')).toHaveCount(0);
  // The chunk arrived after the reload, so a later deploy may reload this tab once again.
  expect(await reloadMark(page)).toBeNull();
});

test('a chunk that stays missing after the one reload shows the reload offer, never a loop', async ({
  page,
  allowConsole,
}) => {
  allowMissingChunk(allowConsole);
  const documents = countDocumentLoads(page);
  await page.route(EDITOR_CHUNK, (route) => route.abort('failed'));

  // The tab may reload itself before the first load event: wait for the navigation to commit only.
  await page.goto(UNKNOWN_BAR_EDITOR, { waitUntil: 'commit' });
  const offer = page.getByTestId('chunk-error');
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('heading')).toHaveText('A new version is available');
  await expect(offer.getByTestId('chunk-reload')).toHaveText('Reload page');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // The first visit and the one automatic reload; the offer stays (no third load).
  await expect.poll(() => documents.count()).toBe(2);
  await expect(offer).toBeVisible();
  expect(documents.count()).toBe(2);
  expect(await reloadMark(page)).not.toBeNull();

  // The chunk is back: the offered reload opens the screen and forgets the attempt.
  await page.unroute(EDITOR_CHUNK);
  await offer.getByTestId('chunk-reload').click();
  await expect(page.getByTestId('bar-removed')).toBeVisible();
  expect(documents.count()).toBe(3);
  expect(await reloadMark(page)).toBeNull();
});

test('a render error shows a page in the user’s language with the request id and a way home', async ({
  browser,
  allowConsole,
}) => {
  allowConsole(
    /^(React Router caught the following error during render )?Error: e2e: forced render error\b/,
    'the test throws while the editor renders; React and the router report the error they caught',
  );
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  try {
    // A browser API that throws where the editor's screen-width check calls it while rendering:
    // the app itself has no switch for this.
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        // Only in the editor: the home screen asks the same question to choose its phone layout.
        if (query.includes('min-width: 1024px') && location.pathname.includes('/edit/')) {
          throw new Error('e2e: forced render error');
        }
        return matchMedia(query);
      };
    });
    const requestIds: string[] = [];
    // The server sends X-Request-Id on every reply (API, sign-in host, files).
    page.on('response', (response) => {
      const id = response.headers()['x-request-id'];
      if (id) requestIds.push(id);
    });

    const presets = (await (await page.request.get('/api/bar-presets')).json()) as { data: { id: number }[] };
    // Creating a bar from a preset calls the API, then opens the editor, which throws.
    await page.goto(`/bar-presets/${presets.data[0]?.id}`);
    const errorPage = page.getByTestId('route-error');
    await expect(errorPage).toBeVisible();
    await expect(page).toHaveURL(/\/bars\/[0-9a-f-]{36}\/edit\/side\//);
    await expect(errorPage.getByRole('heading')).toHaveText('Etwas ist schiefgelaufen');
    await expect(errorPage).toContainText('Diese Seite konnte nicht angezeigt werden.');
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.getByText('e2e: forced render error')).toHaveCount(0);

    const reference = errorPage.getByTestId('route-error-request-id');
    const shownId = await reference.getAttribute('data-request-id');
    expect(shownId).toMatch(/^[\w.:-]{8,}$/);
    expect(requestIds).toContain(shownId);
    await expect(reference).toHaveText(`Falls das wieder passiert, nennen Sie uns bitte diese Referenz: ${shownId}`);

    const home = errorPage.getByRole('link', { name: 'Zurück zur Startseite' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(errorPage).toHaveCount(0);
    await expect(page.getByTestId('account-info')).toBeVisible();
  } finally {
    await context.close();
  }
});
