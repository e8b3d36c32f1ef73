import type { PartsListLine } from '@bar/domain/partsList';
import { createBar, graxxBar, seedCatalogue } from './helpers/bars.ts';
import type { TestClient } from './helpers/client.ts';

/** What the PDF tests read the parts list against: amounts as the PDF prints them, a bar to print. */

const REGION = { de: 'de-DE', en: 'en-GB' } as const;
export type PdfTestLocale = keyof typeof REGION;

export function euros(locale: PdfTestLocale, cents: number): string {
  return new Intl.NumberFormat(REGION[locale], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function millimetres(locale: PdfTestLocale, value: number): string {
  return spaced(new Intl.NumberFormat(REGION[locale], { maximumFractionDigits: 0 }).format(value));
}

export function kilograms(locale: PdfTestLocale, grams: number): string {
  const number = new Intl.NumberFormat(REGION[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${number.format(grams / 1000)} kg`;
}

/** Whitespace as pdftotext prints it: any run of spaces of any kind. */
export function spaced(text: string): string {
  return text.replace(/\s/g, ' ');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One table row: the part number, then (after its name) quantity, unit price and line total. */
export function rowPattern(locale: PdfTestLocale, line: PartsListLine): RegExp {
  const amounts = [String(line.quantity), euros(locale, line.unit_price), euros(locale, line.total)];
  return new RegExp(
    `^\\s*${escapeRegExp(line.part_number)}\\s.*\\s${amounts.map((a) => escapeRegExp(spaced(a))).join('\\s+')}\\s*$`,
    'm',
  );
}

/** A label of the totals block followed by its amount. */
export function totalPattern(label: string, amount: string): RegExp {
  return new RegExp(`${escapeRegExp(label)}\\s+${escapeRegExp(spaced(amount))}`);
}

/** Three G-Raxx modules and a single part: a bar with bags, single parts and several lines. */
export function equippedDocument() {
  const doc = graxxBar(3);
  const single = [...seedCatalogue.parts.values()].find((part) => part.code === 'speed-rack');
  if (!single) throw new Error('the seed catalogue has no speed rack');
  return { ...doc, singleParts: [{ part_id: single.id, count: 4 }] };
}

export async function savedBar(client: TestClient, document = equippedDocument(), name = 'Sommerfest Bar') {
  const created = await createBar(client, name);
  const response = await client.put(`/api/bars/${created.id}`, { version: created.version, ...document });
  if (response.statusCode !== 200) throw new Error(`save answered ${response.statusCode}: ${response.body}`);
  return created;
}
