import type { Locale } from '@bar/domain/locale';
import type { PartsList } from '@bar/domain/partsList';
import { type CsvCell, csvStyle, formatFixed, integerCell, toCsv } from '../downloads/csv.ts';
import { PARTS_LIST_PDF_TEXTS } from '../pdf/partsListTexts.ts';

const WEIGHT_HEADER: Record<Locale, string> = {
  de: 'Gewicht (kg)',
  en: 'Weight (kg)',
  fr: 'Poids (kg)',
  it: 'Peso (kg)',
  es: 'Peso (kg)',
  pt: 'Peso (kg)',
};

/**
 * A bar's parts list as the PDF shows it, for a spreadsheet: one row per part (number, name in
 * `locale`, quantity, unit price, line total, line weight), single parts after the bar's parts,
 * then the net total with the total weight, the VAT and the gross total. Prices in euros (net),
 * weights in kilograms; separator and decimal mark as `csvStyle` gives them for the language.
 */
export function barPartsCsv(parts: PartsList, locale: Locale): string {
  const texts = PARTS_LIST_PDF_TEXTS[locale];
  const style = csvStyle(locale);
  const money = (cents: number) => formatFixed(cents, 2, style);
  const kilograms = (grams: number) => formatFixed(grams, 3, style);
  const header = [
    texts.partNumber,
    texts.name,
    texts.quantity,
    `${texts.unitPrice} (EUR)`,
    `${texts.lineTotal} (EUR)`,
    WEIGHT_HEADER[locale],
  ];
  const lines: CsvCell[][] = [...parts.list, ...parts.singlePartsList].map((line) => [
    line.part_number,
    line.name,
    integerCell(line.quantity),
    money(line.unit_price),
    money(line.total),
    kilograms(line.weight),
  ]);
  const totals: CsvCell[][] = [
    ['', texts.netTotal, '', '', money(parts.total_price), kilograms(parts.total_weight)],
    ['', texts.vat.replace('{{rate}}', String(parts.vat_rate)), '', '', money(parts.vat), ''],
    ['', texts.grossTotal, '', '', money(parts.gross_total), ''],
  ];
  return toCsv([header, ...lines, ...totals], style);
}
