import { mkdirSync } from 'node:fs';
import { adminPage, xsrf } from './adminSession.ts';
import { expect, refusedRequest, test } from './fixtures.ts';
import { presetWithInsert } from './presetData.ts';

/**
 * An assembly that saved bars and active presets use keeps its type: the admin assembly page shows
 * the server's 422 (naming both counts) under the type field, in the interface language, and
 * nothing is saved. The saved bar is started from a seeded preset (its revision 1 holds the
 * preset's document) and removed at the end; the preset stays active.
 * Screenshot at 1280 px in German under /tmp/shots/tidy/.
 */
const SHOTS = '/tmp/shots/tidy/';
mkdirSync(SHOTS, { recursive: true });

test('an insert that a saved bar and a preset use keeps its type: the 422 shows under the type field, in German', async ({
  browser,
  allowConsole,
}) => {
  allowConsole(
    refusedRequest('422 \\(Unprocessable Entity\\)', '/api/assemblies/\\d+'),
    'the test changes the type of an insert in use, which the server refuses',
  );
  const admin = await adminPage(browser, 'de', 1280);

  const { presetId, assemblyId } = await presetWithInsert(admin);
  const created = await admin.request.post('/api/bars', {
    data: { name: `In use ${Date.now()}`, preset_id: presetId },
    headers: await xsrf(admin),
  });
  expect(created.status()).toBe(201);
  const bar = ((await created.json()) as { data: { id: string } }).data;
  try {
    await admin.goto(`/admin/assemblies/${assemblyId}`);
    const type = admin.getByTestId('assembly-type');
    await expect(type).toHaveValue('Einsatz');

    await type.click();
    await admin.getByRole('option', { name: 'Arbeitsplatte', exact: true }).click();
    await expect(type).toHaveValue('Arbeitsplatte');
    const answer = admin.waitForResponse(
      (r) => r.url().endsWith(`/api/assemblies/${assemblyId}`) && r.request().method() === 'PUT',
    );
    await admin.getByTestId('admin-form-save').click();
    const refused = await answer;
    expect(refused.status()).toBe(422);
    const errors = ((await refused.json()) as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toEqual(['type']);
    const message = errors.type?.[0] ?? '';
    expect(message).toMatch(
      /^Diese Baugruppe wird in [1-9]\d* gespeicherten Bars? und [1-9]\d* Vorlagen? verwendet; ihr Typ kann daher nicht geändert werden\.$/,
    );

    // The message is the type field's own error (its accessible description), right under it.
    await expect(type).toHaveAttribute('aria-invalid', 'true');
    await expect(type).toHaveAccessibleDescription(message);
    const shown = admin.getByText(message, { exact: true });
    await expect(shown).toHaveCount(1);
    const field = await type.boundingBox();
    const text = await shown.boundingBox();
    if (!field || !text) throw new Error('type field or its error is not on screen');
    expect(text.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
    expect(text.y).toBeLessThan(field.y + field.height + 40);
    expect(Math.abs(text.x - field.x)).toBeLessThan(8);
    // Still unsaved: the page keeps the chosen type for the administrator to take back.
    await expect(admin.getByTestId('admin-form-state')).toHaveText('Ungespeicherte Änderungen');
    // What the administrator sees right after pressing save at the bottom of the form, then the whole page.
    await admin.screenshot({ path: `${SHOTS}assembly-in-use-1280-de-view.png` });
    await admin.evaluate(() => window.scrollTo(0, 0));
    await admin.screenshot({ path: `${SHOTS}assembly-in-use-1280-de.png`, fullPage: true });

    // Leaving with unsaved changes asks first; the reload goes ahead and shows the stored type.
    admin.on('dialog', (dialog) => void dialog.accept());
    await admin.reload();
    await expect(admin.getByTestId('assembly-type')).toHaveValue('Einsatz');
    await expect(admin.getByText(message, { exact: true })).toHaveCount(0);
    const stored = (await (await admin.request.get(`/api/assemblies/${assemblyId}`)).json()) as {
      data: { type: string };
    };
    expect(stored.data.type).toBe('insert');
  } finally {
    const removed = await admin.request.delete(`/api/bars/${bar.id}`, { headers: await xsrf(admin) });
    expect(removed.status()).toBe(204);
    await admin.context().close();
  }
});
