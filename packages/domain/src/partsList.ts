import { type Catalogue, PART_TYPES, type Part, primaryPartNumber } from './catalogue.ts';
import type { BarDocument, BarSide } from './document.ts';
import { type Locale, localize } from './locale.ts';
import { type PackagingLine, recommendationOf } from './packaging.ts';
import { type Counter, tallyParts } from './partTally.ts';
import { type PowerBudget, powerBudget } from './power.ts';
import { planTransport, type TransportPlan } from './transport.ts';
import { type Cents, cents, type Grams, grams, sumCents, sumGrams, timesCents, timesGrams } from './units.ts';

export const VAT_RATE_PERCENT = 19;

export type PartsListLine = {
  part_id: number;
  part_number: string;
  name: string;
  quantity: number;
  unit_price: Cents;
  total: Cents;
  unit_weight: Grams;
  weight: Grams;
};

export type PartsList = {
  list: PartsListLine[];
  singlePartsList: PartsListLine[];
  /** Net total of every line, single parts included. */
  total_price: Cents;
  vat_rate: number;
  vat: Cents;
  gross_total: Cents;
  total_weight: Grams;
  /** Part ids the document names that the catalogue no longer has; they are left out of the totals. */
  missing_part_ids: number[];
  /** G1: the bags this configuration needs (not on the list until the user applies them). */
  packaging_recommendation: PackagingLine[];
};

/** The parts list as computed, with what follows from the same parts (a stored list lacks these). */
export type ComputedPartsList = PartsList & {
  /** T1: how the parts travel (bags, their contents, volume, weight, vehicles). */
  transport: TransportPlan;
  /** E1: the power the parts draw. */
  power: PowerBudget;
};

function typeRank(part: Part): number {
  return PART_TYPES.indexOf(part.type);
}

function toLines(counter: Counter, catalogue: Catalogue, locale: Locale, missing: Set<number>): PartsListLine[] {
  const lines: { line: PartsListLine; part: Part }[] = [];
  for (const [partId, quantity] of counter) {
    const part = catalogue.parts.get(partId);
    if (!part) {
      if (partId > 0) missing.add(partId);
      continue;
    }
    if (quantity <= 0) continue;
    lines.push({
      part,
      line: {
        part_id: part.id,
        part_number: primaryPartNumber(part),
        name: localize(part.name, locale),
        quantity,
        unit_price: part.price,
        total: timesCents(part.price, quantity),
        unit_weight: part.weight,
        weight: timesGrams(part.weight, quantity),
      },
    });
  }
  lines.sort((a, b) => typeRank(a.part) - typeRank(b.part) || a.line.part_number.localeCompare(b.line.part_number));
  return lines.map((entry) => entry.line);
}

export type PartsListTotals = Pick<PartsList, 'total_price' | 'vat_rate' | 'vat' | 'gross_total' | 'total_weight'>;

/** Net total, VAT, gross total and weight of the given lines. */
export function partsListTotals(lines: readonly PartsListLine[]): PartsListTotals {
  const total = sumCents(lines.map((line) => line.total));
  const vat = cents(Math.round((total * VAT_RATE_PERCENT) / 100));
  return {
    total_price: total,
    vat_rate: VAT_RATE_PERCENT,
    vat,
    gross_total: cents(total + vat),
    total_weight: lines.length === 0 ? grams(0) : sumGrams(lines.map((line) => line.weight)),
  };
}

/** L1: the parts list of a bar, one line per part number, with net, VAT, gross and weight. */
export function computePartsList(doc: BarDocument, catalogue: Catalogue, locale: Locale): ComputedPartsList {
  const { barParts, singleParts } = tallyParts(doc, catalogue);
  const transport = planTransport([barParts, singleParts], catalogue);

  const missing = new Set<number>();
  const list = toLines(barParts, catalogue, locale, missing);
  const singlePartsList = toLines(singleParts, catalogue, locale, missing);
  return {
    list,
    singlePartsList,
    ...partsListTotals([...list, ...singlePartsList]),
    missing_part_ids: [...missing].sort((a, b) => a - b),
    packaging_recommendation: recommendationOf(transport),
    transport,
    power: powerBudget([barParts, singleParts], catalogue),
  };
}

/**
 * L1's net total alone, as lists show it: the same lines and sum as `computePartsList`, without
 * the transport plan and power budget (which do not change the price).
 */
export function netTotalOf(doc: BarDocument, catalogue: Catalogue): Cents {
  const { barParts, singleParts } = tallyParts(doc, catalogue);
  const missing = new Set<number>();
  const lines = [...toLines(barParts, catalogue, 'en', missing), ...toLines(singleParts, catalogue, 'en', missing)];
  return partsListTotals(lines).total_price;
}

type MemoEntry = Pick<BarDocument, 'back' | 'additionalAccessories' | 'singleParts'> & {
  catalogue: Catalogue;
  locale: Locale;
  parts: ComputedPartsList;
};

/**
 * Remembers the last parts list computed for each front side object, for a caller whose documents
 * and lists are never changed (the server's checked documents): a document that shares its two
 * sides, additional accessories and single parts (all a parts list reads, see tallyParts) with
 * one computed before, for the same catalogue object and language, gets that list again, as
 * after a patch of a colour, a setting or the camera.
 */
export class PartsListMemo {
  private readonly byFront = new WeakMap<BarSide, MemoEntry>();

  compute(doc: BarDocument, catalogue: Catalogue, locale: Locale): ComputedPartsList {
    const entry = this.byFront.get(doc.front);
    if (
      entry &&
      entry.catalogue === catalogue &&
      entry.locale === locale &&
      entry.back === doc.back &&
      entry.additionalAccessories === doc.additionalAccessories &&
      entry.singleParts === doc.singleParts
    ) {
      return entry.parts;
    }
    const parts = computePartsList(doc, catalogue, locale);
    const { back, additionalAccessories, singleParts } = doc;
    this.byFront.set(doc.front, { back, additionalAccessories, singleParts, catalogue, locale, parts });
    return parts;
  }
}
