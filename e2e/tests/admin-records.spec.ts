import type { Browser, Page } from '@playwright/test';
import {
  addAustrianAddress,
  createBarFromPreset,
  json,
  newPersonPage,
  registerVerifiedThroughApi,
  sendInquiry,
} from './accounts.ts';
import { ADMIN, adminPage, inviteAdmin } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { mailsTo } from './outbox.ts';

/**
 * The admin record pages on the generic form: a user's is_admin toggle and country
 * responsibilities, their name, language and verified state with a resent verification mail, the dirty state, create-admin with per-field errors, a preset made from a
 * customer's bar and a bar started from it, an inquiry's status. Screenshots at 1280 and 1920 px
 * in English and German under /tmp/shots/w2a-forms/.
 */
const SHOTS = '/tmp/shots/w2a-forms/';

type PartsLine = { part_number: string; quantity: number };
type BarBody = { id: string; name: string; parts: { list: PartsLine[]; singlePartsList: PartsLine[] } };
type Customer = { id: number; email: string; barId: string; barName: string; inquiryId: number };

/** A verified customer with an address in Austria, a bar started from a preset and an inquiry for it. */
async function customerWithInquiry(browser: Browser): Promise<Customer> {
  const email = `records.${Date.now()}@example.com`;
  const page = await newPersonPage(browser);
  const id = await registerVerifiedThroughApi(page, email);
  const barName = `Terrace bar ${Date.now()}`;
  const barId = await createBarFromPreset(page, 'full-service-bar', barName);
  const addressId = await addAustrianAddress(page);
  const message = 'Please call me about the delivery.';
  const inquiryId = await sendInquiry(page, { barId, addressId, message, newsletter: true });
  await page.context().close();
  return { id, email, barId, barName, inquiryId };
}

async function userAsAdminSees(page: Page, id: number) {
  return json<{ is_admin: boolean; country_responsibilities: string[] }>(await page.request.get(`/api/users/${id}`));
}

const pills = (page: Page) => page.getByTestId('admin-user').locator('.mantine-Pill-label');
const save = (page: Page) => page.getByTestId('admin-form-save');

/**
 * Saves the form and waits for the server's answer to `method path`: Save turns disabled as soon as
 * it is sending, so a test that reloads on that alone can cancel the request it waits for.
 */
async function saveAndWait(page: Page, method: 'PUT' | 'PATCH', path: string): Promise<void> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === path,
  );
  await save(page).click();
  expect((await answer).status()).toBe(200);
}

test('a user found in the list: is_admin toggled on and off, country responsibilities kept, Save only when dirty', async ({
  browser,
}) => {
  const customer = await customerWithInquiry(browser);
  const page = await adminPage(browser);

  await page.goto(`/admin/users?search=${encodeURIComponent(customer.email)}`);
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  await page.getByTestId('row-link').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${customer.id}$`));
  await expect(page.getByTestId('user-email')).toHaveText(customer.email);
  await expect(page.getByTestId('user-addresses')).toContainText('Muster GmbH');
  await expect(page.getByTestId(`user-bar-${customer.barId}`)).toHaveText(customer.barName);
  await expect(page.getByTestId(`user-inquiry-${customer.inquiryId}`)).toBeVisible();

  // Clean after load: Save waits for a change.
  await expect(save(page)).toBeDisabled();
  await expect(page.getByTestId('admin-form-state')).toHaveText('');

  // is_admin on, then off again: the server and the page agree each time.
  await expect(page.getByTestId('user-is-admin')).toHaveText('No');
  await page.getByTestId('user-toggle-admin').click();
  await expect(page.getByTestId('user-is-admin')).toHaveText('Yes');
  expect((await userAsAdminSees(page, customer.id)).is_admin).toBe(true);
  // Taking the rights away asks first.
  await page.getByTestId('user-toggle-admin').click();
  await page.getByTestId('user-remove-admin-confirm').click();
  await expect(page.getByTestId('user-is-admin')).toHaveText('No');
  expect((await userAsAdminSees(page, customer.id)).is_admin).toBe(false);

  // Country responsibilities, chosen from the country list: a choice makes the form dirty,
  // removing it makes it clean again.
  const countries = page.getByTestId('user-countries');
  const pick = async (search: string, name: string) => {
    await countries.fill(search);
    await page.getByRole('option', { name, exact: true }).click();
  };
  await countries.click();
  await pick('austr', 'Austria');
  await expect(pills(page)).toHaveText(['Austria']);
  await expect(save(page)).toBeEnabled();
  await expect(page.getByTestId('admin-form-state')).toHaveText('Unsaved changes');
  await countries.press('Backspace');
  await expect(pills(page)).toHaveCount(0);
  await expect(save(page)).toBeDisabled();

  await pick('Austria', 'Austria');
  await pick('schweiz', 'Switzerland');
  await countries.press('Escape');
  await page.screenshot({ path: `${SHOTS}user-dirty-1280-en.png`, fullPage: true });
  await save(page).click();
  await expect(page.getByText('The changes have been saved.')).toBeVisible();
  await expect(save(page)).toBeDisabled();
  expect((await userAsAdminSees(page, customer.id)).country_responsibilities).toEqual(['AT', 'CH']);

  await page.reload();
  await expect(pills(page)).toHaveText(['Austria', 'Switzerland']);
  await expect(save(page)).toBeDisabled();

  // Leaving with unsaved changes asks first; staying keeps them.
  await countries.click();
  await pick('Germ', 'Germany');
  await countries.press('Escape');
  await page.getByTestId(`user-bar-${customer.barId}`).click();
  await expect(page.getByTestId('admin-form-stay')).toBeVisible();
  await page.getByTestId('admin-form-stay').click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${customer.id}$`));
  await expect(pills(page)).toHaveText(['Austria', 'Switzerland', 'Germany']);

  // Leaving anyway drops them.
  await page.getByTestId(`user-bar-${customer.barId}`).click();
  await page.getByTestId('admin-form-leave').click();
  await expect(page).toHaveURL(new RegExp(`/admin/bars/${customer.barId}$`));
  expect((await userAsAdminSees(page, customer.id)).country_responsibilities).toEqual(['AT', 'CH']);

  // One's own administrator rights stay, even with another administrator there (without one, the
  // last administrator's rights are kept first): the server's 422 is shown.
  const email = `colleague.${Date.now()}@example.com`;
  await inviteAdmin(page, { email, given_name: 'Col', family_name: 'League', country: 'DE' });
  const me = await json<{ id: number }>(await page.request.get('/api/user'));
  await page.goto(`/admin/users/${me.id}`);
  await expect(page.getByTestId('user-is-admin')).toHaveText('Yes');
  await page.getByTestId('user-toggle-admin').click();
  await page.getByTestId('user-remove-admin-confirm').click();
  await expect(page.getByTestId('user-admin-error')).toHaveText('You cannot remove your own administrator rights.');
  await expect(page.getByTestId('user-is-admin')).toHaveText('Yes');
  expect((await userAsAdminSees(page, me.id)).is_admin).toBe(true);
});

test("a user's name, language and verified state edited, saved and still there after a reload; addresses, list links and a new verification mail", async ({
  browser,
}) => {
  const customer = await customerWithInquiry(browser);
  const page = await adminPage(browser);
  await page.goto(`/admin/users/${customer.id}`);
  await expect(page.getByTestId('user-email')).toHaveText(customer.email);
  await expect(page.getByTestId('user-addresses')).toContainText('Hauptstraße 1');
  await expect(page.getByTestId('user-addresses')).toContainText('1010 Wien');

  await expect(page.getByTestId('user-given-name')).toHaveValue('Erika');
  await page.getByTestId('user-given-name').fill('Erika Maria');
  await page.getByTestId('user-family-name').fill('Beispiel');
  await page.getByTestId('user-locale').click();
  await page.getByRole('option', { name: 'Italiano', exact: true }).click();
  await expect(page.getByTestId('user-locale')).toHaveValue('Italiano');
  await save(page).click();
  await expect(page.getByText('The changes have been saved.')).toBeVisible();
  await expect(save(page)).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('user-given-name')).toHaveValue('Erika Maria');
  await expect(page.getByTestId('user-family-name')).toHaveValue('Beispiel');
  await expect(page.getByTestId('user-locale')).toHaveValue('Italiano');
  await expect(page.getByTestId('user-addresses')).toContainText('Muster GmbH');
  const stored = await json<{ given_name: string; family_name: string; locale: string }>(
    await page.request.get(`/api/users/${customer.id}`),
  );
  expect(stored).toMatchObject({ given_name: 'Erika Maria', family_name: 'Beispiel', locale: 'it' });

  // Marked unverified, the user can be sent a new verification link.
  const verificationMails = () => mailsTo(customer.email).filter((text) => text.includes('/verify-email/')).length;
  const mailsBefore = verificationMails();
  await expect(page.getByTestId('user-resend-verification')).toHaveCount(0);
  await page.getByTestId('user-is-verified').dispatchEvent('click');
  await expect(page.getByTestId('user-is-verified')).not.toBeChecked();
  await save(page).click();
  await expect(save(page)).toBeDisabled();
  await page.getByTestId('user-resend-verification').click();
  await expect(page.getByText("A new verification link has been sent to the user's e-mail address.")).toBeVisible();
  await expect.poll(verificationMails).toBe(mailsBefore + 1);

  // The bars and inquiries lists open searched for the user's e-mail.
  await page.getByTestId('user-bars-list').click();
  await expect(page).toHaveURL(new RegExp(`/admin/bars\\?search=${encodeURIComponent(customer.email)}`));
  await expect(page.getByTestId('list-row')).toContainText([customer.barName]);
  await page.goBack();
  await page.getByTestId('user-inquiries-list').click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries\\?search=${encodeURIComponent(customer.email)}`));
  await expect(page.getByTestId('list-row')).toHaveCount(1);
});

test('create-admin: names and countries without a password; the mailed single-use link sets it and opens the admin area', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/create-admin');
  const form = page.getByTestId('admin-create-admin');
  const email = page.getByTestId('create-admin-email');
  await expect(form.locator('input[type="password"]')).toHaveCount(0);

  await email.fill('not-an-email');
  await save(page).click();
  await expect(form).toContainText('Please enter a valid e-mail address.');
  await expect(page.getByTestId('create-admin-given-name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('create-admin-given-name').fill('Grete');
  await page.getByTestId('create-admin-family-name').fill('Berger');
  await page.getByTestId('create-admin-country').fill('Austr');
  await page.getByRole('option', { name: 'Austria' }).click();
  await page.getByTestId('create-admin-countries').fill('Switz');
  await page.getByRole('option', { name: 'Switzerland' }).click();
  await page.keyboard.press('Escape');
  await email.fill(ADMIN.email);
  await save(page).click();
  await expect(form).toContainText('This e-mail address is already registered.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}create-admin-1440-en.png`, fullPage: true });

  const newAdmin = `staff.${Date.now()}@example.com`;
  await email.fill(newAdmin);
  await save(page).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByText('The administrator has been created and invited by e-mail.')).toBeVisible();
  await expect(page.getByTestId('user-email')).toHaveText(newAdmin);
  await expect(page.getByTestId('user-given-name')).toHaveValue('Grete');
  const userId = Number(page.url().match(/users\/(\d+)$/)?.[1]);
  expect((await userAsAdminSees(page, userId)).country_responsibilities).toEqual(['CH']);

  // The invitation: the link opens the admin area's password page, greeted as an invitation.
  const invitation = () => mailsTo(newAdmin).find((text) => text.includes('/admin/reset-password?')) ?? '';
  await expect.poll(invitation).toContain('/admin/reset-password?');
  const link = new URL(invitation().match(/https?:\/\/[^\s"<>]+\/admin\/reset-password\?[^\s"<>]+/)?.[0] ?? '');
  const path = `/admin/reset-password${link.search.replace(/&amp;/g, '&')}`;
  const invited = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await invited.goto(path);
  await expect(invited.getByRole('heading', { name: 'Welcome: set your password' })).toBeVisible();
  await invited.getByTestId('admin-reset-password').fill('a staff passphrase 2027');
  await invited.getByTestId('admin-reset-password-confirmation').fill('a staff passphrase 2027');
  await invited.getByTestId('admin-reset-submit').click();
  await expect(invited).toHaveURL(/\/admin$/);
  await expect(invited.getByTestId('admin-dashboard')).toBeVisible();
});

test("a preset made from a customer's bar starts a new bar with the same parts list; the inquiry's status is kept", async ({
  browser,
}) => {
  // Four more sessions take the screenshots at the end; publishing the preset adds a save and a reload.
  test.setTimeout(240_000);
  const customer = await customerWithInquiry(browser);
  const page = await adminPage(browser);

  // The bar page: name, owner, and the way to a preset.
  await page.goto(`/admin/bars/${customer.barId}`);
  await expect(page.getByTestId('bar-name')).toHaveText(customer.barName);
  await expect(page.getByTestId('bar-owner')).toHaveText(customer.email);
  await page.getByTestId('bar-make-preset').click();
  await expect(page).toHaveURL(new RegExp(`/admin/bars/${customer.barId}/make-preset$`));
  await page.getByTestId('preset-name-de').fill('Terrassenbar');
  await page.getByTestId('preset-name-en').fill('');
  await save(page).click();
  await expect(page.getByTestId('admin-make-preset')).toContainText('The name is required.');
  await page.getByTestId('preset-name-en').fill('Terrace bar');
  await page.getByTestId('preset-equipment').click();
  await page.getByRole('option', { name: 'Premium' }).click();
  await save(page).click();
  await expect(page).toHaveURL(/\/admin\/bar-presets\/\d+$/);
  const presetId = Number(page.url().match(/bar-presets\/(\d+)$/)?.[1]);
  await expect(page.getByTestId('preset-name-en')).toHaveValue('Terrace bar');
  await expect(page.getByTestId('preset-equipment')).toHaveValue('Premium');
  await expect(save(page)).toBeDisabled();
  // New presets start hidden; activating needs a thumbnail (the server's 422 shows at the switch).
  await expect(page.getByTestId('preset-active')).not.toBeChecked();
  await page.getByTestId('preset-active').check();
  await save(page).click();
  await expect(page.getByTestId('admin-preset')).toContainText(
    'A preset can only be activated once it has a thumbnail',
  );
  await page.getByTestId('preset-thumbnail').fill('/media/intro-poster.jpg');
  await saveAndWait(page, 'PUT', `/api/bar-presets/${presetId}`);
  await expect(page.getByTestId('admin-preset')).not.toContainText('A preset can only be activated');
  await page.reload();
  await expect(page.getByTestId('preset-active')).toBeChecked();

  // Editing the preset: Save is possible only after a change, and the change is kept.
  await page.getByTestId('preset-name-fr').fill('Bar de terrasse');
  await saveAndWait(page, 'PUT', `/api/bar-presets/${presetId}`);
  await expect(save(page)).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('preset-name-fr')).toHaveValue('Bar de terrasse');

  // A new bar from it has the customer's bar's parts list.
  await page.getByTestId('preset-start-bar').click();
  await expect(page).toHaveURL(/\/bars\/[0-9a-f-]{36}\/edit/);
  const newBarId = page.url().match(/bars\/([0-9a-f-]{36})/)?.[1] ?? '';
  expect(newBarId).not.toBe(customer.barId);
  const source = await json<BarBody>(await page.request.get(`/api/bars/${customer.barId}`));
  const started = await json<BarBody>(await page.request.get(`/api/bars/${newBarId}`));
  const lines = (bar: BarBody) => bar.parts.list.map((line) => `${line.part_number}×${line.quantity}`).sort();
  expect(lines(source).length).toBeGreaterThan(0);
  expect(lines(started)).toEqual(lines(source));

  // The inquiry: its frozen parts list, and a status change that is kept.
  await page.goto(`/admin/inquiries/${customer.inquiryId}`);
  await expect(page.getByTestId('inquiry-customer-link')).toHaveText(customer.email);
  // Sent as "Österreich", stored as AT, shown in the reader's language.
  await expect(page.getByTestId('inquiry-address')).toContainText('Austria');
  await expect(page.getByTestId('inquiry-message')).toHaveText('Please call me about the delivery.');
  const firstLine = source.parts.list[0] as PartsLine;
  await expect(page.getByTestId(`parts-line-${firstLine.part_number}`).getByTestId('quantity')).toHaveText(
    String(firstLine.quantity),
  );
  await expect(page.getByTestId('inquiry-open-bar')).toHaveAttribute(
    'href',
    `/admin/inquiries/${customer.inquiryId}/bar`,
  );
  await expect(save(page)).toBeDisabled();
  await page.getByTestId('inquiry-status').click();
  await page.getByRole('option', { name: 'In progress' }).click();
  await saveAndWait(page, 'PATCH', `/api/inquiries/${customer.inquiryId}`);
  await expect(save(page)).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('inquiry-status')).toHaveValue('In progress');
  const inquiry = await json<{ status: string }>(await page.request.get(`/api/inquiries/${customer.inquiryId}`));
  expect(inquiry.status).toBe('in_progress');

  // Screenshots of every record page at both widths in English and German.
  for (const [lang, width] of [
    ['en', 1280],
    ['de', 1920],
    ['de', 1280],
    ['en', 1920],
  ] as const) {
    const shotPage = await adminPage(browser, lang, width);
    const pages: [string, string, string][] = [
      ['user', `/admin/users/${customer.id}`, 'admin-user'],
      ['inquiry', `/admin/inquiries/${customer.inquiryId}`, 'admin-inquiry'],
      ['bar', `/admin/bars/${customer.barId}`, 'admin-bar'],
      ['preset', `/admin/bar-presets/${presetId}`, 'admin-preset'],
      ['make-preset', `/admin/bars/${customer.barId}/make-preset`, 'admin-make-preset'],
      ['create-admin', '/admin/create-admin', 'admin-create-admin'],
    ];
    for (const [name, path, testId] of pages) {
      await shotPage.goto(path);
      await expect(shotPage.getByTestId(testId)).toBeVisible();
      await shotPage.screenshot({ path: `${SHOTS}${name}-${width}-${lang}.png`, fullPage: true });
    }
    await shotPage.context().close();
  }

  // Deleting the preset asks first; afterwards customers are no longer offered it.
  const offered = async () =>
    (await json<{ id: number }[]>(await page.request.get('/api/bar-presets'))).some((preset) => preset.id === presetId);
  expect(await offered()).toBe(true);
  await page.goto(`/admin/bar-presets/${presetId}`);
  await page.getByTestId('preset-delete').click();
  await page.getByTestId('preset-delete-confirm').click();
  await expect(page).toHaveURL(/\/admin\/bar-presets$/);
  expect(await offered()).toBe(false);
});
