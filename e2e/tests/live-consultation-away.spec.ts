/*
 * A consultant who just closes the tab: the customer is told they left, and once they have been
 * away for the grace (here the shortest the server accepts, 10 s) the consultation ends by itself;
 * the customer's editor says so and the inquiry's history names it. The grace is what keeps a
 * reload from ending it; the server's tests cover that one.
 */
import { mkdirSync } from 'node:fs';
import { consultantPage } from './adminSession.ts';
import { test as base, expect } from './fixtures.ts';
import { customerWithQuotedBar } from './quotedBar.ts';
import { recordNotices } from './shellHelpers.ts';

const DESKTOP = { width: 1440, height: 900 };
/** The customer on an iPad-sized touch screen, the colleague reading the history on a tablet held upright. */
const IPAD = { viewport: { width: 1180, height: 820 }, hasTouch: true };
const TABLET_UPRIGHT = { width: 820, height: 1180 };
const SHOTS = '/tmp/shots/live-consultation-away/';
mkdirSync(SHOTS, { recursive: true });

const test = base.extend<object, { serverEnv: Record<string, string> }>({
  serverEnv: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      await use({ LIVE_CONSULTANT_GRACE_SECONDS: '10', LIVE_SWEEP_SECONDS: '5' });
    },
    { scope: 'worker' },
  ],
});

test('a consultation whose consultant closed the tab ends by itself after the grace; the customer on a tablet is told', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const { customer, inquiryId } = await customerWithQuotedBar(browser, `away.customer.${stamp}@example.com`, IPAD);
  const customerNotices = await recordNotices(customer);

  const consultant = await consultantPage(browser, `anna.away.${stamp}@example.com`, DESKTOP);
  await consultant.goto(`/admin/inquiries/${inquiryId}`);
  await consultant.getByTestId('inquiry-join-live').click();
  await expect(consultant.getByTestId('leave-consultation')).toBeVisible();
  await expect(customer.getByTestId('end-consultation')).toBeVisible();

  // The consultant closes the tab without leaving.
  await consultant.close();
  await expect
    .poll(async () => (await customerNotices()).join(' | '))
    .toContain('Anna Berger (consultant) left the bar.');
  await expect
    .poll(async () => (await customerNotices()).join(' | '), { timeout: 60_000 })
    .toContain('The consultant was away for a while, so the consultation ended: they can no longer edit your bar.');
  await expect(customer.getByTestId('end-consultation')).toHaveCount(0);
  await customer.screenshot({ path: `${SHOTS}customer-tablet-told.png` });

  // The inquiry's history says how it ended, to a colleague too, who may join it now.
  const again = await consultantPage(browser, `anna.back.${stamp}@example.com`, TABLET_UPRIGHT);
  await again.goto(`/admin/inquiries/${inquiryId}`);
  const history = again.getByTestId('inquiry-history');
  await expect(history.locator('[data-kind="live_ended"]')).toContainText(
    'The consultation ended by itself (the consultant was away)',
  );
  await expect(again.getByTestId('inquiry-join-live')).toBeEnabled();
  await history.locator('[data-kind="live_ended"]').scrollIntoViewIfNeeded();
  await again.screenshot({ path: `${SHOTS}history-tablet-upright.png` });
  // Nothing on the inquiry runs out of the upright tablet: the parts list puts part numbers under the names.
  await again.getByTestId('inquiry-parts-table').scrollIntoViewIfNeeded();
  await again.screenshot({ path: `${SHOTS}parts-tablet-upright.png` });
  expect(await again.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
