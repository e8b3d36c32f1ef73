import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11yHelpers.ts';
import { addAustrianAddress, registerVerifiedThroughApi, sendInquiry } from './accounts.ts';
import { adminPage, xsrf } from './adminSession.ts';
import { expect, refusedRequest, test } from './fixtures.ts';
import { chooseMode } from './modesHelpers.ts';
import { chooseCountry, startFromPreset, storedBar, waitUntilSaved, withoutLiveChannel } from './shellHelpers.ts';

/**
 * axe-core on every dialog and drawer of the product beyond those a11y.spec.ts checks, on the address
 * book, and on more admin lists and forms: no serious or critical violation may remain in any.
 */

/** Closes the dialog on top with Escape and waits until it is gone. */
async function closeDialog(page: Page, count = 0): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(count);
}

test.describe('accessibility of the dialogs (axe, WCAG 2.1 AA)', () => {
  // Each test scans six to ten screens with axe-core, each scan tens of seconds on a 2-core machine
  // whose other browser draws in software WebGL: the signed-in customer's took 1.9 min alone and
  // ran past the 3 min timeout at the start of a full CI run, with nothing wrong but time.
  test.slow();

  test('signed-in customer: file menu, My configurations, share, delete, rename, save as, PDF, logout', async ({
    page,
  }) => {
    await registerVerifiedThroughApi(page, `a11y.account.${Date.now()}@example.com`);
    await startFromPreset(page, 'compact-bar');
    await waitUntilSaved(page);

    await page.getByTestId('file-menu').click();
    await expect(page.getByTestId('file-open')).toBeVisible();
    await expectNoSeriousViolations(page, 'file menu');
    await page.getByTestId('file-open').click();
    await expect(page.getByTestId('my-bar')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'my configurations dialog');
    await page.getByTestId('my-bar').getByTestId('bar-share').click();
    await expect(page.getByTestId('share-preview-url')).toHaveValue(/preview_token=/);
    await expectNoSeriousViolations(page, 'share dialog');
    await closeDialog(page, 1);
    await page.getByTestId('my-bar').getByTestId('bar-delete').click();
    await expect(page.getByTestId('delete-bar-submit')).toBeVisible();
    await expectNoSeriousViolations(page, 'delete bar dialog');
    await closeDialog(page, 1);
    await closeDialog(page);

    for (const item of ['file-rename', 'file-save-as']) {
      await page.getByTestId('file-menu').click();
      await page.getByTestId(item).click();
      await expect(page.getByTestId('bar-name-input')).toBeVisible();
      await expectNoSeriousViolations(page, `${item} dialog`);
      await closeDialog(page);
    }

    await page.getByTestId('file-menu').click();
    await page.getByTestId('file-pdf').click();
    await expect(page.getByTestId('pdf-download')).toBeVisible();
    await expectNoSeriousViolations(page, 'pdf dialog');
    await closeDialog(page);

    await page.getByTestId('file-menu').click();
    await page.getByTestId('file-logout').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'logout dialog');
    await closeDialog(page);
  });

  test('the address book, its form and the question before deleting an address', async ({ page }) => {
    await registerVerifiedThroughApi(page, `a11y.addresses.${Date.now()}@example.com`);
    await addAustrianAddress(page);
    await page.goto('/account/addresses');
    await expect(page.getByTestId('address-book-row')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'address book');
    await page.getByTestId('address-book-edit').click();
    await expect(page.getByTestId('address-save')).toBeVisible();
    await expectNoSeriousViolations(page, 'address book edit');
    await page.goto('/account/addresses');
    await page.getByTestId('address-book-delete').click();
    await expect(page.getByTestId('address-book-delete-dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'address book delete dialog');
  });

  test('editor: quote and consultation (form, problems, thanks), FAQ', async ({ page }) => {
    await registerVerifiedThroughApi(page, `a11y.editor.${Date.now()}@example.com`);
    await startFromPreset(page, 'full-service-bar');
    await waitUntilSaved(page);

    await page.getByTestId('tab-partsList').click();
    await page.getByTestId('quote-open').click();
    await expect(page.getByTestId('quote-form')).toBeVisible();
    await expectNoSeriousViolations(page, 'quote dialog');
    // The new address with its problems shown, then saved; the inquiry sent and thanked for.
    await page.getByTestId('address-street').fill('');
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId('address-form')).toContainText('Please fill in this field.');
    await expectNoSeriousViolations(page, 'quote dialog, address with problems');
    await page.getByTestId('address-organization').fill('Terrace GmbH');
    await page.getByTestId('address-street').fill('Hauptstraße 1');
    await page.getByTestId('address-postal_code').fill('10115');
    await page.getByTestId('address-city').fill('Berlin');
    await chooseCountry(page, 'address-country', 'Germany');
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId('billing-addresses').getByTestId('address-row')).toHaveCount(1);
    await page.getByTestId('quote-consent-contact').click();
    await page.getByTestId('quote-submit').click();
    await expect(page.getByTestId('quote-done')).toBeVisible();
    await expectNoSeriousViolations(page, 'quote thanks');
    await closeDialog(page);

    await page.getByTestId('open-consultation').click();
    await expect(page.getByTestId('consultation-choice')).toBeVisible();
    await expectNoSeriousViolations(page, 'consultation choice');
    await page.getByTestId('consultation-call-back').click();
    const form = page.getByTestId('consultation-form');
    await expect(form).toBeVisible();
    await expectNoSeriousViolations(page, 'consultation form');
    // Sent without the consent: the form shows why, then the thanks once it is given.
    await page.getByTestId('consultation-name').fill('Erika Muster');
    await page.getByTestId('consultation-phone').fill('+49 30 1234567');
    await chooseCountry(page, 'consultation-country', 'Germany');
    await page.getByTestId('consultation-submit').click();
    await expect(form).toContainText('Please agree to be contacted and to the storage of your data.');
    await expectNoSeriousViolations(page, 'consultation form with a problem');
    await page.getByTestId('consultation-time').selectOption('afternoon');
    await page.getByTestId('consultation-topic').selectOption('branding');
    await page.getByTestId('consultation-consent').check();
    await page.getByTestId('consultation-submit').click();
    await expect(page.getByTestId('consultation-done')).toBeVisible();
    await expectNoSeriousViolations(page, 'consultation thanks');
    await closeDialog(page);

    await page.getByTestId('open-faq').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'faq drawer');
    await closeDialog(page);
  });

  test('editor: packaging, confirmation and conflict dialogs', async ({ page, allowConsole }) => {
    allowConsole(
      refusedRequest('409 \\(Conflict\\)', '/api/bars/[0-9a-f-]{36}(\\?.*)?'),
      'the test saves over a version changed meanwhile (the conflict dialog)',
    );
    // Another client's save meets this editor as a conflict only without the live channel.
    await withoutLiveChannel(page.context());
    await registerVerifiedThroughApi(page, `a11y.editing.${Date.now()}@example.com`);
    const barId = await startFromPreset(page, 'full-service-bar');
    await waitUntilSaved(page);

    await page.getByTestId('tab-singleParts').click();
    await page.getByTestId('parts-tab-mode').getByText('Bags').click();
    await page.getByTestId('open-recommendation').click();
    await expect(page.getByTestId('packaging-dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'packaging dialog');
    await closeDialog(page);

    await page.getByTestId('tab-bar').click();
    await chooseMode(page, 'branding');
    await expectNoSeriousViolations(page, 'branding mode with the picture upload');
    await chooseMode(page, 'counter-boards');
    await page.getByTestId('delete-all-boards').click();
    await expect(page.getByRole('dialog')).toContainText('Delete all bar tops');
    await expectNoSeriousViolations(page, 'confirmation dialog');
    await closeDialog(page);

    // Another client saves first: the next edit here meets 409 and shows the choice.
    const { version } = await storedBar(page, barId);
    const renamed = await page.request.put(`/api/bars/${barId}`, {
      headers: await xsrf(page),
      data: { version, name: 'Renamed elsewhere' },
    });
    expect(renamed.status()).toBe(200);
    await chooseMode(page, 'shape');
    await page.getByTestId('add-module-g-raxx-600').click();
    await expect(page.getByTestId('save-conflict')).toBeVisible();
    await expectNoSeriousViolations(page, 'conflict dialog');
  });

  test('guest and unverified account: templates, forgot password, resend confirmation, quote and PDF asking to confirm first', async ({
    page,
  }) => {
    await page.goto('/?templates=1');
    await expect(page.getByTestId('presets-list')).toBeVisible();
    await expectNoSeriousViolations(page, 'templates dialog');
    await closeDialog(page);

    await page.getByTestId('account-login').click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByTestId('forgot-email')).toBeVisible();
    await expectNoSeriousViolations(page, 'forgot password dialog');
    await closeDialog(page);

    const registered = await page.request.post('/register', {
      headers: await xsrf(page),
      data: {
        email: `a11y.unverified.${Date.now()}@example.com`,
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
      },
    });
    expect(registered.status()).toBe(201);
    await page.reload();
    await page.getByTestId('account-unverified').getByRole('button').click();
    await expect(page.getByTestId('resend-submit')).toBeVisible();
    await expectNoSeriousViolations(page, 'resend confirmation dialog');
    await closeDialog(page);

    await startFromPreset(page, 'compact-bar');
    await page.getByTestId('tab-partsList').click();
    await page.getByTestId('quote-open').click();
    await expect(page.getByTestId('quote-verify-first')).toBeVisible();
    await expectNoSeriousViolations(page, 'quote dialog, unverified');
    await closeDialog(page);
    await page.getByTestId('parts-pdf-open').click();
    await expect(page.getByTestId('pdf-dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'pdf dialog, unverified');
  });

  test('admin: inquiries list and record, parts list, part form and its leave prompt', async ({ browser }) => {
    // A verified customer with an inquiry, so that the list has a row and the record its parts.
    const customer = await (await browser.newContext()).newPage();
    await registerVerifiedThroughApi(customer, `a11y.inquiry.${Date.now()}@example.com`);
    const barId = await startFromPreset(customer, 'compact-bar');
    const addressId = await addAustrianAddress(customer);
    const inquiryId = await sendInquiry(customer, { barId, addressId, message: 'Please call me.', newsletter: false });
    await customer.context().close();

    const page = await adminPage(browser);
    await page.goto('/admin/inquiries');
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'admin inquiries list');
    await page.goto(`/admin/inquiries/${inquiryId}`);
    await expect(page.getByTestId('inquiry-message')).toHaveText('Please call me.');
    await expectNoSeriousViolations(page, 'admin inquiry record');

    await page.goto('/admin/parts');
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'admin parts list');
    await page.getByTestId('row-link').first().click();
    await expect(page.getByTestId('part-price')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin part form');
    await page.getByTestId('part-price').fill('1.23');
    await page
      .getByRole('link', { name: /dashboard/i })
      .first()
      .click();
    await expect(page.getByTestId('admin-form-stay')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin leave prompt');
    await page.getByTestId('admin-form-stay').click();
  });

  test('admin: preset record and its delete question, home-screen builder with its dialogs', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.goto('/admin/bar-presets');
    await page.getByTestId('row-link').first().click();
    await expect(page.getByTestId('preset-delete')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin preset record');
    await page.getByTestId('preset-delete').click();
    await expect(page.getByTestId('preset-delete-confirm')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin preset delete question');
    await closeDialog(page);

    await page.goto('/admin/content');
    const card = page.getByTestId('builder-section').first();
    await expect(card).toBeVisible();
    await expectNoSeriousViolations(page, 'admin home-screen builder');
    await card.getByRole('button', { name: /^Edit/ }).click();
    await expect(page.getByTestId('section-apply')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin section editor');
    await closeDialog(page);
    await card.getByTestId('section-remove').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin section remove question');
    // Removed but not saved: leaving asks first.
    await page.getByTestId('section-remove-confirm').click();
    await page
      .getByRole('link', { name: /dashboard/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
    await expectNoSeriousViolations(page, 'admin builder leave prompt');
    await page.getByRole('button', { name: 'Stay here' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
  });
});
