import type { Catalogue } from './catalogue.ts';
import { type PartsList, type PartsListLine, partsListTotals } from './partsList.ts';
import { type Cents, cents, type Grams, grams, sumCents, sumGrams } from './units.ts';

/** Parts a user already owns: part id → how many. */
export type Inventory = ReadonlyMap<number, number>;

/** Limits of one user's inventory: distinct parts, and units of one part. */
export const INVENTORY_MAX_LINES = 2_000;
export const INVENTORY_MAX_COUNT = 100_000;

/** A parts-list line split into what the user owns and what is still to order. */
export type OrderLine = PartsListLine & {
  owned: number;
  to_order: number;
  /** Net price and weight of the units still to order. */
  to_order_total: Cents;
  to_order_weight: Grams;
};

export type OrderPlan = {
  list: OrderLine[];
  singlePartsList: OrderLine[];
  /** Net price and weight of everything still to order, single parts included. */
  to_order_price: Cents;
  to_order_weight: Grams;
  /** Units the inventory covers, and units still to order, over both lists. */
  owned_units: number;
  to_order_units: number;
};

/**
 * Splits every line of the parts list into owned and to order. One owned part covers one unit
 * once: a part on both lists uses the inventory on the main list first, then on the single parts.
 */
export function planOrder(partsList: Pick<PartsList, 'list' | 'singlePartsList'>, inventory: Inventory): OrderPlan {
  const left = new Map(inventory);
  const split = (line: PartsListLine): OrderLine => {
    const available = left.get(line.part_id) ?? 0;
    const owned = Math.min(available, line.quantity);
    left.set(line.part_id, available - owned);
    const toOrder = line.quantity - owned;
    return {
      ...line,
      owned,
      to_order: toOrder,
      to_order_total: cents(line.unit_price * toOrder),
      to_order_weight: grams(line.unit_weight * toOrder),
    };
  };
  const list = partsList.list.map(split);
  const singlePartsList = partsList.singlePartsList.map(split);
  const all = [...list, ...singlePartsList];
  return {
    list,
    singlePartsList,
    to_order_price: sumCents(all.map((line) => line.to_order_total)),
    to_order_weight: sumGrams(all.map((line) => line.to_order_weight)),
    owned_units: all.reduce((total, line) => total + line.owned, 0),
    to_order_units: all.reduce((total, line) => total + line.to_order, 0),
  };
}

/** The parts list cut down to what is still to order, and how many units the inventory covered. */
export type ToOrderPartsList = { partsList: PartsList; owned_units: number };

/**
 * The parts list with only the lines that still have something to order, each line's quantity,
 * price and weight being those of the units to order, and the totals (VAT included) of those
 * lines. Everything else of the list (packaging recommendation, missing parts) stays as it is.
 */
export function toOrderPartsList(partsList: PartsList, inventory: Inventory): ToOrderPartsList {
  const plan = planOrder(partsList, inventory);
  const toOrder = (lines: OrderLine[]): PartsListLine[] =>
    lines
      .filter((line) => line.to_order > 0)
      .map((line) => ({
        part_id: line.part_id,
        part_number: line.part_number,
        name: line.name,
        quantity: line.to_order,
        unit_price: line.unit_price,
        total: line.to_order_total,
        unit_weight: line.unit_weight,
        weight: line.to_order_weight,
      }));
  const list = toOrder(plan.list);
  const singlePartsList = toOrder(plan.singlePartsList);
  return {
    partsList: { ...partsList, list, singlePartsList, ...partsListTotals([...list, ...singlePartsList]) },
    owned_units: plan.owned_units,
  };
}

/** Why a row of an inventory file was not taken; `line` counts from 1 as a spreadsheet does. */
export type InventoryRowProblem =
  | { line: number; problem: 'unknownPartNumber'; value: string }
  | { line: number; problem: 'badCount'; value: string }
  | { line: number; problem: 'tooMany'; value: string };

/** `partRows`: the rows that name a part (read or not), so blank rows and a header do not count. */
export type InventoryRows = { inventory: Map<number, number>; problems: InventoryRowProblem[]; partRows: number };

/** Every part number of the catalogue (any variant), trimmed and in upper case → part id. */
export function partIdsByNumber(catalogue: Catalogue): Map<string, number> {
  const ids = new Map<string, number>();
  for (const part of catalogue.parts.values()) {
    for (const variant of part.variants) ids.set(variant.part_number.trim().toUpperCase(), part.id);
  }
  return ids;
}

const COUNT_TEXT = /^\d{1,6}$/;

/**
 * Reads the rows of an inventory file: part number in the first column, count in the second; a
 * first row whose count is not a number is a header. A part named twice adds up; a count of 0
 * is allowed (the part is then not kept). Every row that cannot be read is reported, so that a
 * file is taken whole or not at all.
 */
export function inventoryFromRows(
  rows: readonly (readonly string[])[],
  catalogue: Catalogue,
  /** The file's line of each row, where a reader skipped blank lines; else row i is line i + 1. */
  lines?: readonly number[],
): InventoryRows {
  const ids = partIdsByNumber(catalogue);
  const inventory = new Map<number, number>();
  const problems: InventoryRowProblem[] = [];
  let partRows = 0;
  rows.forEach((row, index) => {
    const line = lines?.[index] ?? index + 1;
    const partNumber = (row[0] ?? '').trim();
    const countText = (row[1] ?? '').trim();
    if (partNumber === '' && countText === '') return;
    if (index === 0 && !COUNT_TEXT.test(countText) && !ids.has(partNumber.toUpperCase())) return;
    partRows++;
    const partId = ids.get(partNumber.toUpperCase());
    if (partId === undefined) {
      problems.push({ line, problem: 'unknownPartNumber', value: partNumber });
      return;
    }
    if (!COUNT_TEXT.test(countText)) {
      problems.push({ line, problem: 'badCount', value: countText });
      return;
    }
    const count = (inventory.get(partId) ?? 0) + Number(countText);
    if (count > INVENTORY_MAX_COUNT) {
      problems.push({ line, problem: 'tooMany', value: countText });
      return;
    }
    inventory.set(partId, count);
  });
  for (const [partId, count] of inventory) if (count === 0) inventory.delete(partId);
  return { inventory, problems, partRows };
}
