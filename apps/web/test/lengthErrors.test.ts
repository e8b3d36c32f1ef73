import { registerRequestSchema } from '@bar/contracts/auth';
import i18next, { type TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { texts } from '../src/i18n/resources/index.ts';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
const { fieldErrorText } = await import('../src/shared/formErrors.ts');

/** The client error react-hook-form's zod resolver gives for the first issue on `field`. */
function clientError(body: Record<string, unknown>, field: string): FieldError {
  const result = registerRequestSchema.safeParse(body);
  const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
  if (!issue) throw new Error(`no issue on ${field}`);
  return { type: issue.code, message: issue.message };
}

describe('length errors name their limit', () => {
  let t: Record<'de' | 'en', TFunction>;
  beforeAll(async () => {
    const instance = (lng: 'de' | 'en') => {
      const created = i18next.createInstance();
      const resources = { [lng]: { translation: texts[lng] } };
      return created.init({ lng, resources, showSupportNotice: false }).then(() => created.t);
    };
    t = { de: await instance('de'), en: await instance('en') };
  });

  const body = { email: 'kunde@example.com', password: 'kurz', password_confirmation: 'kurz' };

  test('a short password says the minimum, in the reader language', () => {
    expect(fieldErrorText(clientError(body, 'password'), t.en)).toBe('At least 8 characters.');
    expect(fieldErrorText(clientError(body, 'password'), t.de)).toBe('Mindestens 8 Zeichen.');
  });

  test('a too long text says the maximum', () => {
    const long = { ...body, locale: 'deu' };
    expect(fieldErrorText(clientError(long, 'locale'), t.en)).toBe('At most 2 characters.');
  });

  test('a server message is shown as it came', () => {
    expect(fieldErrorText({ type: 'server', message: 'Schon vergeben.' }, t.de)).toBe('Schon vergeben.');
  });
});
