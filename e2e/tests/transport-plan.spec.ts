import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { adminPage, xsrf } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { startFromPreset, storedBar, waitUntilSaved } from './shellHelpers.ts';

/** The transport plan (T1) and the power budget (E1) on the Bags tab; an administrator's part edit changes them. */
const shots = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });

type PartRecord = { id: number; variants: { part_number: string }[] } & Record<string, unknown>;

/** A preset with four LED bars 1200 (18 W each) added as single parts, on the Bags tab. */
async function presetWithLeds(page: Page): Promise<string> {
  const barId = await startFromPreset(page, 'compact-bar');
  await page.getByTestId('tab-singleParts').click();
  await page.getByTestId('single-parts-search').fill('LED-1200');
  await page.getByTestId('single-count-LED-1200').fill('4');
  await expect(page.getByTestId('single-parts-list').getByTestId('parts-line-LED-1200')).toBeVisible();
  await page.getByTestId('parts-tab-mode').getByText('Bags').click();
  await expect(page.getByTestId('transport-plan')).toBeVisible();
  return barId;
}

test('the Bags tab shows the bags with their contents, volume, weight, vehicles and the power of the LEDs', async ({
  page,
}) => {
  const barId = await presetWithLeds(page);
  const plan = page.getByTestId('transport-plan');
  await expect(plan.getByTestId('transport-bag-TAS-MOD')).toContainText('G-Raxx');
  await expect(plan.getByTestId('transport-bag-TAS-TKP')).toContainText('4 × LED bar 1200');
  await expect(plan.getByTestId('transport-totals')).toContainText(/Volume [\d,.]+ l · weight [\d,.]+ kg/);
  await expect(plan.getByTestId('transport-vehicles').locator('[data-fits]')).toHaveCount(3);
  await expect(plan.getByTestId('vehicle-van-3500')).toHaveAttribute('data-fits', 'true');
  // The power budget is on the live parts list beside the plan.
  await expect(page.getByTestId('power-figures')).toHaveText(
    '72 W · 0.31 A at 230 V · 1 circuit(s) of 16 A · 4 socket(s)',
  );
  await expect(page.getByTestId('power-warning')).toHaveCount(0);
  await page.screenshot({ path: `${shots}bags-plan-1280.png`, fullPage: true });

  // The server's plan, as GET /api/bars/{id} carries it, is the one on screen.
  await waitUntilSaved(page);
  const bar = (await storedBar(page, barId)) as unknown as {
    transport: { bags: { part_id: number; count: number }[] };
    power: { watts: number; circuits: number };
    packaging_recommendation: { part_id: number; qty: number }[];
  };
  expect(bar.power).toMatchObject({ watts: 72, circuits: 1 });
  expect(bar.transport.bags.map((bag) => ({ part_id: bag.part_id, qty: bag.count }))).toEqual(
    bar.packaging_recommendation,
  );
});

test("an administrator changes the LED bar's watts and packed size; a new plan follows them", async ({ browser }) => {
  const admin = await adminPage(browser);
  const parts = (await (await admin.request.get('/api/parts')).json()) as { data: PartRecord[] };
  const led = parts.data.find((part) => part.variants.some((variant) => variant.part_number === 'LED-1200'));
  if (!led) throw new Error('no LED bar 1200');
  const original = (await (await admin.request.get(`/api/parts/${led.id}`)).json()) as { data: PartRecord };
  try {
    await admin.goto(`/admin/parts/${led.id}`);
    await expect(admin.getByTestId('part-watts')).toHaveValue('18');
    await admin.getByTestId('part-watts').fill('1000');
    await admin.getByTestId('part-packed-width').fill('500');
    await admin.getByTestId('part-packed-height').fill('300');
    const saved = admin.waitForResponse(
      (r) => r.url().endsWith(`/api/parts/${led.id}`) && r.request().method() === 'PUT',
    );
    await admin.getByTestId('admin-form-save').click();
    expect((await saved).status()).toBe(200);
    await expect(admin.getByTestId('admin-form-state')).toHaveText('');
    await admin.screenshot({ path: `${shots}admin-part-1280.png`, fullPage: true });

    const customer = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await presetWithLeds(customer);
    const plan = customer.getByTestId('transport-plan');
    // 4 × 1000 W needs two circuits at 2,944 W each; the bigger LED bars now travel in a module bag.
    await expect(customer.getByTestId('power-figures')).toHaveText(
      '4,000 W · 17.39 A at 230 V · 2 circuit(s) of 16 A · 4 socket(s)',
    );
    await expect(customer.getByTestId('power-warning')).toContainText('needs 2 circuits');
    await expect(plan.getByTestId('transport-bag-TAS-MOD')).toContainText('4 × LED bar 1200');
    await customer.screenshot({ path: `${shots}bags-plan-after-admin-1280.png`, fullPage: true });
    await customer.context().close();
  } finally {
    const { id: _id, code: _code, type: _type, ...update } = original.data;
    const restored = await admin.request.put(`/api/parts/${led.id}`, { headers: await xsrf(admin), data: update });
    expect(restored.status()).toBe(200);
  }
});
