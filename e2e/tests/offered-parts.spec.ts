import { mkdirSync } from 'node:fs';
import { adminPage, xsrf } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { presetWithInsert } from './presetData.ts';

/**
 * An administrator switches off an insert that a guest's bar holds: the assembly page says how many
 * bars hold it first; the guest's parts list (the editor's Parts list tab, no 3D view) then marks
 * it "no longer offered", prices it as before, shows the same net total as the admin bars list, and
 * replaces it in one click by the active insert of the same fit.
 * Screenshots at 1440 × 900 under /tmp/shots/offered/.
 */
const SHOTS = '/tmp/shots/offered/';
mkdirSync(SHOTS, { recursive: true });

type Insert = { rack_insert_model_id: number };
type BarBody = Record<string, unknown> & {
  version: number;
  front: { baseModules: { racks?: { inserts: Insert[] }[] }[] };
  back: { baseModules: { racks?: { inserts: Insert[] }[] }[] };
};
const DOCUMENT_FIELDS = [
  'schemaVersion',
  'front',
  'back',
  'additionalAccessories',
  'singleParts',
  'settings',
  'orbit_settings',
];

test('a switched-off insert stays in the bar, marked, at the total the admin list shows, and is replaced in one click', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser, 'en', 1440);
  await admin.setViewportSize({ width: 1440, height: 900 });
  const { presetId, assemblyId } = await presetWithInsert(admin);
  const original = (
    (await (await admin.request.get(`/api/assemblies/${assemblyId}`)).json()) as {
      data: Record<string, unknown> & { translations: { en: { name: string } } };
    }
  ).data;

  // A copy of the preset's insert under a name of its own (same fit, so the original replaces it).
  const name = `Retired insert ${Date.now()}`;
  const { id: _id, order_column: _order, ...fields } = original;
  const created = await admin.request.post('/api/assemblies', {
    headers: await xsrf(admin),
    data: {
      ...fields,
      thumbnail: '',
      is_active: true,
      translations: { de: { name, description: name }, en: { name, description: name } },
    },
  });
  expect(created.status()).toBe(201);
  const retired = ((await created.json()) as { data: { id: number } }).data;

  // The guest's bar: the preset with every insert of that kind made the new one.
  const guestContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const guest = await guestContext.newPage();
  await guest.goto('/');
  const barName = `Offered ${Date.now()}`;
  const bar = await guest.request.post('/api/bars', {
    data: { name: barName, preset_id: presetId },
    headers: await xsrf(guest),
  });
  expect(bar.status()).toBe(201);
  const { id: barId, edit_token: editToken } = ((await bar.json()) as { data: { id: string; edit_token: string } })
    .data;
  const token = `edit_token=${encodeURIComponent(editToken)}`;
  const stored = ((await (await guest.request.get(`/api/bars/${barId}?${token}`)).json()) as { data: BarBody }).data;
  let replaced = 0;
  for (const module of [...stored.front.baseModules, ...stored.back.baseModules]) {
    for (const rack of module.racks ?? []) {
      for (const insert of rack.inserts) {
        if (insert.rack_insert_model_id === assemblyId) {
          insert.rack_insert_model_id = retired.id;
          replaced += 1;
        }
      }
    }
  }
  const body: Record<string, unknown> = { version: stored.version };
  for (const field of DOCUMENT_FIELDS) body[field] = stored[field];
  const saved = await guest.request.put(`/api/bars/${barId}?${token}`, { data: body, headers: await xsrf(guest) });
  expect(saved.status()).toBe(200);

  try {
    // The admin sees the bar holding it, then switches it off.
    await admin.goto(`/admin/assemblies/${retired.id}`);
    await expect(admin.getByTestId('assembly-usage')).toContainText('Saved bars with it: 1');
    await expect(admin.getByTestId('assembly-usage')).toContainText('no longer offered');
    await admin.getByTestId('assembly-active').click();
    const put = admin.waitForResponse(
      (r) => r.url().endsWith(`/api/assemblies/${retired.id}`) && r.request().method() === 'PUT',
    );
    await admin.getByTestId('admin-form-save').click();
    expect((await put).status()).toBe(200);
    await admin.screenshot({ path: `${SHOTS}admin-assembly-1440.png` });

    await admin.goto(`/admin/bars?search=${encodeURIComponent(barName)}`);
    const row = admin.getByTestId('list-row');
    await expect(row).toHaveCount(1);

    // The guest's Parts list tab: marked, with a one-click replacement naming what replaces it.
    await guest.goto(`/bars/${barId}/edit/side/front?mode=racks&view=list&${token}`);
    const notice = guest.getByTestId('unoffered-parts');
    await expect(notice).toBeVisible();
    await expect(notice.getByTestId(`unoffered-${retired.id}`)).toContainText(`${replaced} × ${name}`);
    const fix = notice.getByTestId('unoffered-fix');
    await expect(fix).toHaveText(`Replace with ${original.translations.en.name}`);
    await expect(guest.getByTestId('parts-list').getByTestId('no-longer-offered').first()).toBeVisible();
    const total = (await guest.getByTestId('parts-total').first().textContent()) ?? '';
    expect(total).toMatch(/€/);
    await expect(row).toContainText(total);
    await guest.screenshot({ path: `${SHOTS}parts-list-1440.png` });

    // One click: the original insert in its places, the same total, nothing marked.
    await fix.click();
    await expect(notice).toHaveCount(0);
    await expect(guest.getByTestId('no-longer-offered')).toHaveCount(0);
    await expect(guest.getByTestId('parts-total').first()).toHaveText(total);
  } finally {
    const removed = await guest.request.delete(`/api/bars/${barId}?${token}`, { headers: await xsrf(guest) });
    expect(removed.status()).toBe(204);
    await guestContext.close();
    await admin.context().close();
  }
});
