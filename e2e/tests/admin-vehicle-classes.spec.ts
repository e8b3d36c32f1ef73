import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11yHelpers.ts';
import { adminPage, xsrf } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { startFromPreset } from './shellHelpers.ts';

/**
 * T1: the vehicle classes at /admin/vehicle-classes. An administrator lowers the small van's
 * payload below a bar's weight; the list, the stored record and the transport plan on the Bags
 * tab follow it, also in an editor opened earlier in the same tab. Every change is put back at the
 * end, because later specs on the same server read the plan. Screenshots go to e2e/screenshots/.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });

type VehicleRecord = { code: string; name: Record<string, string>; cargo: object; payload: number };

async function storedVehicle(page: Page, code: string): Promise<VehicleRecord> {
  const response = await page.request.get(`/api/vehicle-classes/${code}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: VehicleRecord }).data;
}

async function restoreVehicle(page: Page, vehicle: VehicleRecord): Promise<void> {
  const { code, ...update } = vehicle;
  const restored = await page.request.put(`/api/vehicle-classes/${code}`, { headers: await xsrf(page), data: update });
  expect(restored.status()).toBe(200);
}

/** From the admin area to the bar's Bags tab without reloading: configurator, recent bars, Open. */
async function openRecentBarsBags(page: Page): Promise<void> {
  await page.getByTestId('admin-to-configurator').click();
  await page.getByTestId('recent-bars').getByRole('link', { name: 'Open' }).first().click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByTestId('tab-singleParts').click();
  await page.getByTestId('parts-tab-mode').getByText('Bags').click();
  await expect(page.getByTestId('transport-plan')).toBeVisible();
}

test('an administrator lowers a payload; the list, a reload and the transport plan in the same tab follow it', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const original = await storedVehicle(admin, 'small-van');
  try {
    // A bar of this device, opened once in this tab before the change: its catalogue is cached.
    await startFromPreset(admin, 'compact-bar');
    await admin.goto('/admin');
    await openRecentBarsBags(admin);
    const plan = admin.getByTestId('transport-plan');
    await expect(plan.getByTestId('vehicle-small-van')).toHaveAttribute('data-fits', 'true');
    while (!/\/admin$/.test(admin.url())) await admin.goBack();

    await admin.getByTestId('admin-nav-vehicleClasses').click();
    const row = admin.getByTestId('vehicle-class-small-van');
    await expect(admin.getByTestId('admin-vehicle-classes').getByTestId('list-table').locator('tbody tr')).toHaveCount(
      3,
    );
    await expect(row.getByTestId('vehicle-class-cargo')).toHaveText('2,300 × 1,500 × 1,250 mm');
    await expect(row.getByTestId('vehicle-class-volume')).toHaveText('4,312.5 l');
    await expect(row.getByTestId('vehicle-class-payload')).toHaveText('800.0 kg');
    await expectNoSeriousViolations(admin, 'admin vehicle classes');

    await row.getByRole('link', { name: 'Small van' }).click();
    await expect(admin.getByTestId('vehicle-class-code')).toHaveText('small-van');
    await expect(admin.getByTestId('vehicle-class-payload')).toHaveValue('800');
    await expect(admin.getByTestId('vehicle-class-volume')).toHaveText('Cargo volume: 4,312.5 l');
    await admin.screenshot({ path: `${shots}admin-vehicle-class-1280.png`, fullPage: true });
    await admin.getByTestId('vehicle-class-payload').fill('1');
    await expect(admin.getByTestId('admin-form-state')).toHaveText('Unsaved changes');
    const saved = admin.waitForResponse(
      (r) => r.url().endsWith('/api/vehicle-classes/small-van') && r.request().method() === 'PUT',
    );
    await admin.getByTestId('admin-form-save').click();
    expect((await saved).status()).toBe(200);
    await expect(admin.getByText('The changes have been saved.')).toBeVisible();
    await expect(admin.getByTestId('admin-form-state')).toHaveText('');

    await admin.getByTestId('admin-nav-vehicleClasses').click();
    await expect(row.getByTestId('vehicle-class-payload')).toHaveText('1.0 kg');
    await admin.screenshot({ path: `${shots}admin-vehicle-classes-1280.png`, fullPage: true });

    // Back in the editor of this tab: the plan now checks against the new payload.
    await openRecentBarsBags(admin);
    await expect(plan.getByTestId('vehicle-small-van')).toHaveAttribute('data-fits', 'false');
    await expect(plan.getByTestId('vehicle-small-van')).toHaveText('Small van: does not fit');
    await expect(plan.getByTestId('vehicle-van-3500')).toHaveAttribute('data-fits', 'true');
    await admin.screenshot({ path: `${shots}bags-plan-small-van-payload-1280.png`, fullPage: true });

    // A reload reads the stored value.
    await admin.goto('/admin/vehicle-classes/small-van');
    await expect(admin.getByTestId('vehicle-class-payload')).toHaveValue('1');
    expect((await storedVehicle(admin, 'small-van')).payload).toBe(1000);
  } finally {
    await restoreVehicle(admin, original);
  }
});

test('the vehicle class form checks before sending, shows server errors at their field and guards unsaved changes', async ({
  browser,
}) => {
  const admin = await adminPage(browser, 'de');
  const original = await storedVehicle(admin, 'estate-car');
  try {
    await admin.goto('/admin/vehicle-classes/estate-car');
    await expect(admin.getByTestId('vehicle-class-cargo-length')).toHaveValue('1.800');
    let puts = 0;
    admin.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/vehicle-classes/')) puts += 1;
    });

    // Refused in the browser: no request leaves.
    await admin.getByTestId('vehicle-class-cargo-length').fill('0');
    await admin.getByTestId('vehicle-class-payload').fill('1.5');
    await admin.getByTestId('vehicle-class-lang-de').click();
    await admin.getByTestId('vehicle-class-name-de').fill(' ');
    await admin.getByTestId('admin-form-save').click();
    await expect(admin.getByText('Geben Sie ganze Millimeter von 1 bis 100.000 ein, z. B. 2300.')).toBeVisible();
    await expect(admin.getByTestId('vehicle-class-payload')).toHaveAttribute('aria-invalid', 'true');
    await expect(admin.getByTestId('vehicle-class-name-de')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toBe(0);
    await expectNoSeriousViolations(admin, 'admin vehicle class errors de');

    // A 422 from the server lands at the field it names.
    await admin.getByTestId('vehicle-class-cargo-length').fill('1.900');
    await admin.getByTestId('vehicle-class-payload').fill('450');
    await admin.getByTestId('vehicle-class-name-de').fill('Kombi');
    await admin.route('**/api/vehicle-classes/estate-car', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Ungültig', errors: { 'cargo.width': ['Breite: vom Server abgelehnt'] } }),
          })
        : route.continue(),
    );
    await admin.getByTestId('admin-form-save').click();
    await expect(admin.getByText('Breite: vom Server abgelehnt')).toBeVisible();
    await expect(admin.getByTestId('vehicle-class-cargo-width')).toHaveAttribute('aria-invalid', 'true');
    await admin.unroute('**/api/vehicle-classes/estate-car');

    // Leaving with unsaved changes asks first.
    await admin.getByTestId('admin-nav-vehicleClasses').click();
    await expect(admin.getByTestId('admin-form-stay')).toBeVisible();
    await admin.getByTestId('admin-form-stay').click();
    await expect(admin).toHaveURL(/\/admin\/vehicle-classes\/estate-car$/);
    expect((await storedVehicle(admin, 'estate-car')).payload).toBe(original.payload);
  } finally {
    await restoreVehicle(admin, original);
  }
});
