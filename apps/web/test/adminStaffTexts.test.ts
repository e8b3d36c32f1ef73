import { INQUIRY_KINDS, INQUIRY_STATUSES, NOTIFICATION_KINDS } from '@bar/contracts/adminLists';
import { CONSULTATION_TIME_WINDOWS, CONSULTATION_TOPICS } from '@bar/contracts/consultations';
import { msg } from '@bar/contracts/messages';
import { ASSEMBLY_TYPES, PART_TYPES } from '@bar/domain/catalogue';
import { LOCALES, localize } from '@bar/domain/locale';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { embedAddress, embedSnippet, isOriginAllowed } from '../src/features/admin/embed/embedSnippet.ts';
import { requiredText } from '../src/features/admin/form/requiredText.ts';
import { linesInLanguage, sentBarOf } from '../src/features/admin/records/inquiries/sentBar.ts';
import { texts } from '../src/i18n/resources/index.ts';
import { barDto, catalogue } from './fixtures.ts';

function textAt(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

describe('codes the admin area shows are named in every interface language', () => {
  const labelled: [string, readonly string[]][] = [
    ['admin.notificationKind', NOTIFICATION_KINDS],
    ['admin.inquiryKind', INQUIRY_KINDS],
    ['adminRecords.inquiry.statuses', INQUIRY_STATUSES],
    ['admin.assemblyTypes', ASSEMBLY_TYPES],
    ['shell.partTypes', PART_TYPES],
    ['consultation.times', CONSULTATION_TIME_WINDOWS],
    ['consultation.topics', CONSULTATION_TOPICS],
  ];
  test.each(LOCALES)('%s', (locale) => {
    for (const [prefix, codes] of labelled) {
      for (const code of codes) {
        const text = textAt(texts[locale], `${prefix}.${code}`);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${prefix}.${code}`).toBe(true);
      }
    }
  });
});

describe('the parts list sent with an inquiry, in the staff member’s language', () => {
  test('names come from the catalogue in that language; numbers, quantities and prices stay as sent', () => {
    const part = [...catalogue.parts.values()][0];
    if (!part) throw new Error('the seed catalogue has parts');
    const line = { part_id: part.id, part_number: 'AS-SENT', name: localize(part.name, 'de'), quantity: 3, total: 999 };
    const gone = { part_id: 9_999_999, part_number: 'GONE', name: 'Thekenplatte 1200', quantity: 1, total: 5 };
    expect(linesInLanguage([line, gone], catalogue, 'en')).toEqual([
      { ...line, name: localize(part.name, 'en') },
      gone,
    ]);
    expect(linesInLanguage([line], undefined, 'en')).toEqual([line]);
  });

  test('only names change, for any lines and language', () => {
    const partIds = [...catalogue.parts.keys(), 9_999_999];
    const lineArbitrary = fc.record({
      part_id: fc.constantFrom(...partIds),
      name: fc.string(),
      quantity: fc.integer({ min: 1, max: 500 }),
      total: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 20 }), fc.constantFrom(...LOCALES), (lines, locale) => {
        const named = linesInLanguage(lines, catalogue, locale);
        expect(named.map(({ name: _, ...rest }) => rest)).toEqual(lines.map(({ name: _, ...rest }) => rest));
        named.forEach((line, index) => {
          const part = catalogue.parts.get(line.part_id);
          expect(line.name).toBe(part ? localize(part.name, locale) : lines[index]?.name);
        });
      }),
    );
  });

  test('the bar document is read from the snapshot; a consultation has none', () => {
    const snapshot = barDto({ name: 'Terrace bar' });
    const read = sentBarOf({ bar_snapshot: snapshot });
    expect(read.kind).toBe('bar');
    expect(read.kind === 'bar' && read.document.front).toEqual(snapshot.front);
    expect(sentBarOf({ bar_snapshot: null })).toEqual({ kind: 'none' });
    expect(sentBarOf({ bar_snapshot: { ...snapshot, schemaVersion: 999 as never } })).toEqual({ kind: 'unreadable' });
  });
});

describe('the dealer snippet', () => {
  const input = { configuratorUrl: 'https://bars.example.com', presetId: 3, dealer: 'dealer-one' };
  test('frames the preset with the dealer’s theme on this site', () => {
    expect(embedAddress(input)).toBe('https://bars.example.com/embed/bars/3?dealer=dealer-one');
    expect(embedSnippet(input)).toContain('src="https://bars.example.com/embed/bars/3?dealer=dealer-one"');
    expect(embedSnippet(input)).toMatch(/^<iframe title="Bar configurator" width="1200" height="720"/);
  });
  test('keeps an address with several parameters inside its attribute', () => {
    expect(embedSnippet({ ...input, configuratorUrl: 'http://127.0.0.1:8080/' })).toContain(
      'src="http://127.0.0.1:8080/embed/bars/3?dealer=dealer-one"',
    );
  });
  test('a theme’s site must be among EMBED_ORIGINS; a theme without one is chosen by ?dealer=', () => {
    expect(isOriginAllowed({ origin: 'https://shop.example.com' }, ['https://shop.example.com'])).toBe(true);
    expect(isOriginAllowed({ origin: 'https://shop.example.com' }, [])).toBe(false);
    expect(isOriginAllowed({ origin: null }, [])).toBe(true);
  });
});

describe('an empty required field says what is required', () => {
  const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);
  test('by the field the schema names', () => {
    const email = { type: 'too_small', message: msg('validation.fieldRequired', { field: 'field.email' }) };
    expect(requiredText(email, t)).toBe('validation.fieldRequired {"field":"validation.fields.email"}');
    expect(requiredText({ type: 'too_small', message: msg('validation.nameRequired') }, t)).toBe(
      'validation.fieldRequired {"field":"validation.fields.name"}',
    );
  });
  test('in general when the field is not named', () => {
    expect(requiredText({ type: 'invalid_type', message: msg('validation.required') }, t)).toBe('validation.required');
    expect(requiredText({ type: 'too_small', message: 'Too small: expected string to have >=1 characters' }, t)).toBe(
      'validation.required',
    );
  });
  test('not for other errors', () => {
    expect(
      requiredText({ type: 'too_small', message: 'Too small: expected string to have >=8 characters' }, t),
    ).toBeNull();
    expect(
      requiredText({ type: 'too_small', message: msg('validation.fieldMin', { field: 'field.password', min: 8 }) }, t),
    ).toBeNull();
  });
});
