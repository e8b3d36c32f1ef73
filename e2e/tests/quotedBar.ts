import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { addAustrianAddress, registerVerifiedThroughApi, sendInquiry } from './accounts.ts';
import { expectQuantity, startNewBar } from './modesHelpers.ts';
import { barIdOf, waitUntilSaved } from './shellHelpers.ts';

/**
 * A verified customer on a screen of `device` (a viewport, touch) who built a bar of one G-Raxx 600, saved it and asked for a
 * quote on it: the page in the editor, the bar and the inquiry a consultant can join.
 */
export async function customerWithQuotedBar(
  browser: Browser,
  email: string,
  device: BrowserContextOptions,
): Promise<{ customer: Page; barId: string; inquiryId: number }> {
  const customer = await (await browser.newContext(device)).newPage();
  await registerVerifiedThroughApi(customer, email);
  await startNewBar(customer);
  await customer.getByTestId('add-module-g-raxx-600').click();
  await expectQuantity(customer, 'GRX-0600-BF', 1);
  await waitUntilSaved(customer);
  const barId = barIdOf(customer);
  const inquiryId = await sendInquiry(customer, { barId, addressId: await addAustrianAddress(customer) });
  return { customer, barId, inquiryId };
}
