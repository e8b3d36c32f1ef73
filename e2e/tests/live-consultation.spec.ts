/*
 * "Join live": a staff member opens a customer's bar from their inquiry and builds it with them.
 * The customer sees the consultant by name and role, each sees the other's changes, the customer
 * ends the consultation and the consultant is told so and can no longer edit; the inquiry's
 * history in the admin area keeps both steps. Screenshots at 1440×900 go to /tmp/shots/live-consultation/.
 */
import { mkdirSync } from 'node:fs';
import { consultantPage, xsrf } from './adminSession.ts';
import { expect, refusedRequest, test } from './fixtures.ts';
import { chooseMode, expectQuantity } from './modesHelpers.ts';
import { customerWithQuotedBar } from './quotedBar.ts';
import { recordNotices, waitUntilSaved } from './shellHelpers.ts';

const SHOTS = '/tmp/shots/live-consultation/';
mkdirSync(SHOTS, { recursive: true });
const DESKTOP = { width: 1440, height: 900 };

test('a consultant joins a customer’s bar live from the inquiry, both build it, the customer ends it', async ({
  browser,
  allowConsole,
}) => {
  test.setTimeout(300_000);
  allowConsole(
    refusedRequest('403 \\(Forbidden\\)', '/api/bars/[^/]+(\\?.*)?'),
    'a save of the consultant’s still on its way when the customer ends the consultation is refused',
  );
  const stamp = Date.now();
  // The customer builds a bar and asks for a quote.
  const { customer, barId, inquiryId } = await customerWithQuotedBar(browser, `live.customer.${stamp}@example.com`, {
    viewport: DESKTOP,
  });
  // "Invite" beside the avatars opens the share dialog with the edit link.
  await customer.getByTestId('live-invite').click();
  await expect(customer.getByTestId('share-edit-url')).toHaveValue(/\/edit\?edit_token=/);
  await customer.keyboard.press('Escape');
  await expect(customer.getByTestId('share-dialog')).toHaveCount(0);

  const customerNotices = await recordNotices(customer);

  // The consultant joins from the inquiry and lands in the editor, able to edit.
  const consultant = await consultantPage(browser, `anna.berger.${stamp}@example.com`, DESKTOP);
  await consultant.goto(`/admin/inquiries/${inquiryId}`);
  await expect(consultant.getByTestId('inquiry-join-live')).toBeEnabled();
  await consultant.screenshot({ path: `${SHOTS}inquiry-before.png` });
  await consultant.getByTestId('inquiry-join-live').click();
  await expect(consultant).toHaveURL(new RegExp(`/bars/${barId}/edit/`));
  await expect(consultant.getByTestId('editor')).toBeVisible();
  const consultantNotices = await recordNotices(consultant);
  await expectQuantity(consultant, 'GRX-0600-BF', 1);
  await expect(consultant.getByTestId('save-state')).toBeVisible();
  await expect(consultant.getByTestId('leave-consultation')).toBeVisible();
  await expect(consultant.getByTestId('live-invite')).toHaveCount(0);

  // The customer sees who joined, by name and role, and may end it.
  await expect
    .poll(async () => (await customerNotices()).join(' | '))
    .toContain('Anna Berger (consultant) joined and can now edit the bar with you.');
  await expect(customer.getByRole('img', { name: 'Anna Berger · Consultant' })).toBeVisible();
  await expect(customer.getByTestId('end-consultation')).toBeVisible();
  await customer.screenshot({ path: `${SHOTS}customer-joined.png` });

  // Each sees the other's changes.
  await chooseMode(consultant, 'shape');
  await consultant.getByTestId('add-module-g-raxx-600').click();
  await expectQuantity(consultant, 'GRX-0600-BF', 2);
  await expectQuantity(customer, 'GRX-0600-BF', 2);
  await waitUntilSaved(consultant);
  await customer.getByTestId('add-module-g-raxx-600').click();
  await expectQuantity(customer, 'GRX-0600-BF', 3);
  await expectQuantity(consultant, 'GRX-0600-BF', 3);
  await waitUntilSaved(customer);
  await expect(consultant.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await consultant.screenshot({ path: `${SHOTS}consultant-editing.png` });

  // The customer ends it: the consultant is told in their language and can no longer edit.
  await customer.getByTestId('end-consultation').click();
  await expect
    .poll(async () => (await consultantNotices()).join(' | '))
    .toContain('The customer ended the consultation: you can no longer edit this bar.');
  await expect(consultant.getByText('You can view this bar but not change it.')).toBeVisible();
  await expect(consultant.getByTestId('leave-consultation')).toHaveCount(0);
  await expect(customer.getByTestId('end-consultation')).toHaveCount(0);
  await expect(customer.getByTestId('live-participants')).toHaveCount(0);
  await consultant.screenshot({ path: `${SHOTS}consultant-ended.png` });
  const refused = await consultant.request.post(`/api/bars/${barId}/undo`, {
    headers: await xsrf(consultant),
    data: {},
  });
  expect(refused.status()).toBe(403);

  // The inquiry keeps who joined and that the customer ended it.
  await consultant.goto(`/admin/inquiries/${inquiryId}`);
  const history = consultant.getByTestId('inquiry-history');
  await expect(history.locator('[data-kind="live_joined"]')).toContainText('Joined the customer’s bar live');
  await expect(history.locator('[data-kind="live_ended"]')).toContainText('The customer ended the live consultation');
  await expect(history.locator('[data-kind="live_ended"]')).toContainText(`anna.berger.${stamp}@example.com`);
  await expect(consultant.getByTestId('inquiry-join-live')).toBeEnabled();
  await consultant.getByTestId('inquiry-history').scrollIntoViewIfNeeded();
  await consultant.screenshot({ path: `${SHOTS}inquiry-after.png` });
  await expectQuantity(customer, 'GRX-0600-BF', 3);
});
