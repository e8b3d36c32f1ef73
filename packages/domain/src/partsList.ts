import { type Catalogue, findPartByCode, PART_TYPES, type Part, primaryPartNumber } from './catalogue.ts';
import type { BarDocument, BarSide } from './document.ts';
import { type Locale, localize } from './locale.ts';
import { type PackagingLine, packagingRecommendation } from './packaging.ts';
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

type Counter = Map<number, number>;

function add(counter: Counter, partId: number, quantity = 1): void {
  counter.set(partId, (counter.get(partId) ?? 0) + quantity);
}

/** An assembly's parts; an id the catalogue lacks is counted as a missing part (negative key). */
function addAssembly(counter: Counter, catalogue: Catalogue, assemblyId: number): void {
  const assembly = catalogue.assemblies.get(assemblyId);
  if (!assembly) {
    add(counter, -assemblyId);
    return;
  }
  for (const part of assembly.parts) add(counter, part.part_id, part.quantity);
}

function countSide(side: BarSide, catalogue: Catalogue, counter: Counter): void {
  const speedRack = findPartByCode(catalogue, 'speed-rack');
  const cornerCap = findPartByCode(catalogue, 'corner-cap');
  for (const module of side.baseModules) {
    const definition = catalogue.baseModules.get(module.base_module_id);
    if (definition) add(counter, definition.part_id);
    if (definition?.family === 'corner' && cornerCap && module.frontFrames.length > 0) add(counter, cornerCap.id);
    for (const frame of module.frontFrames) add(counter, frame.part_id);
    for (const board of module.counterBoards) {
      add(counter, board.part_id);
      for (const accessory of board.accessories) addAssembly(counter, catalogue, accessory.assembly_id);
    }
    for (const panel of module.panels) addAssembly(counter, catalogue, panel.assembly_model_id);
    for (const rack of module.racks) {
      for (const insert of rack.inserts) addAssembly(counter, catalogue, insert.rack_insert_model_id);
      if (rack.worktop) addAssembly(counter, catalogue, rack.worktop.assembly_id);
    }
    for (const application of module.side_applications) addAssembly(counter, catalogue, application.assembly_id);
    for (const accessory of module.front_frame_accessories) addAssembly(counter, catalogue, accessory.assembly_id);
    if (module.back_panels.top) addAssembly(counter, catalogue, module.back_panels.top.assembly_model_id);
    if (module.back_panels.bottom) addAssembly(counter, catalogue, module.back_panels.bottom.assembly_model_id);
    if (speedRack) add(counter, speedRack.id, module.speed_racks.length);
    for (const shelf of module.bottle_shelves) add(counter, shelf.part_id);
    for (const application of module.back_side_applications) add(counter, application.part_id);
    for (const sign of module.brandsigns) add(counter, sign.part_id);
  }
  for (const branding of side.brandings) add(counter, branding.part_id);
}

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

/** L1: the parts list of a bar, one line per part number, with net, VAT, gross and weight. */
export function computePartsList(doc: BarDocument, catalogue: Catalogue, locale: Locale): PartsList {
  const barParts: Counter = new Map();
  countSide(doc.front, catalogue, barParts);
  countSide(doc.back, catalogue, barParts);
  for (const accessory of doc.additionalAccessories) add(barParts, accessory.part_id, accessory.count);
  const singleParts: Counter = new Map();
  for (const single of doc.singleParts) add(singleParts, single.part_id, single.count);

  const missing = new Set<number>();
  const list = toLines(barParts, catalogue, locale, missing);
  const singlePartsList = toLines(singleParts, catalogue, locale, missing);
  const all = [...list, ...singlePartsList];
  const total = sumCents(all.map((line) => line.total));
  const vat = cents(Math.round((total * VAT_RATE_PERCENT) / 100));
  return {
    list,
    singlePartsList,
    total_price: total,
    vat_rate: VAT_RATE_PERCENT,
    vat,
    gross_total: cents(total + vat),
    total_weight: all.length === 0 ? grams(0) : sumGrams(all.map((line) => line.weight)),
    missing_part_ids: [...missing].sort((a, b) => a - b),
    packaging_recommendation: packagingRecommendation(doc, catalogue),
  };
}
