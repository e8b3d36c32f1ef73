import type { AdminInquiryRow } from '@bar/contracts/adminLists';
import { LOCALES } from '@bar/domain/locale';
import { cents } from '@bar/domain/units';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inquiriesCsv } from '../src/features/admin/lists/inquiriesCsv.ts';
import { csvStyle } from '../src/features/downloads/csv.ts';

function row(overrides: Partial<AdminInquiryRow> = {}): AdminInquiryRow {
  return {
    id: 12,
    kind: 'quote',
    status: 'in_progress',
    customer: { email: 'eva@example.com', name: 'Eva Tresen', organization: 'Bar GmbH' },
    country: 'DE',
    bar_name: 'Terrace bar',
    total_price: cents(123456),
    to_order_only: false,
    assignee: { id: 3, email: 'sales@example.com' },
    created_at: '2026-11-28T09:05:33.123Z',
    ...overrides,
  };
}

function readBack(csv: string, locale: (typeof LOCALES)[number]): string[][] {
  return parse(csv, { bom: true, delimiter: csvStyle(locale).separator, record_delimiter: '\r\n' });
}

describe('the inquiry CSV', () => {
  it("writes a header and one line per inquiry in the reader's language and number style", () => {
    expect(inquiriesCsv([row()], 'en')).toBe(
      '\uFEFFNo.,Received (UTC),Kind,Status,Name,E-mail,Organization,Country,Bar,Net total (EUR),Parts to order only,Assignee\r\n' +
        '12,2026-11-28 09:05,Quote,In progress,Eva Tresen,eva@example.com,Bar GmbH,DE,Terrace bar,1234.56,no,sales@example.com\r\n',
    );
    const german = readBack(
      inquiriesCsv([row({ kind: 'consultation', total_price: null, assignee: null })], 'de'),
      'de',
    );
    expect(german[1]).toEqual([
      '12',
      '2026-11-28 09:05',
      'Beratung',
      'In Bearbeitung',
      'Eva Tresen',
      'eva@example.com',
      'Bar GmbH',
      'DE',
      'Terrace bar',
      '',
      'nein',
      '',
    ]);
  });

  it('quotes separators, quotes and line breaks, and keeps formula-like text as text', () => {
    const csv = inquiriesCsv(
      [
        row({
          customer: { email: '@evil', name: '=HYPERLINK("http://x")', organization: 'A; "B"\nC' },
          bar_name: '+1-2',
        }),
      ],
      'de',
    );
    const [, line] = readBack(csv, 'de');
    expect(line?.slice(4, 9)).toEqual(['\'=HYPERLINK("http://x")', "'@evil", 'A; "B"\nC', 'DE', "'+1-2"]);
  });

  it('reads back every text as written, a quote mark before a formula start, in every language', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 });
    fc.assert(
      fc.property(text, text, text, fc.constantFrom(...LOCALES), (name, organization, bar, locale) => {
        const lines = readBack(
          inquiriesCsv([row({ customer: { email: null, name, organization }, bar_name: bar })], locale),
          locale,
        );
        expect(lines).toHaveLength(2);
        const neutral = (value: string) => (/^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value);
        expect(lines[1]?.slice(4, 9)).toEqual([neutral(name), '', neutral(organization), 'DE', neutral(bar)]);
      }),
    );
  });
});
