import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { registerVerified } from './accounts.ts';
import { adminPage, xsrf } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { barIdOf, euro, startFromPreset, storedBar, waitUntilSaved } from './shellHelpers.ts';

const screenshots = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(screenshots, { recursive: true });

type Line = { part_id: number; part_number: string; quantity: number; unit_price: number };

test('a user who owns parts downloads the PDF of the parts to order, asks a quote for them, and the admin sees it marked', async ({
  page,
  browser,
}) => {
  await registerVerified(page, `to.order.${Date.now()}@example.com`);
  await startFromPreset(page, 'compact-bar');
  await waitUntilSaved(page);
  const bar = await storedBar(page, barIdOf(page));
  const [first, second] = bar.parts.list as Line[];
  if (!first || !second || second.quantity < 2)
    throw new Error('the preset lacks two lines, the second of several units');
  // The first part owned in full, the second all but one unit.
  const headers = await xsrf(page);
  const items = [
    { part_id: first.part_id, count: first.quantity },
    { part_id: second.part_id, count: second.quantity - 1 },
  ];
  expect((await page.request.put('/api/user/inventory', { data: { items }, headers })).status()).toBe(200);
  const address = {
    organization: 'Own Parts GmbH',
    street: 'Lager 3',
    postal_code: '80331',
    city: 'München',
    country: 'Deutschland',
  };
  expect((await page.request.post('/api/addresses', { data: address, headers })).status()).toBe(201);
  const owned = first.quantity + second.quantity - 1;
  const toOrderNet =
    bar.parts.total_price - first.quantity * first.unit_price - (second.quantity - 1) * second.unit_price;

  await page.goto(`/bars/${bar.id}/edit/side/front`);
  await page.getByTestId('tab-partsList').click();
  await expect(page.getByTestId('order-total')).toHaveText(euro(toOrderNet));

  // The PDF of the parts to order: the owned parts subtracted, and said so.
  await page.getByTestId('parts-pdf-open').click();
  const choice = page.getByTestId('pdf-parts');
  await expect(choice).toContainText(`Only parts to order (owned parts subtracted: ${owned})`);
  await expect(page.getByTestId('pdf-parts-all')).toBeChecked();
  await page.getByTestId('pdf-parts-to-order').check();
  await page
    .getByTestId('pdf-dialog')
    .screenshot({ path: `${screenshots}pdf-to-order-choice.png`, animations: 'disabled' });
  const downloadEvent = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByTestId('pdf-download').click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/-to-order\.pdf$/);
  const file = test.info().outputPath('to-order.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[^\S\n\f]/g, ' ');
  expect(text).toContain('Parts to order only');
  expect(text).toContain(`${owned} parts you already own were subtracted`);
  expect(text).toMatch(new RegExp(`Net total\\s+${euro(toOrderNet).replace(/[.$]/g, '\\$&')}`));
  // The second part: one unit left to order.
  expect(text).toMatch(
    new RegExp(`^\\s*${second.part_number}\\s.*\\s1\\s+${euro(second.unit_price).replace(/[.$]/g, '\\$&')}`, 'm'),
  );
  await page.getByTestId('pdf-dialog').getByRole('button', { name: 'Close' }).click();

  // The quote for the parts to order.
  await page.getByTestId('quote-open').click();
  await expect(page.getByTestId('quote-form')).toBeVisible();
  await expect(page.getByTestId('billing-addresses').getByRole('radio')).toBeChecked();
  await page.getByTestId('quote-parts-to-order').check();
  await page.getByTestId('quote-consent-contact').click();
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/inquiries'));
  await page.getByTestId('quote-submit').click();
  const inquiry = (await (await sent).json()).data as { id: number; to_order_only: boolean };
  expect(inquiry.to_order_only).toBe(true);
  await expect(page.getByTestId('quote-done')).toBeVisible();

  // The administrator sees that only the parts to order were asked for, and only those lines.
  const admin = await adminPage(browser);
  await admin.goto('/admin/inquiries');
  const row = admin.getByTestId('list-row').filter({ has: admin.locator(`a[href="/admin/inquiries/${inquiry.id}"]`) });
  await expect(row).toContainText('Parts to order only');
  await expect(row).toContainText(euro(toOrderNet));
  await row.screenshot({ path: `${screenshots}inquiry-list-to-order.png`, animations: 'disabled' });
  await row.getByTestId('row-link').click();
  await expect(admin).toHaveURL(new RegExp(`/admin/inquiries/${inquiry.id}$`));
  await expect(admin.getByTestId('inquiry-to-order-only')).toHaveText(
    `The customer asked only for the parts still to order (owned parts subtracted: ${owned}).`,
  );
  const frozen = admin.getByTestId('inquiry-parts-table');
  await expect(frozen).toContainText(second.part_number);
  await expect(frozen).not.toContainText(first.part_number);
  await admin
    .getByTestId('inquiry-parts')
    .screenshot({ path: `${screenshots}inquiry-to-order-admin.png`, animations: 'disabled' });
  await admin.context().close();
});
