import { addAustrianAddress, createBarFromPreset, json, sendInquiry } from './accounts.ts';
import { ADMIN, adminPage, xsrf } from './adminSession.ts';
import { test as base, expect } from './fixtures.ts';

/**
 * The admin area in the staff member's hands: the dealer themes page (whether dealer sites may
 * show the embed, a preview, the snippet, the leave prompt) and the bar behind an inquiry, shown in
 * the admin area as it was sent, named in the staff member's language. Screenshots at 1440 × 900
 * under /tmp/shots/admin-staff/.
 */
const SHOTS = '/tmp/shots/admin-staff/';
const DEALER_SITE = 'https://www.dealer-one.example';

const test = base.extend<object, { serverEnv: Record<string, string> }>({
  serverEnv: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      await use({ EMBED_ORIGINS: DEALER_SITE });
    },
    { scope: 'worker' },
  ],
});

test('the dealer themes page says where the embed may appear, previews a theme, gives its snippet and asks before losing changes', async ({
  browser,
  server,
}) => {
  const page = await adminPage(browser, 'en', 1440);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });
  await page.goto('/admin/embed-themes');
  const setup = page.getByTestId('embed-setup');
  await expect(setup).toHaveAttribute('data-enabled', 'true');
  await expect(setup.getByTestId('embed-setup-origin')).toHaveText([DEALER_SITE]);
  await expect(page.getByTestId('dealer-themes-save')).toBeDisabled();

  await page.getByTestId('dealer-themes-add').click();
  const card = page.getByTestId('dealer-theme-0');
  await card.getByTestId('dealer-theme-dealer').fill('acme');
  await card.getByTestId('dealer-theme-origin').fill('https://shop.acme.example/bars');
  await card.getByTestId('dealer-theme-colour').fill('#c92a2a');
  await card.getByTestId('dealer-theme-language').click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(card.getByTestId('dealer-theme-origin-not-allowed')).toBeVisible();

  // The preview: the theme's colour and language.
  const quote = card.getByTestId('dealer-theme-preview-quote');
  await expect(quote).toHaveText('Demander un devis');
  await expect(quote).toHaveCSS('background-color', 'rgb(201, 42, 42)');

  // The snippet frames the first preset with the dealer's theme; not saved yet, it says so.
  const snippet = card.getByTestId('dealer-theme-snippet');
  await expect(snippet).toContainText(new RegExp(`src="${server.baseURL}/embed/bars/\\d+\\?dealer=acme"`));
  await expect(card.getByTestId('dealer-theme-snippet-unsaved')).toBeVisible();
  await card.getByTestId('dealer-theme-snippet-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByTestId('admin-nav-dashboard').click();
  await page.getByTestId('dealer-themes-stay').click();
  // Staying closes the question (in one CI run it was still open three minutes later: cause unknown).
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/embed-themes$/);
  await expect(card.getByTestId('dealer-theme-dealer')).toHaveValue('acme');

  // A wrong site is refused with a sentence; the allowed one is saved.
  await page.getByTestId('dealer-themes-save').click();
  await expect(card).toContainText(
    'Enter the dealer site’s address without a path, for example https://shop.example.com.',
  );
  await expect(page.getByTestId('dealer-themes-error')).toHaveText(
    'Some entries need correcting: see the marked fields.',
  );
  await page.screenshot({ path: `${SHOTS}dealer-themes-1440-en.png`, fullPage: true });
  await card.getByTestId('dealer-theme-origin').fill(DEALER_SITE);
  await expect(card.getByTestId('dealer-theme-origin-not-allowed')).toHaveCount(0);
  await page.getByTestId('dealer-themes-save').click();
  await expect(page.getByTestId('dealer-themes-save')).toBeDisabled();
  await expect(card.getByTestId('dealer-theme-snippet-unsaved')).toHaveCount(0);
  const stored = await json<{ dealer: string; origin: string }[]>(await page.request.get('/api/embed-themes'));
  expect(stored).toEqual([
    { dealer: 'acme', origin: DEALER_SITE, logo_url: null, primary_colour: '#c92a2a', language: 'fr' },
  ]);

  // Saved: leaving asks nothing.
  await page.getByTestId('admin-nav-dashboard').click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.context().close();
});

test("the bar behind an inquiry opens in the admin area as sent, read only, named in the staff member's language", async ({
  browser,
}) => {
  const page = await adminPage(browser, 'en', 1440);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The administrator's own account sends the inquiry, in German: the snapshot's names are German.
  const barName = `Messestand ${Date.now()}`;
  const barId = await createBarFromPreset(page, 'full-service-bar', barName, 'de');
  const addressId = await addAustrianAddress(page, 'de');
  const inquiryId = await sendInquiry(page, { barId, addressId, locale: 'de' });
  type Line = { part_number: string; name: string; quantity: number };
  const partsIn = async (locale: string) =>
    (
      await json<{ parts: { list: Line[] } }>(
        await page.request.get(`/api/bars/${barId}`, { headers: { 'X-Locale': locale } }),
      )
    ).parts.list;
  const english = await partsIn('en');
  const inGerman = await partsIn('de');
  const germanNames = new Map(inGerman.map((entry) => [entry.part_number, entry.name]));
  const line = english.find((entry) => germanNames.get(entry.part_number) !== entry.name);
  if (!line) throw new Error(`the bar of ${ADMIN.email} has no part named differently in German`);
  const germanName = germanNames.get(line.part_number) ?? '';

  // The customer changes the bar after sending: the admin view shows it as sent.
  const renamed = await page.request.put(`/api/bars/${barId}`, {
    headers: await xsrf(page),
    data: { version: 1, name: 'Renamed later' },
  });
  expect(renamed.status()).toBe(200);

  await page.goto(`/admin/inquiries/${inquiryId}`);
  await page.getByTestId('inquiry-open-bar').click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}/bar$`));
  await expect(page.getByTestId('inquiry-bar-name')).toHaveText(barName);
  await expect(page.getByTestId('inquiry-bar-scene').locator('canvas')).toBeVisible();
  const row = page.getByTestId(`parts-line-${line.part_number}`);
  await expect(row.getByRole('rowheader')).toHaveText(line.name);
  await expect(row.getByTestId('quantity')).toHaveText(String(line.quantity));
  await expect(page.getByTestId('inquiry-parts')).not.toContainText(germanName);
  await page.screenshot({ path: `${SHOTS}inquiry-bar-1440-en.png` });

  await page.getByTestId('inquiry-bar-back').click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}$`));
  await page.context().close();
});
