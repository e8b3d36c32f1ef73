import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const { api, authApi } = await import('../src/shared/api.ts');
const { sendConsultation } = await import('../src/features/consultation/consultationApi.ts');
const { consultationDraftProblems, consultationRequestOf } = await import(
  '../src/features/consultation/consultationRequest.ts'
);
const store = await import('../src/features/consultation/consultationStore.ts');

const accepted = { id: 7, kind: 'consultation', status: 'new', created_at: '2026-01-01T00:00:00.000Z' };

const user = {
  id: 3,
  email: 'account@example.com',
  email_verified_at: null,
  is_admin: false,
  locale: 'en',
  given_name: 'Eva',
  family_name: 'Tresen',
  organization: null,
  vat_id: null,
  country: 'DE',
  street: null,
  postal_code: null,
  city: null,
  phone: '+49 30 1234567',
  contact_email: 'office@example.com',
  pending_email: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const ready: import('../src/features/consultation/consultationStore.ts').ConsultationDraft = {
  name: 'Rita Theke',
  email: 'rita@example.com',
  phone: '+49 30 123456',
  country: 'DE',
  preferredTime: 'morning',
  topic: 'planning',
  message: '  ',
  consentContact: true,
};

beforeEach(() => {
  store.consultationStore.setState({
    phase: 'closed',
    draft: store.EMPTY_CONSULTATION_DRAFT,
    idempotencyKey: null,
    acceptedPhone: '',
  });
});

describe('consultation dialog state', () => {
  test('a guest gets the form; a signed-in user with a bar open first gets the choice', () => {
    store.openConsultation(null, false);
    expect(store.consultationStore.getState().phase).toBe('form');
    store.closeConsultation();
    store.openConsultation(user, true);
    expect(store.consultationStore.getState().phase).toBe('choice');
    store.showConsultationForm();
    expect(store.consultationStore.getState().phase).toBe('form');
  });

  test("a signed-in user's details fill the empty fields and never replace typed ones", () => {
    store.updateConsultationDraft({ phone: '0171 999999' });
    store.openConsultation(user, false);
    expect(store.consultationStore.getState().draft).toMatchObject({
      name: 'Eva Tresen',
      email: 'office@example.com',
      phone: '0171 999999',
      country: 'DE',
    });
  });

  test('success shows the thanks with the phone number and clears the draft and key', () => {
    store.updateConsultationDraft({ ...ready, phone: ' +49 30 123456 ' });
    store.consultationKey();
    store.completeConsultation();
    expect(store.consultationStore.getState()).toMatchObject({
      phase: 'done',
      acceptedPhone: '+49 30 123456',
      draft: store.EMPTY_CONSULTATION_DRAFT,
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

  test('a retry after a network failure carries the same key; the next request gets a new one', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    let failures = 1;
    api.defaults.adapter = async (config) => {
      seen.push(config);
      if (failures-- > 0) throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config);
      return { status: 201, data: { data: accepted }, statusText: '', headers: {}, config };
    };
    const request = consultationRequestOf(ready);
    await expect(sendConsultation(request, store.consultationKey())).rejects.toThrow();
    await expect(sendConsultation(request, store.consultationKey())).resolves.toMatchObject({ id: 7 });
    const keys = seen.map((config) => config.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(seen[0]?.url).toBe('/consultations');
    expect(JSON.parse(String(seen[0]?.data))).toEqual({
      name: 'Rita Theke',
      email: 'rita@example.com',
      phone: '+49 30 123456',
      country: 'DE',
      preferred_time: 'morning',
      topic: 'planning',
      message: null,
      consent_contact: true,
    });
    store.completeConsultation();
    expect(store.consultationKey()).not.toBe(keys[0]);
  });
});

describe('request checks before sending', () => {
  test('every required field names its own problem', () => {
    expect(consultationDraftProblems(store.EMPTY_CONSULTATION_DRAFT)).toEqual({
      name: 'consultation.validation.required',
      email: 'consultation.validation.required',
      phone: 'consultation.validation.required',
      country: 'consultation.validation.required',
      preferred_time: 'consultation.validation.choose',
      topic: 'consultation.validation.choose',
      consent_contact: 'consultation.validation.consent',
    });
    expect(consultationDraftProblems(ready)).toEqual({});
  });

  test('a malformed e-mail or phone number and an overlong message are named', () => {
    expect(
      consultationDraftProblems({ ...ready, email: 'rita@', phone: 'ring me', message: 'x'.repeat(5001) }),
    ).toEqual({
      email: 'consultation.validation.email',
      phone: 'consultation.validation.phone',
      message: 'validation.tooLong',
    });
  });
});
