import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { adminPage, xsrf } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { chooseMode, expectQuantity, startNewBar } from './modesHelpers.ts';
import { euro } from './shellHelpers.ts';

/**
 * The admin catalogue pages (colour, part, assembly) and the home-screen builder at
 * /admin/content, with screenshots at 1280 and 1920 px in English and German under
 * /tmp/shots/w2b-catalogue/. Every change is put back at the end of its test, because the
 * specs after this one share the server and read prices and the home screen.
 */
const SHOTS = '/tmp/shots/w2b-catalogue/';
mkdirSync(SHOTS, { recursive: true });

/** The part a new bar's first G-Raxx 600 module brings onto the parts list. */
const MODULE_PART_NUMBER = 'GRX-0600-BF';

type PartRecord = { id: number; price: number; variants: { part_number: string }[] } & Record<string, unknown>;
type StoredSection = { id: string; type: string; value: { title: { en: string } } };

async function partByNumber(page: Page, partNumber: string): Promise<PartRecord> {
  const body = (await (await page.request.get('/api/parts')).json()) as { data: PartRecord[] };
  const part = body.data.find((candidate) => candidate.variants.some((v) => v.part_number === partNumber));
  if (!part) throw new Error(`no part ${partNumber}`);
  return part;
}

async function storedSections(page: Page): Promise<StoredSection[]> {
  const response = await page.request.get('/api/content-sections');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredSection[] }).data;
}

/** Section types in the builder, top to bottom. */
const builderOrder = (page: Page) =>
  page
    .getByTestId('builder-section')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-section-type')));

/** Section types on the home screen, in the order a visitor sees them. */
async function homeOrder(page: Page): Promise<string[]> {
  await page.goto('/');
  const sections = page.getByTestId('content-sections');
  await expect(sections).toBeVisible();
  return sections.evaluate((grid) =>
    [...grid.children].map((child) => (child.getAttribute('data-testid') ?? '').replace(/^content-/, '')),
  );
}

/** A real mouse drag: press on `from`, move in small steps until its centre is over `to`'s centre, release. */
async function dragWithMouse(page: Page, from: Locator, to: Locator, dragged: Locator = from): Promise<void> {
  const handle = await from.boundingBox();
  const card = await dragged.boundingBox();
  const target = await to.boundingBox();
  if (!handle || !card || !target) throw new Error('drag source or target is not on screen');
  const startX = handle.x + handle.width / 2;
  const startY = handle.y + handle.height / 2;
  // Move the pointer by the distance between the dragged card's centre and the target's centre.
  const endX = startX + (target.x + target.width / 2 - (card.x + card.width / 2));
  const endY = startY + (target.y + target.height / 2 - (card.y + card.height / 2));
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX, startY + 8, { steps: 4 });
  // Headless Chromium answers each move of a running drag only about once a second here, so
  // the way to the target takes few, larger steps.
  await page.mouse.move(endX, endY, { steps: 10 });
  await page.waitForTimeout(250);
  await page.mouse.up();
}

async function saveContent(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/content') && r.request().method() === 'PUT');
  await page.getByTestId('content-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('content-state')).toHaveText('All changes saved');
}

test('a part’s new price shows in a customer’s new parts list; colour and part pages', async ({ browser }) => {
  const admin = await adminPage(browser);
  const part = await partByNumber(admin, MODULE_PART_NUMBER);
  const original = (await (await admin.request.get(`/api/parts/${part.id}`)).json()) as { data: PartRecord };
  const colors = (await (await admin.request.get('/api/colors')).json()) as { data: { id: number; hex: string }[] };
  const color = colors.data[0];
  if (!color) throw new Error('no colour');
  try {
    await admin.goto(`/admin/parts/${part.id}`);
    await expect(admin.getByTestId('part-price')).toHaveValue((part.price / 100).toFixed(2));
    await expect(admin.getByTestId('part-code')).not.toHaveText('–');

    // A price with more than two decimals is refused before anything is sent.
    await admin.getByTestId('part-price').fill('12.345');
    await admin.getByTestId('admin-form-save').click();
    await expect(admin.getByText('Enter a price in euros with at most two decimals, e.g. 12.50.')).toBeVisible();

    // 1234.56 € is exactly 123456 cents on the server.
    await admin.getByTestId('part-price').fill('1234.56');
    await expect(admin.getByTestId('admin-form-state')).toHaveText(/unsaved/i);
    const saved = admin.waitForResponse(
      (r) => r.url().endsWith(`/api/parts/${part.id}`) && r.request().method() === 'PUT',
    );
    await admin.getByTestId('admin-form-save').click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { data: PartRecord }).data.price).toBe(123456);
    await expect(admin.getByTestId('admin-form-state')).toHaveText('');
    await admin.screenshot({ path: `${SHOTS}part-1280-en.png`, fullPage: true });

    // A guest starting a new bar now pays the new price for the module's part.
    const customer = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await startNewBar(customer);
    await chooseMode(customer, 'shape');
    await customer.getByTestId('add-module-g-raxx-600').click();
    await expectQuantity(customer, MODULE_PART_NUMBER, 1);
    await expect(
      customer.getByTestId('parts-list').getByTestId(`parts-line-${MODULE_PART_NUMBER}`).getByTestId('line-total'),
    ).toHaveText(euro(123456));
    await customer.context().close();

    // The colour page: screen colour with its swatch.
    await admin.goto(`/admin/colors/${color.id}`);
    await expect(admin.getByTestId('color-hex')).toHaveValue(color.hex);
    await admin.getByTestId('color-hex').fill('#12ab34');
    await expect(admin.getByTestId('color-swatch-value')).toHaveText('#12ab34');
    await expect(admin.getByTestId('admin-form-state')).toHaveText(/unsaved/i);
    await admin.screenshot({ path: `${SHOTS}color-1280-en.png`, fullPage: true });
  } finally {
    const { id: _id, code: _code, type: _type, ...update } = original.data;
    const restored = await admin.request.put(`/api/parts/${part.id}`, { headers: await xsrf(admin), data: update });
    expect(restored.status()).toBe(200);
  }

  const german = await adminPage(browser, 'de', 1920);
  await german.goto(`/admin/parts/${part.id}`);
  await expect(german.getByTestId('part-price')).toHaveValue((part.price / 100).toFixed(2).replace('.', ','));
  await german.screenshot({ path: `${SHOTS}part-1920-de.png`, fullPage: true });
  // German separators: an English-style price is refused with a word on the separators, nothing sent.
  const germanPrice = await german.getByTestId('part-price').inputValue();
  await german.getByTestId('part-price').fill('1234.56');
  await german.getByTestId('admin-form-save').click();
  await expect(
    german.getByText('Im Deutschen stehen Nachkommastellen nach einem Komma', { exact: false }),
  ).toBeVisible();
  await german.screenshot({ path: `${SHOTS}part-separators-1920-de.png`, fullPage: true });
  // After a refused save the field is checked as it changes: "1.234,56" is a German price.
  await german.getByTestId('part-price').fill('1.234,56');
  await expect(german.getByText('Im Deutschen stehen Nachkommastellen', { exact: false })).toHaveCount(0);
  await german.getByTestId('part-price').fill(germanPrice);
  await expect(german.getByTestId('admin-form-state')).toHaveText('');
  // Another interface language rewrites the numbers with its separators; nothing turns unsaved.
  const germanHeight = await german.getByTestId('part-height').inputValue();
  await german.getByTestId('language-select').click();
  await german.getByRole('option', { name: 'English' }).click();
  await expect(german.getByTestId('part-price')).toHaveValue((part.price / 100).toFixed(2));
  await expect(german.getByTestId('part-height')).toHaveValue(germanHeight.replace('.', ','));
  await expect(german.getByTestId('admin-form-state')).toHaveText('');
  await german.getByTestId('language-select').click();
  await german.getByRole('option', { name: 'Deutsch' }).click();
  await expect(german.getByTestId('part-price')).toHaveValue(germanPrice);
  await german.goto(`/admin/colors/${color.id}`);
  await expect(german.getByTestId('color-swatch')).toBeVisible();
  await german.screenshot({ path: `${SHOTS}color-1920-de.png`, fullPage: true });
});

test('create an assembly: required translations, parts from the catalogue, listed afterwards', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin/assemblies');
  await admin.getByTestId('new-assembly').click();
  await expect(admin).toHaveURL(/\/admin\/assemblies\/new$/);

  // Nothing filled in: the form says what is missing, per field, and sends nothing.
  await admin.getByTestId('admin-form-save').click();
  await expect(admin.getByText('Please choose a type.')).toBeVisible();
  await expect(admin.getByTestId('assembly-lang-de')).toHaveAttribute('aria-selected', 'true');
  // German and English are both required: the German panel shows its error, both tabs are marked.
  await expect(admin.getByRole('tabpanel').getByText('A name is required in this language.')).toBeVisible();
  await expect(admin.getByText('A name is required in this language.')).toHaveCount(2);
  await admin.screenshot({ path: `${SHOTS}assembly-new-errors-1280-en.png`, fullPage: true });

  const name = `Bottle cooler ${Date.now()}`;
  await admin.getByTestId('assembly-type').click();
  await admin.getByRole('option', { name: 'Back panel' }).click();
  await admin.getByTestId('assembly-mount').click();
  await admin.getByRole('option', { name: 'Top', exact: true }).click();
  await admin.getByTestId('assembly-side').click();
  await admin.getByRole('option', { name: 'Back bar' }).click();
  await admin.getByTestId('assembly-width').fill('600');
  await admin.getByTestId('assembly-depth').fill('400');
  await admin.getByTestId('assembly-height').fill('300');
  await admin.getByTestId('assembly-height_units').fill('2');
  await admin.getByTestId('assembly-name-de').fill(`Flaschenkühler ${name.slice(-13)}`);
  await admin.getByTestId('assembly-lang-en').click();
  await admin.getByTestId('assembly-name-en').fill(name);
  await admin.getByTestId('assembly-description-en').fill('Keeps bottles cold behind the bar.');
  await admin.getByTestId('assembly-part-add').click();
  await admin.getByTestId('assembly-part-select').fill(MODULE_PART_NUMBER);
  await admin.getByRole('option', { name: new RegExp(MODULE_PART_NUMBER) }).click();
  await admin.getByTestId('assembly-part-quantity').fill('2');

  const created = admin.waitForResponse((r) => r.url().endsWith('/api/assemblies') && r.request().method() === 'POST');
  await admin.getByTestId('admin-form-save').click();
  const response = await created;
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON() as Record<string, unknown>;
  // Section 5: thumbnail and width are strings; translations in de and en present.
  expect(typeof sent.thumbnail).toBe('string');
  expect(typeof sent.width).toBe('string');
  expect(Object.keys(sent.translations as object)).toEqual(['de', 'en']);
  const assembly = ((await response.json()) as { data: { id: number } }).data;
  await expect(admin).toHaveURL(new RegExp(`/admin/assemblies/${assembly.id}$`));
  await expect(admin.getByTestId('assembly-name-de')).toHaveValue(/Flaschenkühler/);
  await expect(admin.getByTestId('assembly-part-quantity')).toHaveValue('2');
  await admin.screenshot({ path: `${SHOTS}assembly-1280-en.png`, fullPage: true });

  await admin.goto(`/admin/assemblies?search=${encodeURIComponent(name)}`);
  await expect(admin.getByTestId('list-row')).toHaveCount(1);
  await expect(admin.getByTestId('list-row')).toContainText(name);

  const german = await adminPage(browser, 'de', 1920);
  await german.goto(`/admin/assemblies/${assembly.id}`);
  await expect(german.getByTestId('assembly-name-de')).toHaveValue(/Flaschenkühler/);
  await german.screenshot({ path: `${SHOTS}assembly-1920-de.png`, fullPage: true });
  await german.goto('/admin/assemblies/new');
  await german.screenshot({ path: `${SHOTS}assembly-new-1920-de.png`, fullPage: true });
});

test('home screen builder: reorder by dragging, clone from the palette, fill in with limits and a preview, remove; the home screen follows', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser);
  const original = await storedSections(admin);
  try {
    await admin.goto('/admin/content');
    const cards = admin.getByTestId('builder-section');
    await expect(cards).toHaveCount(original.length);
    const startOrder = original.map((section) => section.type);
    expect(await builderOrder(admin)).toEqual(startOrder);
    expect(await homeOrder(await admin.context().newPage())).toEqual(startOrder);
    await admin.screenshot({ path: `${SHOTS}content-1280-en.png`, fullPage: true });

    // Drag the last section by its handle onto the first one.
    const last = cards.last();
    await dragWithMouse(admin, last.getByTestId('section-drag-handle'), cards.first(), last);
    const dragged = [startOrder.at(-1), ...startOrder.slice(0, -1)];
    await expect.poll(() => builderOrder(admin)).toEqual(dragged);
    await expect(admin.getByTestId('content-state')).toHaveText('Unsaved changes');
    await saveContent(admin);
    const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();
    expect(await homeOrder(visitor)).toEqual(dragged);

    // Drag a text section from the palette into the list, before the second card.
    await dragWithMouse(admin, admin.getByTestId('palette-drag-text'), cards.nth(1));
    const withNew = [dragged[0], 'text', ...dragged.slice(1)];
    await expect.poll(() => builderOrder(admin)).toEqual(withNew);
    // A new section has no placeholder text: it is incomplete and blocks saving until filled in.
    await expect(cards.nth(1).getByTestId('builder-section-title')).toHaveText('(no title)');
    await expect(cards.nth(1).getByTestId('section-incomplete')).toBeVisible();
    await expect(admin.getByTestId('content-save')).toBeDisabled();
    await cards.nth(1).getByRole('button', { name: /^Edit/ }).click();
    const editor = admin.getByRole('dialog');
    await expect(editor.getByTestId('section-apply')).toBeDisabled();
    await expect(editor.getByTestId('section-problems')).toContainText('Title (EN)');
    const titleInput = editor.getByTestId('section-title-input');
    await expect(titleInput).toHaveAttribute('maxlength', '120');
    await titleInput.fill('Opening hours');
    await editor.getByRole('textbox', { name: /^Text \(EN\)/ }).fill('Daily from 10 am to 10 pm.');
    await expect(editor.getByText('26 / 4000 characters')).toBeVisible();
    // The preview in Italian shows the English text: Italian was left empty, English is the default.
    await editor.getByTestId('section-preview-language').click();
    await admin.getByRole('option', { name: 'Italiano' }).click();
    await expect(editor.getByTestId('section-preview-card')).toContainText('Opening hours');
    await expect(editor.getByTestId('section-problems')).toHaveCount(0);
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.screenshot({ path: `${SHOTS}content-preview-1440-en.png` });
    await editor.getByTestId('section-apply').click();
    await expect(cards.nth(1).getByTestId('builder-section-title')).toHaveText('Opening hours');
    await admin.screenshot({ path: `${SHOTS}content-added-1280-en.png`, fullPage: true });
    await saveContent(admin);
    const afterAdd = await storedSections(admin);
    expect(afterAdd.map((section) => section.type)).toEqual(withNew);
    expect(afterAdd[1]?.value.title).toEqual({ en: 'Opening hours' });
    expect(afterAdd[1]?.id).toMatch(/^[0-9a-f]{40}$/);
    expect(await homeOrder(visitor)).toEqual(withNew);
    await expect(visitor.getByTestId('content-sections').getByRole('heading', { name: 'Opening hours' })).toBeVisible();

    // The + button adds a FAQ at the end, and leaving with it unsaved asks first.
    await admin.getByTestId('palette-add-faq').click();
    await expect(cards).toHaveCount(withNew.length + 1);
    await expect(cards.last().getByTestId('builder-section-title')).toHaveText('(no title)');
    await admin
      .getByRole('link', { name: /dashboard/i })
      .first()
      .click();
    await expect(admin.getByRole('dialog')).toContainText('Leave without saving?');
    await admin.getByRole('button', { name: 'Stay here' }).click();
    await admin.getByRole('button', { name: 'Discard changes' }).click();
    await expect(cards).toHaveCount(withNew.length);

    // Remove the new text section: asked first, gone from the home screen after saving.
    await cards.nth(1).getByTestId('section-remove').click();
    await expect(admin.getByRole('dialog')).toContainText(
      '“Opening hours” is deleted from the home screen when you save.',
    );
    await admin.getByTestId('section-remove-confirm').click();
    await expect.poll(() => builderOrder(admin)).toEqual(dragged);
    await saveContent(admin);
    expect((await storedSections(admin)).map((section) => section.id)).not.toContain(afterAdd[1]?.id);
    expect(await homeOrder(visitor)).toEqual(dragged);
    await expect(visitor.getByTestId('content-sections').getByRole('heading', { name: 'Opening hours' })).toHaveCount(
      0,
    );

    // Keyboard: pick up the first section with space, move it down one place, drop it.
    await cards.first().getByTestId('section-drag-handle').focus();
    await admin.keyboard.press('Space');
    await admin.waitForTimeout(300);
    await admin.keyboard.press('ArrowDown');
    await admin.waitForTimeout(400);
    await admin.keyboard.press('Space');
    await expect.poll(() => builderOrder(admin)).toEqual([dragged[1], dragged[0], ...dragged.slice(2)]);
    await admin.getByRole('button', { name: 'Discard changes' }).click();

    const german = await adminPage(browser, 'de', 1920);
    await german.goto('/admin/content');
    await expect(german.getByTestId('builder-section')).toHaveCount(original.length);
    await german.screenshot({ path: `${SHOTS}content-1920-de.png`, fullPage: true });
    await german
      .getByTestId('builder-section')
      .first()
      .getByRole('button', { name: /bearbeiten/i })
      .click();
    await expect(german.getByRole('dialog')).toBeVisible();
    await german.screenshot({ path: `${SHOTS}content-editor-1920-de.png` });
  } finally {
    const restored = await admin.request.put('/api/content', {
      headers: await xsrf(admin),
      data: { sections: original },
    });
    expect(restored.status()).toBe(200);
  }
});
