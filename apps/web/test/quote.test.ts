import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const { api, authApi } = await import('../src/shared/api.ts');
const { sendInquiry } = await import('../src/features/quote/quoteApi.ts');
const { draftProblems, inquiryRequestOf } = await import('../src/features/quote/quoteRequest.ts');
const { addressRequestOf, addressFormDefaults, addressSummary } = await import(
  '../src/features/quote/addressFields.ts'
);
const store = await import('../src/features/quote/quoteStore.ts');

const inquiry = {
  id: 1,
  bar_id: 'bar-1',
  address_id: 3,
  delivery_address_id: null,
  message: null,
  consent_contact: true,
  consent_call: false,
  consent_newsletter: true,
  status: 'new',
  created_at: '2026-01-01T00:00:00.000Z',
};

/** Fails the first `failures` requests like a lost connection, then answers 201; records every request. */
function flakyServer(failures: number, seen: InternalAxiosRequestConfig[]): AxiosAdapter {
  let left = failures;
  return async (config) => {
    seen.push(config);
    if (left-- > 0) throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config);
    return { status: 201, data: { data: inquiry }, statusText: '', headers: {}, config };
  };
}

const ready = { ...store.EMPTY_DRAFT, addressId: 3, consentContact: true, consentNewsletter: true };

beforeEach(() => {
  store.quoteStore.setState({ phase: 'closed', barId: null, draft: store.EMPTY_DRAFT, idempotencyKey: null });
});

describe('quote flow state', () => {
  test('a guest waits for the login; the quote continues only when someone signed in', () => {
    store.startQuote('bar-1', false);
    expect(store.quoteStore.getState().phase).toBe('awaitingLogin');
    store.continueAfterLogin(true);
    expect(store.quoteStore.getState()).toMatchObject({ phase: 'open', barId: 'bar-1' });

    store.closeQuote();
    store.startQuote('bar-1', false);
    store.continueAfterLogin(false);
    expect(store.quoteStore.getState().phase).toBe('closed');
  });

  test('the draft survives closing the dialog (login, verification) and is cleared after success', () => {
    store.startQuote('bar-1', true);
    store.updateDraft({ message: 'Two bars, please', consentCall: true });
    store.closeQuote();
    store.startQuote('bar-1', true);
    expect(store.quoteStore.getState().draft).toMatchObject({ message: 'Two bars, please', consentCall: true });
    store.submissionKey();
    store.completeQuote();
    expect(store.quoteStore.getState()).toMatchObject({
      phase: 'done',
      draft: store.EMPTY_DRAFT,
      idempotencyKey: null,
    });
  });
});

describe('idempotency key', () => {
  let adapters: [AxiosAdapter | undefined, AxiosAdapter | undefined];
  beforeAll(() => {
    adapters = [api.defaults.adapter as AxiosAdapter, authApi.defaults.adapter as AxiosAdapter];
    authApi.defaults.adapter = async (config) => ({ status: 204, data: '', statusText: '', headers: {}, config });
  });
  afterAll(() => {
    [api.defaults.adapter, authApi.defaults.adapter] = adapters;
  });

  test('retries after a network failure carry the same key; the next request gets a new one', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    api.defaults.adapter = flakyServer(1, seen);
    const request = inquiryRequestOf('bar-1', ready);
    await expect(sendInquiry(request, store.submissionKey())).rejects.toThrow();
    await expect(sendInquiry(request, store.submissionKey())).resolves.toMatchObject({ id: 1 });
    const keys = seen.map((config) => config.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(String(seen[0]?.data))).toMatchObject({ bar_id: 'bar-1', address_id: 3, consent_contact: true });

    store.completeQuote();
    expect(store.submissionKey()).not.toBe(keys[0]);
  });

  test('a key the server reports as used for something else is replaced', () => {
    const first = store.submissionKey();
    store.forgetSubmissionKey();
    expect(store.submissionKey()).not.toBe(first);
  });
});

describe('request checks before sending', () => {
  test('an address and the contact consent are required; call and newsletter are optional', () => {
    expect(draftProblems('bar-1', store.EMPTY_DRAFT)).toEqual({
      address_id: 'quote.validation.address',
      consent_contact: 'quote.validation.consentContact',
    });
    expect(draftProblems('bar-1', ready)).toEqual({});
  });

  test('every part is asked for unless only the parts to order were chosen', () => {
    expect(inquiryRequestOf('bar-1', ready).parts).toBe('all');
    expect(inquiryRequestOf('bar-1', { ...ready, parts: 'to_order' }).parts).toBe('to_order');
    expect(draftProblems('bar-1', { ...ready, parts: 'to_order' })).toEqual({});
  });

  test('a different delivery address is sent only when asked for, and then must be chosen', () => {
    expect(inquiryRequestOf('bar-1', { ...ready, deliveryAddressId: 4 }).delivery_address_id).toBeNull();
    const withDelivery = { ...ready, useDeliveryAddress: true };
    expect(draftProblems('bar-1', withDelivery)).toEqual({ delivery_address_id: 'quote.validation.address' });
    expect(inquiryRequestOf('bar-1', { ...withDelivery, deliveryAddressId: 4 }).delivery_address_id).toBe(4);
  });
});

describe('address form', () => {
  test('empty optional fields are sent as null so that an edit can clear them', () => {
    const values = { ...addressFormDefaults(null, null, null), street: 'Hauptstr. 1', organization: '' };
    const request = addressRequestOf(values);
    expect(request.organization).toBeNull();
    expect(request.street).toBe('Hauptstr. 1');
    expect(request.country).toBeNull();
  });

  test('a new address takes the account’s country, else the language’s; an edited one keeps its own', () => {
    const user = { country: 'AT' } as Parameters<typeof addressFormDefaults>[1];
    expect(addressFormDefaults(null, user, 'FR').country).toBe('AT');
    expect(addressFormDefaults(null, null, 'FR').country).toBe('FR');
    const stored = { country: 'CH' } as Parameters<typeof addressFormDefaults>[0];
    expect(addressFormDefaults(stored, user, 'FR').country).toBe('CH');
  });

  test('the summary names the country in the reader’s language', () => {
    const address = { organization: 'Bar AG', street: 'Ring 1', postal_code: '1010', city: 'Wien', country: 'AT' };
    expect(addressSummary(address as Parameters<typeof addressSummary>[0], 'fr')).toBe(
      'Bar AG · Ring 1 · 1010 Wien · Autriche',
    );
  });
});
