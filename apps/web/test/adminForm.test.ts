import axios, { AxiosError, AxiosHeaders } from 'axios';
import { createFormControl } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const { hasFieldPath, isDirtyAgainst, sameValues, splitServerErrors } = await import(
  '../src/features/admin/form/formSnapshot.ts'
);
const { errorText } = await import('../src/features/admin/form/fieldError.ts');

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

const loaded = {
  name: 'Bar',
  country_responsibilities: ['Deutschland', 'Schweiz'],
  translations: { de: { name: 'Tresen' }, en: { name: 'Counter' } },
  parts: [{ quantity: 2 }],
};

describe('dirty against the last loaded or saved snapshot', () => {
  test('equal trees are clean, any nested change is dirty', () => {
    expect(isDirtyAgainst(structuredClone(loaded), loaded)).toBe(false);
    expect(isDirtyAgainst({ ...loaded, name: 'Bar 2' }, loaded)).toBe(true);
    expect(isDirtyAgainst({ ...loaded, country_responsibilities: ['Deutschland'] }, loaded)).toBe(true);
    expect(isDirtyAgainst({ ...loaded, translations: { ...loaded.translations, de: { name: 'Theke' } } }, loaded)).toBe(
      true,
    );
    expect(isDirtyAgainst({ ...loaded, parts: [{ quantity: 3 }] }, loaded)).toBe(true);
  });

  test('changing a value back to the snapshot makes the form clean again', () => {
    const edited = { ...loaded, name: 'Other' };
    expect(isDirtyAgainst(edited, loaded)).toBe(true);
    expect(isDirtyAgainst({ ...edited, name: 'Bar' }, loaded)).toBe(false);
  });

  test('before anything is loaded the form is not dirty', () => {
    expect(isDirtyAgainst(loaded, null)).toBe(false);
  });

  test('order in lists counts, key order in objects does not', () => {
    expect(sameValues(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValues({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameValues([], {})).toBe(false);
    expect(sameValues(null, {})).toBe(false);
  });
});

describe('a 422 answer lands on the fields by dotted path', () => {
  test('known paths (nested objects and list items) become field errors, the rest form errors', () => {
    const split = splitServerErrors(
      httpError(422, {
        message: 'The given data was invalid.',
        errors: {
          name: ['The name is taken.', 'second'],
          'translations.de.name': ['German name required.'],
          'parts.0.quantity': ['At least 1.'],
          is_admin: ['You cannot remove your own administrator rights.'],
          empty: [],
        },
      }),
      loaded,
    );
    expect(split).toEqual({
      fields: [
        ['name', 'The name is taken.'],
        ['translations.de.name', 'German name required.'],
        ['parts.0.quantity', 'At least 1.'],
      ],
      others: ['You cannot remove your own administrator rights.'],
    });
  });

  test('a 422 without field errors shows its message', () => {
    expect(splitServerErrors(httpError(422, { message: 'Nope.', errors: {} }), loaded)).toEqual({
      fields: [],
      others: ['Nope.'],
    });
  });

  test('other failures are not field errors', () => {
    expect(splitServerErrors(httpError(500, { message: 'boom' }), loaded)).toBeNull();
    expect(splitServerErrors(new Error('network'), loaded)).toBeNull();
    expect(axios.isAxiosError(httpError(422, {}))).toBe(true);
  });

  test('paths are checked against the values', () => {
    expect(hasFieldPath(loaded, 'translations.en.name')).toBe(true);
    expect(hasFieldPath(loaded, 'translations.fr.name')).toBe(false);
    expect(hasFieldPath(loaded, 'parts.1.quantity')).toBe(false);
    expect(hasFieldPath(loaded, 'name.length')).toBe(false);
  });
});

describe('field texts', () => {
  const t = (key: string) => `t:${key}`;
  test('server messages stay as sent, client errors are translated', () => {
    expect(errorText({ type: 'server', message: 'Schon vergeben.' }, t)).toBe('Schon vergeben.');
    expect(errorText({ type: 'too_small', message: 'Too small: expected string to have >=8 characters' }, t)).toBe(
      't:validation.tooShort',
    );
    expect(errorText({ type: 'invalid_format', message: 'Invalid email address' }, t)).toBe(
      't:account.validation.email',
    );
    expect(errorText(undefined, t)).toBeUndefined();
  });
  test('a client check that names its own text key gets that text', () => {
    expect(errorText({ type: 'custom', message: 'adminCatalogue.errors.millimetres' }, t)).toBe(
      't:adminCatalogue.errors.millimetres',
    );
    expect(errorText({ type: 'custom', message: 'Invalid input' }, t)).toBe('t:validation.invalid');
    expect(errorText({ type: 'server', message: 'adminCatalogue.errors.millimetres' }, t)).toBe(
      'adminCatalogue.errors.millimetres',
    );
  });
});

describe('react-hook-form with a snapshot reset (what the form does after load and save)', () => {
  test('server errors set by path are cleared and the values become the new snapshot after a save', () => {
    const { formControl } = createFormControl({ defaultValues: structuredClone(loaded) });
    formControl.setValue('translations.de.name', 'Theke');
    const split = splitServerErrors(httpError(422, { errors: { 'translations.de.name': ['Too short.'] } }), loaded);
    for (const [path, message] of split?.fields ?? []) {
      formControl.setError(path as 'name', { type: 'server', message });
    }
    expect(formControl.getFieldState('translations.de.name').error?.message).toBe('Too short.');

    // The server answers with the saved record; its values become the snapshot.
    const saved = { ...structuredClone(loaded), translations: { ...loaded.translations, de: { name: 'Theke' } } };
    formControl.reset(saved);
    expect(formControl.getFieldState('translations.de.name').error).toBeUndefined();
    expect(isDirtyAgainst(formControl.getValues(), saved)).toBe(false);
    expect(formControl.getValues().translations.de.name).toBe('Theke');
  });
});
