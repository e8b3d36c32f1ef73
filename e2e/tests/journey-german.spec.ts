import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openVerificationLink, verificationMail } from './accounts.ts';
import { firstFrame, sceneStill } from './canvas.ts';
import { englishOnlyTexts, englishOnPage } from './englishLeaks.ts';
import { expect, test } from './fixtures.ts';
import { chooseMode, expectQuantity, startNewBar } from './modesHelpers.ts';
import { mailsTo } from './outbox.ts';
import { barIdOf, waitUntilSaved } from './shellHelpers.ts';

/**
 * A German-speaking customer (browser language de-DE) from the home screen to the quote: every
 * screen without an English interface text, the refusals in German, the confirmation and inquiry
 * mails and the parts-list PDF in German. The screenshots are the README's gallery.
 */

test.use({ locale: 'de-DE' });

const gallery = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(gallery, { recursive: true });

const ENGLISH = englishOnlyTexts('de');
const PASSWORD = 'ein-langes-sommerfest';

async function expectGerman(page: Page, screen: string): Promise<void> {
  expect(await englishOnPage(page, ENGLISH), `English texts on ${screen}`).toEqual([]);
}

test('a German customer: every screen, message, mail and the PDF in German', async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = `kundin.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  expect(ENGLISH.length).toBeGreaterThan(300);

  await test.step('the home screen', async () => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectGerman(page, 'the home screen');
    await page.screenshot({ path: `${gallery}journey-german-home.png` });
  });

  await test.step('the editor: a bar of two modules, its modes and the parts list', async () => {
    await startNewBar(page);
    await chooseMode(page, 'shape');
    await page.getByTestId('add-module-g-raxx-1200').click();
    await page.getByTestId('add-module-g-raxx-1200').click();
    await expectQuantity(page, 'GRX-1200-BF', 2);
    await waitUntilSaved(page);
    await expectGerman(page, 'the Shape mode');
    // Key names too: "Umschalt", not "Shift".
    await expect(page.getByText(/Strg\+Umschalt\+Z/).first()).toBeVisible();
    for (const mode of ['racks', 'leds', 'branding']) {
      await chooseMode(page, mode);
      await expectGerman(page, `the ${mode} mode`);
    }
    await page.mouse.move(2, 890);
    await firstFrame(page);
    await sceneStill(page);
    await page.screenshot({ path: `${gallery}journey-german-editor.png` });
  });

  await test.step('the editor on a 1024 px screen: the top bar shows the file menu and the save state whole', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const testId of ['file-menu', 'save-state']) {
      const element = page.getByTestId(testId);
      await expect(element).toBeVisible();
      // Nothing cut off with an ellipsis: the text needs no more room than it has.
      const clipped = await element.evaluate((node) =>
        [node, ...node.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth + 1),
      );
      expect(clipped, `${testId} cut off at 1024 px`).toBe(false);
    }
    // FAQ and Beratung give their room to the bar's controls: icons named for screen readers and by tooltips.
    await expect(page.getByRole('button', { name: 'FAQ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Beratung' })).toBeVisible();
    await expect(page.getByTestId('open-consultation')).not.toContainText('Beratung');
    await page.screenshot({
      path: `${gallery}journey-german-editor-1024.png`,
      clip: { x: 0, y: 0, width: 1024, height: 56 },
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByTestId('open-consultation')).toContainText('Beratung');
  });

  await test.step('registration: a common password refused and the confirmation mail in German', async () => {
    await page.getByTestId('tab-partsList').click();
    await page.getByTestId('quote-open').click();
    await expect(page.getByTestId('login-reason')).toHaveText('Bitte melden Sie sich an, um eine Anfrage zu stellen');
    await page.getByTestId('open-register').click();
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill('password');
    await page.getByTestId('register-password-confirmation').fill('password');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-done')).toHaveCount(0);
    // The server refuses one of the most common passwords, in German.
    await expect(page.getByRole('dialog')).toContainText('am häufigsten verwendeten');
    await expectGerman(page, 'the refused registration');
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-password-confirmation').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-done')).toBeVisible();
    await expectGerman(page, 'the registration done');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('quote-verify-first')).toBeVisible();

    const mail = await verificationMail(email);
    expect(mail).toContain('vielen Dank für Ihre Registrierung beim Bar-Konfigurator');
    // The sender's name is German too.
    expect(mail).toMatch(/^From: "Bar-Konfigurator" </m);
    expect(mail).not.toContain('thank you for registering');
    const tab = await page.context().newPage();
    await openVerificationLink(tab, mail);
    await expectGerman(tab, 'the confirmation page');
    await tab.close();
  });

  await test.step('the quote, and the inquiry mail in German', async () => {
    // The request the registration interrupted is open again, and knows of the confirmation.
    await expect(page.getByTestId('quote-form')).toBeVisible();
    await page.getByTestId('address-organization').fill('Sommerfest Catering GmbH');
    await page.getByTestId('address-street').fill('Hauptstraße 1');
    await page.getByTestId('address-postal_code').fill('10115');
    await page.getByTestId('address-city').fill('Berlin');
    // Send without the consent: the refusal beside its field, in German.
    await page.getByTestId('quote-submit').click();
    await expect(page.getByTestId('quote-consent-contact')).toBeFocused();
    await expectGerman(page, 'the refused quote');
    await page.screenshot({ path: `${gallery}journey-german-quote.png` });
    await page.getByTestId('quote-consent-contact').click();
    await page.getByTestId('quote-submit').click();
    await expect(page.getByTestId('quote-done')).toBeVisible();
    await expectGerman(page, 'the quote sent');
    // The customer's own mail (mailsTo reads the To: line; the staff's mail names the customer's address too).
    const inquiryMail = () => mailsTo(email, 'newestFirst').find((text) => text.includes('Anfrage')) ?? '';
    await expect.poll(inquiryMail).toContain('vielen Dank für Ihre Anfrage zur Bar');
    expect(inquiryMail()).toContain('Hauptstraße 1');
    expect(inquiryMail()).not.toContain('thank you for your inquiry');
    await page.keyboard.press('Escape');
  });

  await test.step('the parts-list PDF in German', async () => {
    await page.getByTestId('file-menu').click();
    await page.getByTestId('file-pdf').click();
    await expect(page.getByTestId('pdf-dialog')).toBeVisible();
    await expectGerman(page, 'the PDF dialog');
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByTestId('pdf-download').click();
    const file = test.info().outputPath(`${barIdOf(page)}.pdf`);
    await (await download).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const german of ['Stückliste', 'Artikelnr.', 'Summe netto', 'Summe brutto', 'Gesamtgewicht']) {
      expect(text).toContain(german);
    }
    for (const english of ['Parts list', 'Part no.', 'Net total', 'Gross total', 'Total weight']) {
      expect(text).not.toContain(english);
    }
    // Made from the Parts list tab, it still has its pictures of the bar.
    expect(text).not.toContain('Ohne Ansichten erstellt');
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images).toHaveLength(3);
    const prefix = test.info().outputPath('page');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
    renameSync(`${prefix}.png`, `${gallery}journey-german-pdf.png`);
  });
});
