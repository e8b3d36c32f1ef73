import { seedParts } from '@bar/domain/seed/parts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colors, parts } from '../src/db/schemaCatalogue.ts';
import { parseCsv } from './helpers/csv.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe.each(databaseKinds)('CSV downloads (%s)', (kind) => {
  const server = useTestApp(kind);

  async function download(url: string, locale: string, separator: string) {
    const response = await server.app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+\.csv"$/);
    expect(response.rawPayload.subarray(0, 3).equals(BOM)).toBe(true);
    return parseCsv(response.rawPayload.toString('utf8'), separator);
  }

  function rowOf(rows: string[][], partNumber: string): string[] {
    const row = rows.find((cells) => cells[0] === partNumber);
    if (!row) throw new Error(`no row for ${partNumber}`);
    return row;
  }

  it('lists every part in German with semicolons, decimal commas and umlauts', async () => {
    const rows = await download('/api/downloads/parts.csv', 'de', ';');
    expect(rows).toHaveLength(seedParts.length + 1);
    expect(rows[0]).toEqual([
      'Artikelnummer',
      'Bezeichnung',
      'Breite (mm)',
      'Höhe (mm)',
      'Tiefe (mm)',
      'Gewicht (kg)',
      'Nettopreis (EUR)',
    ]);
    expect(rowOf(rows, 'GRX-0600-BF')).toEqual([
      'GRX-0600-BF',
      'G-Raxx Grundrahmen 600',
      '600',
      '1040',
      '600',
      '14,500',
      '389,00',
    ]);
    for (const row of rows) expect(row).toHaveLength(7);
  });

  it('lists every part in English with commas and decimal points', async () => {
    const rows = await download('/api/downloads/parts.csv', 'en', ',');
    expect(rows).toHaveLength(seedParts.length + 1);
    expect(rowOf(rows, 'GRX-1200-BF')).toEqual([
      'GRX-1200-BF',
      'G-Raxx base frame 1200',
      '1200',
      '1040',
      '600',
      '23.800',
      '589.00',
    ]);
  });

  it('takes the language from ?locale= over the header, for plain download links', async () => {
    const rows = await download('/api/downloads/parts.csv?locale=fr', 'en', ';');
    expect(rowOf(rows, 'GRX-0600-BF')[1]).toBe('Cadre de base G-Raxx 600');
    const refused = await server.app.inject({ method: 'GET', url: '/api/downloads/parts.csv?locale=xx' });
    expect(refused.statusCode).toBe(422);
  });

  it('reads the live catalogue and escapes separators, quotes, line breaks and formulas', async () => {
    const [part] = await server.db.select().from(parts).where(eq(parts.id, 1));
    if (!part) throw new Error('part 1 missing');
    const tricky = 'Rahmen; "Spezial"\nzweite Zeile';
    await server.db
      .update(parts)
      .set({
        priceCents: 123456,
        name: { ...part.name, de: tricky, en: '=HYPERLINK("x")', fr: '-2+3', it: '+1', es: '@SUM(A1)', pt: '\tx' },
      })
      .where(eq(parts.id, 1));
    try {
      const german = await download('/api/downloads/parts.csv', 'de', ';');
      const row = rowOf(german, 'GRX-0600-BF');
      expect(row[1]).toBe(tricky);
      expect(row[6]).toBe('1234,56');
      const english = await download('/api/downloads/parts.csv', 'en', ',');
      expect(rowOf(english, 'GRX-0600-BF')[1]).toBe(`'=HYPERLINK("x")`);
      const others = { fr: `'-2+3`, it: `'+1`, es: `'@SUM(A1)`, pt: `'\tx` } as const;
      for (const [locale, name] of Object.entries(others)) {
        const row = rowOf(await download(`/api/downloads/parts.csv?locale=${locale}`, 'en', ';'), 'GRX-0600-BF');
        expect(row[1]).toBe(name);
        // Numbers written by the server stay numbers, not neutralised text.
        expect(row[6]).toBe('1234,56');
      }
    } finally {
      await server.db.update(parts).set({ priceCents: part.priceCents, name: part.name }).where(eq(parts.id, 1));
    }
  });

  it('lists the offered RAL palette: code, name, screen colour', async () => {
    await server.db.update(colors).set({ isActive: false }).where(eq(colors.code, '1000'));
    try {
      const rows = await download('/api/downloads/colors.csv', 'de', ';');
      const palette = (await server.app.inject({ method: 'GET', url: '/api/colors' })).json().data;
      expect(rows).toHaveLength(palette.length + 1);
      expect(rows[0]).toEqual(['RAL', 'Name (englisch)', 'Bildschirmfarbe (ca., hex)']);
      const white = rows.find((row) => row[0] === '9016');
      expect(white?.[1]).toBe('Traffic white');
      expect(white?.[2]).toMatch(/^#[0-9a-f]{6}$/i);
      const codes = rows.slice(1).map((row) => row[0]);
      expect(codes).not.toContain('1000');
      expect(codes).not.toContain('dg');
      expect(codes).not.toContain('plt');
    } finally {
      await server.db.update(colors).set({ isActive: true }).where(eq(colors.code, '1000'));
    }
  });
});
