import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { ADMIN, adminPage, inviteAdmin, xsrf } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { mailsTo } from './outbox.ts';

/**
 * A staff member's day with one inquiry: it arrives (sent through the API by a verified German
 * customer), shows on the dashboard, is opened, answered (the reply goes out in German), noted,
 * assigned to a colleague and moved on; then the list is filtered and exported as CSV. No 3D
 * editor is opened. Screenshots at 1440×900 go to docs/screenshots/journey-staff-*.png.
 */
const SHOTS = 'docs/screenshots/journey-staff-';
const PASSWORD = 'correct horse battery';

async function json<T>(response: { json(): Promise<unknown> }): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

/**
 * A customer who registers and asks for a quote for a bar, in German. The administrator marks the
 * e-mail verified (as the user record allows), which spares the wait for the verification mail.
 */
async function customerInquiry(browser: Browser, admin: Page, email: string): Promise<number> {
  const page = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  const register = await page.request.post('/register', {
    headers: await xsrf(page),
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, given_name: 'Erika', family_name: 'Muster' },
  });
  expect(register.status()).toBe(201);
  const customer = await json<{ id: number }>(await page.request.get('/api/user'));
  const verified = await admin.request.put(`/api/users/${customer.id}`, {
    headers: await xsrf(admin),
    data: { is_verified: true },
  });
  expect(verified.status()).toBe(200);
  const headers = { ...(await xsrf(page)), 'X-Locale': 'de' };
  const address = await page.request.post('/api/addresses', {
    headers,
    data: {
      organization: 'Muster Events GmbH',
      given_name: 'Erika',
      family_name: 'Muster',
      phone: '+43 1 234 56 78',
      street: 'Hauptstraße 1',
      postal_code: '1010',
      city: 'Wien',
      country: 'AT',
    },
  });
  expect(address.status()).toBe(201);
  const bar = await page.request.post('/api/bars', { headers, data: { name: 'Sommerfest Bar' } });
  expect(bar.status()).toBe(201);
  const inquiry = await page.request.post('/api/inquiries', {
    headers,
    data: {
      bar_id: (await json<{ id: string }>(bar)).id,
      address_id: (await json<{ id: number }>(address)).id,
      message: 'Wir brauchen die Bar bis Ende Mai.',
      consent_contact: true,
    },
  });
  expect(inquiry.status()).toBe(201);
  const { id } = await json<{ id: number }>(inquiry);
  await page.context().close();
  return id;
}

async function pick(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a staff member answers, notes, assigns and moves an inquiry, then filters and exports the list', async ({
  browser,
}) => {
  const stamp = Date.now();
  const customerEmail = `erika.${stamp}@example.com`;
  const page = await adminPage(browser, 'en', 1440, 900);
  const context = page.context();

  // A colleague to hand the inquiry to, and Austria as one of my countries.
  const colleagueEmail = `colleague.${stamp}@example.com`;
  await inviteAdmin(page, { email: colleagueEmail, given_name: 'Carla', family_name: 'Colleague', country: 'AT' });
  const me = await json<{ id: number }>(await page.request.get('/api/user'));
  const mine = await page.request.put(`/api/users/${me.id}`, {
    headers: await xsrf(page),
    data: { country_responsibilities: ['AT'] },
  });
  expect(mine.status()).toBe(200);
  const id = await customerInquiry(browser, page, customerEmail);

  // The dashboard shows the new inquiry.
  await page.reload();
  const newInquiries = page.getByTestId('dashboard-new-inquiries');
  await expect(newInquiries).toContainText(`#${id}`);
  await page.screenshot({ path: `${SHOTS}dashboard.png` });
  await newInquiries.getByRole('link', { name: new RegExp(`#${id}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${id}$`));

  // Whom to write to or call, and nothing done yet.
  await expect(page.getByTestId('inquiry-mailto')).toHaveAttribute('href', `mailto:${customerEmail}`);
  await expect(page.getByTestId('inquiry-tel')).toHaveAttribute('href', 'tel:+4312345678');
  await expect(page.getByTestId('inquiry-history-empty')).toBeVisible();

  // Reply: mailed to the customer in German, kept in the history.
  await page
    .getByTestId('inquiry-reply-text')
    .fill('Guten Tag Frau Muster,\nanbei unser Angebot für die Sommerfest Bar.');
  await page.getByTestId('inquiry-reply-submit').click();
  const history = page.getByTestId('inquiry-history-event');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Reply mailed to the customer');
  await expect(page.getByTestId('inquiry-reply-text')).toHaveValue('');
  const reply = () => mailsTo(customerEmail).find((mail) => mail.includes('anbei unser Angebot'));
  await expect.poll(reply).toContain(`Antwort auf Ihre Anfrage Nr. ${id}`);

  // An empty note cannot be sent; a note goes to nobody.
  await expect(page.getByTestId('inquiry-note-submit')).toBeDisabled();
  await page.getByTestId('inquiry-note-text').fill('Called her: delivery to Vienna, set-up by their own staff.');
  await page.getByTestId('inquiry-note-submit').click();
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText('set-up by their own staff');

  // Assign to the colleague and move the status, in one save.
  // Colleagues are offered by name and address; the history and the list name the address.
  await pick(page, 'inquiry-assignee', `Carla Colleague (${colleagueEmail})`);
  await pick(page, 'inquiry-status', 'In progress');
  await page.getByTestId('admin-form-save').click();
  await expect(history).toHaveCount(4);
  await expect(history.nth(2)).toContainText('Status changed from New to In progress');
  await expect(history.nth(3)).toContainText(`Assigned to ${colleagueEmail}`);
  await expect(history.nth(3)).toContainText(ADMIN.email);
  // The notices would cover the history in the picture.
  const notices = page.getByTestId('notification');
  while ((await notices.count()) > 0) await notices.first().getByRole('button').click();
  await page.getByTestId('inquiry-history').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}inquiry.png` });

  // The list: open inquiries in my countries assigned to the colleague, kept in the address.
  await page.goto('/admin/inquiries');
  // The boxes follow the address, which the click changes: click, then wait for the tick.
  for (const filter of ['list-filter-open', 'list-filter-my_countries']) {
    await page.getByTestId(filter).click();
    await expect(page.getByTestId(filter)).toBeChecked();
  }
  await pick(page, 'list-filter-assignee', 'Carla Colleague');
  await expect(page).toHaveURL(/filter%5Bopen%5D=true/);
  await expect(page).toHaveURL(/filter%5Bmy_countries%5D=true/);
  const rows = page.getByTestId('list-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`#${id}`);
  await expect(rows.first()).toContainText(colleagueEmail);
  await page.screenshot({ path: `${SHOTS}list.png` });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('inquiries-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^No\.,Received \(UTC\),Kind,Status,/);
  expect(lines[1]?.split(',')).toEqual(
    expect.arrayContaining([
      String(id),
      'Quote',
      'In progress',
      customerEmail,
      'Muster Events GmbH',
      'AT',
      colleagueEmail,
    ]),
  );
  await context.close();
});
