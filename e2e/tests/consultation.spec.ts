import { submitRegistration, verifyEmail } from './accounts.ts';
import { adminPage } from './adminSession.ts';
import { E2E_ADMIN, expect, test } from './fixtures.ts';
import { mailsTo } from './outbox.ts';
import { chooseCountry, startFromPreset } from './shellHelpers.ts';

const shots = '/tmp/shots/consultation/';

test('a guest asks for a consultation call; the administrator finds it among the inquiries, marked as consultation', async ({
  page,
  browser,
}) => {
  const name = `Rita Theke ${Date.now()}`;
  const email = `consultation.${Date.now()}@example.com`;

  await startFromPreset(page, 'compact-bar');
  await page.getByTestId('open-consultation').click();
  const form = page.getByTestId('consultation-form');
  await expect(form).toBeVisible();
  // A guest is not offered the quote flow: that needs an account.
  await expect(page.getByTestId('consultation-choice')).toHaveCount(0);

  await page.getByTestId('consultation-name').fill(name);
  await page.getByTestId('consultation-email').fill(email);
  await page.getByTestId('consultation-phone').fill('+49 30 1234567');
  await chooseCountry(page, 'consultation-country', 'Germany');
  await page.getByTestId('consultation-time').selectOption('afternoon');
  await page.getByTestId('consultation-topic').selectOption('branding');
  await page.getByTestId('consultation-message').fill('Which colours suit a summer festival?');

  // Without the contact consent nothing is sent and the checkbox says why.
  await page.getByTestId('consultation-submit').click();
  await expect(form).toContainText('Please agree to be contacted and to the storage of your data.');
  await page.getByTestId('consultation-consent').check();
  await page.screenshot({ path: `${shots}form-1280.png` });
  await page.getByTestId('consultation-submit').click();

  await expect(page.getByTestId('consultation-done')).toContainText(
    'We have received your request and will call you back at +49 30 1234567.',
  );
  await page.getByTestId('consultation-done-close').click();
  await expect(page.getByTestId('consultation-done')).toHaveCount(0);

  // The administrator (responsible for every country: nobody else is) is told by mail.
  await expect.poll(() => mailsTo(E2E_ADMIN.email).filter((mail) => mail.includes(name)).length).toBe(1);
  const mail = mailsTo(E2E_ADMIN.email).find((mail) => mail.includes(name)) ?? '';
  expect(mail).toContain('+49 30 1234567');
  const recordPath = mail.match(/\/admin\/inquiries\/(\d+)/)?.[0] ?? '';
  expect(recordPath).not.toBe('');

  // The inquiries list shows it, marked as a consultation, without a bar.
  const admin = await adminPage(browser);
  await admin.goto(`/admin/inquiries?search=${encodeURIComponent(name)}`);
  const rows = admin.getByTestId('list-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Consultation');
  await expect(rows.first()).toContainText(name);
  await expect(rows.first().locator('[data-kind="consultation"]')).toBeVisible();
  await admin.screenshot({ path: `${shots}admin-list-1280.png` });

  // Filtering by kind keeps it; its record shows whom to call and when.
  await admin.goto(`/admin/inquiries?search=${encodeURIComponent(name)}&filter[kind]=quote`);
  await expect(admin.getByTestId('list-empty')).toBeVisible();
  await admin.goto(`/admin/inquiries?search=${encodeURIComponent(name)}&filter[kind]=consultation`);
  await expect(admin.getByTestId('list-row')).toHaveCount(1);
  await admin.getByTestId('row-link').first().click();
  await expect(admin).toHaveURL(new RegExp(`${recordPath}$`));
  await expect(admin.getByTestId('inquiry-contact-name')).toHaveText(name);
  await expect(admin.getByTestId('inquiry-contact-phone')).toHaveText('+49 30 1234567');
  await expect(admin.getByTestId('inquiry-contact-time')).toHaveText('Afternoon');
  await expect(admin.getByTestId('inquiry-contact-topic')).toHaveText('Branding and logos');
  await expect(admin.getByTestId('inquiry-parts')).toHaveCount(0);
  await admin.context().close();
});

test('a signed-in user with a bar open may ask about it through the quote flow, the consultation call chosen', async ({
  page,
  context,
}) => {
  const email = `consultation.user.${Date.now()}@example.com`;
  await startFromPreset(page, 'compact-bar');
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-open').click();
  await page.getByTestId('open-register').click();
  await submitRegistration(page, email);
  await page.keyboard.press('Escape');
  const mailTab = await context.newPage();
  await verifyEmail(mailTab, email);
  await mailTab.close();

  // The plain call back keeps the account's e-mail address prefilled.
  await page.getByTestId('open-consultation').click();
  await expect(page.getByTestId('consultation-choice')).toBeVisible();
  await page.getByTestId('consultation-call-back').click();
  await expect(page.getByTestId('consultation-email')).toHaveValue(email);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('consultation')).toHaveCount(0);

  // Asking about the bar opens the quote dialog with the consultation call already ticked.
  await page.getByTestId('open-consultation').click();
  await page.getByTestId('consultation-ask-about-bar').click();
  await expect(page.getByTestId('consultation')).toHaveCount(0);
  // The tab may not know yet that the e-mail was confirmed in the other one.
  const continueButton = page.getByTestId('quote-verified-continue');
  await expect(page.getByTestId('quote-form').or(continueButton)).toBeVisible();
  if (await continueButton.isVisible()) await continueButton.click();
  await expect(page.getByTestId('quote-form')).toBeVisible();
  await expect(page.getByTestId('quote-consent-call')).toBeChecked();
  await expect(page.getByTestId('quote-consent-contact')).not.toBeChecked();
});
