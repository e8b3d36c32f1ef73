import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { registerThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import {
  createBarFromHome,
  downloadFromMenu,
  editTokenOf,
  startFromPreset,
  storedBar,
  waitUntilSaved,
} from './shellHelpers.ts';

/**
 * The file menu's downloads: the 3D model (GLB) and the parts list (CSV), under one heading with
 * the PDF and the pictures, fetched with the access the editor has (the owner's session, or the
 * edit token of a shared link).
 */

/** The CSV's rows, split on its separator (semicolon or comma, whichever the header uses). */
function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  const separator = (lines[0] ?? '').includes(';') ? ';' : ',';
  return lines.map((line) => line.split(separator).map((cell) => cell.replace(/^"|"$/g, '')));
}

async function expectBarFiles(page: Page, partNumbers: string[]): Promise<void> {
  const glb = await downloadFromMenu(page, 'file-download-glb');
  expect(glb.name).toMatch(/\.glb$/);
  expect(glb.bytes.length).toBeGreaterThan(1000);
  expect(glb.bytes.subarray(0, 4).toString('latin1')).toBe('glTF');
  // The GLB header carries the file's length.
  expect(glb.bytes.readUInt32LE(8)).toBe(glb.bytes.length);

  const csv = await downloadFromMenu(page, 'file-download-csv');
  expect(csv.name).toMatch(/\.csv$/);
  const rows = csvRows(csv.bytes);
  expect(rows[0]?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(rows.length).toBeGreaterThan(1);
  const cells = new Set(rows.slice(1).flat());
  for (const partNumber of partNumbers) expect(cells, `part ${partNumber} in the CSV`).toContain(partNumber);
}

test('the owner downloads the 3D model and the parts list from the file menu, grouped with PDF and image', async ({
  page,
}) => {
  const email = `downloads.${Date.now()}@example.com`;
  await registerThroughApi(page, email);
  const barId = await startFromPreset(page, 'compact-bar');
  await waitUntilSaved(page);
  const stored = await storedBar(page, barId);

  await page.getByTestId('file-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Download', { exact: true })).toBeVisible();
  for (const name of [
    'Create PDF…',
    '3D model (GLB)',
    'Parts list (CSV)',
    'Save image (with background)',
    'Save image (transparent background)',
  ]) {
    await expect(menu.getByRole('menuitem', { name })).toBeEnabled();
  }
  await page.keyboard.press('Escape');

  await expectBarFiles(
    page,
    stored.parts.list.map((line) => line.part_number),
  );
});

test('someone with the edit link downloads the same files without an account', async ({ page, browser }) => {
  const barId = await startFromPreset(page, 'compact-bar');
  await waitUntilSaved(page);
  const stored = await storedBar(page, barId);
  const editToken = await editTokenOf(page, barId);
  expect(editToken).toBeTruthy();

  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(`/bars/${barId}/edit?edit_token=${encodeURIComponent(editToken ?? '')}`);
  await expect(colleague.getByTestId('editor')).toBeVisible();
  await expectBarFiles(
    colleague,
    stored.parts.list.map((line) => line.part_number),
  );
  await colleague.context().close();
});

test('the file menu offers the plan to scale; its PDF reads as a dimensioned top view of the bar', async ({ page }) => {
  const barId = await startFromPreset(page, 'compact-bar');
  await waitUntilSaved(page);
  await page.getByTestId('file-menu').click();
  const menu = page.getByRole('menu');
  for (const name of ['Plan (SVG)', 'Plan (PDF)', 'Plan (DXF)']) {
    await expect(menu.getByRole('menuitem', { name })).toBeEnabled();
  }
  await page.keyboard.press('Escape');
  const plan = await downloadFromMenu(page, 'file-download-plan-pdf');
  expect(plan.name).toMatch(/\.pdf$/);
  expect(plan.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const path = test.info().outputPath(`plan-${barId}.pdf`);
  writeFileSync(path, plan.bytes);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text).toMatch(/top view 1:(20|50)/);
  expect(text).toContain('Customers');
  expect(text).toContain('Dimensions in mm');
  expect(text).toMatch(/\b\d{3,5}\b/);
});

test('a new bar without modules offers no plan yet and says why', async ({ page }) => {
  await page.goto('/');
  await createBarFromHome(page);
  await expect(page).toHaveURL(/\/edit\/side\/front/);
  await page.getByTestId('file-menu').click();
  const menu = page.getByRole('menu');
  for (const name of ['Plan (SVG)', 'Plan (PDF)', 'Plan (DXF)']) {
    await expect(menu.getByRole('menuitem', { name })).toBeDisabled();
  }
  await expect(menu.getByTestId('file-plan-needs-modules')).toHaveText('A plan needs at least one module.');
  await expect(menu.getByRole('menuitem', { name: '3D model (GLB)' })).toBeEnabled();
});
