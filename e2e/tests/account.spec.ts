import { submitRegistration, verifyEmail } from './accounts.ts';
import { expect, refusedRequest, test } from './fixtures.ts';
import { barIdOf, type StoredBar, withoutLiveChannel } from './shellHelpers.ts';

test('register, verify, log in, My configurations, share, rename, duplicate, delete, save conflict', async ({
  page,
  browser,
  allowConsole,
}) => {
  allowConsole(
    refusedRequest('409 \\(Conflict\\)', '/api/bars/[0-9a-f-]{36}(/redo)?(\\?.*)?'),
    'the test saves over a version changed in another tab, and asks for a redo when there is none',
  );
  // The longest flow of the suite (two accounts, two tabs, a conflict): over a minute on an idle machine.
  test.setTimeout(180_000);
  // The two tabs meet as a save conflict only without the live channel (live, each takes the other's save in).
  await withoutLiveChannel(page.context());
  const email = `anna.${Date.now()}@example.com`;
  const password = 'correct horse battery';

  // A guest bar first: it is handed over to the account.
  await page.goto('/?new=1');
  await page.getByTestId('new-bar-name').fill('Guest bar');
  await page.getByTestId('new-bar-submit').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  const guestBarId = barIdOf(page);

  // A guest's File menu asks to log in.
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-share').click();
  await expect(page.getByTestId('login-reason')).toHaveText('Please log in to share this configuration');

  // Register from the login dialog.
  await page.getByTestId('open-register').click();
  await page.getByTestId('register-email').fill('not-an-address');
  await page.getByTestId('register-password').fill('short');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('At least 8 characters.').first()).toBeVisible();
  await submitRegistration(page, email);
  await page.keyboard.press('Escape');

  // The verification link from the outbox.
  await verifyEmail(page, email);

  // Log out, then log in again.
  await page.goto('/');
  await page.getByTestId('account-logout').click();
  await page.getByTestId('logout-submit').click();
  await expect(page.getByTestId('account-info')).toHaveAttribute('data-signed-in', 'false');
  await page.getByTestId('account-login').click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-info')).toHaveAttribute('data-signed-in', 'true');

  // The guest bar is now in My configurations.
  await page.getByTestId('account-my-bars').click();
  const row = page.locator(`[data-testid="my-bar"][data-bar-id="${guestBarId}"]`);
  await expect(row).toBeVisible();

  // Share: the preview link opens view only in a fresh browser.
  await row.getByTestId('bar-share').click();
  const previewUrl = await page.getByTestId('share-preview-url').inputValue();
  await expect(page.getByTestId('share-edit-url')).toHaveValue(/edit_token=/);
  const stranger = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const strangerPage = await stranger.newPage();
  const preview = new URL(previewUrl);
  await strangerPage.goto(`${test.info().project.use.baseURL}${preview.pathname}${preview.search}`);
  await expect(strangerPage.getByTestId('save-state')).toHaveCount(0);
  await expect(strangerPage.getByTestId('bar-load-problem')).toHaveCount(0);
  await stranger.close();
  await page.getByTestId('share-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('share-dialog')).toHaveCount(0);

  // Rename (at least 2 characters), duplicate, delete.
  await row.getByTestId('bar-rename').click();
  await page.getByTestId('bar-name-input').fill('X');
  await page.getByTestId('bar-name-submit').click();
  await expect(page.getByText('The input is too short.')).toBeVisible();
  await page.getByTestId('bar-name-input').fill('Terrace bar');
  await page.getByTestId('bar-name-submit').click();
  await expect(row.getByTestId('my-bar-name')).toHaveText('Terrace bar');
  await row.getByTestId('bar-saveAs').click();
  await page.getByTestId('bar-name-input').fill('Terrace bar 2');
  await page.getByTestId('bar-name-submit').click();
  await expect(page.getByTestId('bar-name')).toHaveText('Terrace bar 2');
  const copyId = barIdOf(page);
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-delete').click();
  await page.getByTestId('delete-bar-submit').click();
  await expect(page).toHaveURL(/\/$/);
  const gone = await page.request.get(`/api/bars/${copyId}`);
  expect(gone.status()).toBe(404);

  // A second tab saves first; the first tab's stale save offers the choice, twice.
  const editorUrl = `/bars/${guestBarId}/edit/side/front?mode=shape&view=3d`;
  const modulesOnServer = async () =>
    ((await (await page.request.get(`/api/bars/${guestBarId}`)).json()) as { data: StoredBar }).data.front.baseModules
      .length;
  await page.goto(editorUrl);
  await expect(page.getByTestId('editor')).toBeVisible();
  const second = await page.context().newPage();
  await second.goto(editorUrl);
  await expect(second.getByTestId('editor')).toBeVisible();
  const renameInSecondTab = async (name: string) => {
    await second.getByTestId('file-menu').click();
    await second.getByTestId('file-rename').click();
    await second.getByTestId('bar-name-input').fill(name);
    await second.getByTestId('bar-name-submit').click();
    await expect(second.getByTestId('bar-name')).toHaveText(name);
  };
  const staleEditInFirstTab = async () => {
    await page.getByTestId('mode-shape').click();
    await page.getByTestId('add-module-g-raxx-600').click();
    await expect(page.getByTestId('save-conflict')).toBeVisible();
  };
  const modulesBefore = await modulesOnServer();

  // "Load the newer version": the other tab's change shows, the local edit goes.
  await renameInSecondTab('Renamed in tab two');
  await staleEditInFirstTab();
  await page.screenshot({ path: '/tmp/shots/account/conflict-two-tabs-en.png', animations: 'disabled' });
  await page.getByTestId('conflict-load-newer').click();
  await expect(page.getByTestId('save-conflict')).toHaveCount(0);
  await expect(page.getByTestId('bar-name')).toHaveText('Renamed in tab two');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  expect(await modulesOnServer()).toBe(modulesBefore);

  // "Keep mine": a save over the newer version succeeds, and the server has my edit. The stale
  // save was a patch; after the choice the whole document goes once (the other tab's name stays).
  await renameInSecondTab('Renamed again in tab two');
  const saveMethods: string[] = [];
  page.on('request', (request) => {
    const isBar = new URL(request.url()).pathname === `/api/bars/${guestBarId}`;
    if (isBar && ['PUT', 'PATCH'].includes(request.method())) saveMethods.push(request.method());
  });
  await staleEditInFirstTab();
  await page.getByTestId('conflict-keep-mine').click();
  await expect(page.getByTestId('save-conflict')).toHaveCount(0);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await expect.poll(modulesOnServer).toBe(modulesBefore + 1);
  expect(saveMethods).toEqual(['PATCH', 'PUT']);
  const kept = (await (await page.request.get(`/api/bars/${guestBarId}`)).json()) as { data: { name: string } };
  expect(kept.data.name).toBe('Renamed again in tab two');
  await second.close();

  // Server-side undo and redo from the File menu: loaded as the current bar, no save sent back.
  const restore = async (testId: string, path: string) => {
    const answer = page.waitForResponse((response) => response.url().includes(path));
    await page.getByTestId('file-menu').click();
    await page.getByTestId(testId).click();
    return answer;
  };
  const undone = await restore('file-restore-previous', `/api/bars/${guestBarId}/undo`);
  expect(undone.status()).toBe(200);
  const undoneVersion = ((await undone.json()) as { data: StoredBar }).data.version;
  await expect(page.getByText('The previous saved version is back.')).toBeVisible();
  expect(await modulesOnServer()).toBe(modulesBefore);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  const redone = await restore('file-restore-next', `/api/bars/${guestBarId}/redo`);
  // The redo starts from the undo's version: autosave did not send the restored bar back.
  expect(redone.request().postDataJSON()).toEqual({ version: undoneVersion });
  expect(redone.status()).toBe(200);
  expect(await modulesOnServer()).toBe(modulesBefore + 1);
  const nothing = await restore('file-restore-next', `/api/bars/${guestBarId}/redo`);
  expect(nothing.status()).toBe(409);
  await expect(page.getByText('There is no later saved version to restore.')).toBeVisible();
});
