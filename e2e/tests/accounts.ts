import type { Browser, Page } from '@playwright/test';
import { xsrf } from './adminSession.ts';
import { expect } from './fixtures.ts';
import { mailsTo } from './outbox.ts';

/**
 * Customer accounts as the specs make them: through the registration dialog or the API, verified
 * with the link of the confirmation mail, with an address and an inquiry.
 */
export const PASSWORD = 'correct horse battery';

/** The data of a JSON reply (`{ data }`). */
export async function json<T>(response: { json: () => Promise<unknown> }): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

/** Fills the open registration form with `email` and `password`, sends it and waits for its thanks. */
export async function submitRegistration(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-password-confirmation').fill(password);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-done')).toBeVisible();
}

const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/verify-email\/[^\s"<>]+/;

/** The newest mail to `email` with a verification link, once it is there. */
export async function verificationMail(email: string): Promise<string> {
  const mail = () => mailsTo(email, 'newestFirst').find((text) => text.includes('/verify-email/')) ?? '';
  await expect.poll(mail).toContain('/verify-email/');
  return mail();
}

/** Opens the link of `mail` (path and query, on the page's own server) and waits until it says "verified". */
export async function openVerificationLink(page: Page, mail: string): Promise<void> {
  const link = new URL(mail.match(VERIFY_LINK)?.[0] ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('verify-outcome')).toHaveAttribute('data-outcome', 'verified');
}

/**
 * A guest in the editor asks for a quote: the login dialog says why; the guest registers there and,
 * back at the request, is asked to confirm the address first.
 */
export async function registerFromQuoteRequest(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByTestId('tab-partsList').click();
  await page.getByTestId('quote-open').click();
  await expect(page.getByTestId('login-reason')).toHaveText('Please log in to make an inquiry');
  await page.getByTestId('open-register').click();
  await submitRegistration(page, email, password);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('quote-verify-first')).toBeVisible();
}

/** Waits for the confirmation mail to `email` and opens its link in `page`. */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  await openVerificationLink(page, await verificationMail(email));
}

/** Registers through the dialogs and opens the confirmation link from the outbox. */
export async function registerVerified(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId('account-login').click();
  await page.getByTestId('open-register').click();
  await submitRegistration(page, email);
  await verifyEmail(page, email);
}

/** Registers `email` through the API as Erika Muster (the page stays signed in as her); answers her id. */
export async function registerThroughApi(page: Page, email: string): Promise<number> {
  const registered = await page.request.post('/register', {
    headers: await xsrf(page),
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, given_name: 'Erika', family_name: 'Muster' },
  });
  expect(registered.status()).toBe(201);
  return (await json<{ id: number }>(registered)).id;
}

/** `registerThroughApi`, then the link of the confirmation mail opened. */
export async function registerVerifiedThroughApi(page: Page, email: string): Promise<number> {
  const id = await registerThroughApi(page, email);
  await verifyEmail(page, email);
  return id;
}

/** A page of its own (a new browser context) for a second person. */
export async function newPersonPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A bar started from the preset `code` through the API; answers its id. */
export async function createBarFromPreset(page: Page, code: string, name: string, locale?: string): Promise<string> {
  const presets = await json<{ id: number; code: string }[]>(await page.request.get('/api/bar-presets'));
  const presetId = presets.find((preset) => preset.code === code)?.id;
  const bar = await page.request.post('/api/bars', {
    headers: await writeHeaders(page, locale),
    data: { name, preset_id: presetId },
  });
  expect(bar.status()).toBe(201);
  return (await json<{ id: string }>(bar)).id;
}

/** The CSRF header, and the language of the writes when `locale` is given. */
async function writeHeaders(page: Page, locale?: string): Promise<Record<string, string>> {
  return { ...(await xsrf(page)), ...(locale ? { 'X-Locale': locale } : {}) };
}

/** The Austrian company address the specs give their customers; answers its id. */
export async function addAustrianAddress(page: Page, locale?: string): Promise<number> {
  const address = await page.request.post('/api/addresses', {
    headers: await writeHeaders(page, locale),
    data: {
      organization: 'Muster GmbH',
      street: 'Hauptstraße 1',
      postal_code: '1010',
      city: 'Wien',
      country: 'Österreich',
    },
  });
  expect(address.status()).toBe(201);
  return (await json<{ id: number }>(address)).id;
}

type InquiryFields = {
  barId: string;
  addressId: number;
  message?: string;
  /** Left out: the form's default. */
  newsletter?: boolean;
  locale?: string;
};

/** Sends an inquiry for a bar to an address, with consent to be contacted; answers its id. */
export async function sendInquiry(page: Page, inquiry: InquiryFields): Promise<number> {
  const response = await page.request.post('/api/inquiries', {
    headers: await writeHeaders(page, inquiry.locale),
    data: {
      bar_id: inquiry.barId,
      address_id: inquiry.addressId,
      ...(inquiry.message === undefined ? {} : { message: inquiry.message }),
      consent_contact: true,
      ...(inquiry.newsletter === undefined ? {} : { consent_newsletter: inquiry.newsletter }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await json<{ id: number }>(response)).id;
}
