import type { PartsList, PartsListLine } from './partsList.ts';
import { type Cents, cents, type Grams, grams } from './units.ts';

/** Where a line stands on the parts list: with the bar, or among the single parts. */
export type PartsListSection = 'bar' | 'single';

export type PartsListChange = 'added' | 'removed' | 'changed';

/** One part whose count differs between two parts lists. */
export type PartsListDiffLine = {
  section: PartsListSection;
  part_id: number;
  part_number: string;
  name: string;
  change: PartsListChange;
  quantity_before: number;
  quantity_after: number;
  /** after − before, never 0. */
  quantity_delta: number;
  /** Net price difference of the line (after − before). */
  price_delta: Cents;
  weight_delta: Grams;
};

export type PartsListTotals = { net: Cents; gross: Cents; weight: Grams };

/** What turns parts list A into parts list B: the lines that differ and the totals of both. */
export type PartsListDiff = {
  lines: PartsListDiffLine[];
  before: PartsListTotals;
  after: PartsListTotals;
  /** after − before. */
  delta: PartsListTotals;
  counts: Record<PartsListChange, number>;
};

/** Part counts of a parts list, keyed by section and part id (`bar:12`). */
export type PartCounts = Map<string, number>;

function key(section: PartsListSection, partId: number): string {
  return `${section}:${partId}`;
}

function sections(parts: PartsList): [PartsListSection, PartsListLine[]][] {
  return [
    ['bar', parts.list],
    ['single', parts.singlePartsList],
  ];
}

export function partCounts(parts: PartsList): PartCounts {
  const counts: PartCounts = new Map();
  for (const [section, lines] of sections(parts)) {
    for (const line of lines)
      counts.set(key(section, line.part_id), (counts.get(key(section, line.part_id)) ?? 0) + line.quantity);
  }
  return counts;
}

function totals(parts: PartsList): PartsListTotals {
  return { net: parts.total_price, gross: parts.gross_total, weight: parts.total_weight };
}

function indexLines(parts: PartsList): Map<string, { section: PartsListSection; line: PartsListLine }> {
  const index = new Map<string, { section: PartsListSection; line: PartsListLine }>();
  for (const [section, lines] of sections(parts)) {
    for (const line of lines) index.set(key(section, line.part_id), { section, line });
  }
  return index;
}

/**
 * The difference between two parts lists (say of an older and a newer version of a bar): one line
 * per part whose count differs, in B's order with A's removed lines after them, and the totals of
 * both. The diff of a list with itself has no lines and a zero delta.
 */
export function diffPartsLists(a: PartsList, b: PartsList): PartsListDiff {
  const before = indexLines(a);
  const after = indexLines(b);
  const lines: PartsListDiffLine[] = [];
  const describe = (k: string): PartsListDiffLine | null => {
    const old = before.get(k);
    const now = after.get(k);
    const entry = (now ?? old) as { section: PartsListSection; line: PartsListLine };
    const quantityBefore = old?.line.quantity ?? 0;
    const quantityAfter = now?.line.quantity ?? 0;
    if (quantityBefore === quantityAfter && (old?.line.total ?? 0) === (now?.line.total ?? 0)) return null;
    return {
      section: entry.section,
      part_id: entry.line.part_id,
      part_number: entry.line.part_number,
      name: entry.line.name,
      change: !old ? 'added' : !now ? 'removed' : 'changed',
      quantity_before: quantityBefore,
      quantity_after: quantityAfter,
      quantity_delta: quantityAfter - quantityBefore,
      price_delta: cents((now?.line.total ?? 0) - (old?.line.total ?? 0)),
      weight_delta: grams((now?.line.weight ?? 0) - (old?.line.weight ?? 0)),
    };
  };
  for (const k of after.keys()) {
    const line = describe(k);
    if (line) lines.push(line);
  }
  for (const k of before.keys()) {
    if (after.has(k)) continue;
    const line = describe(k);
    if (line) lines.push(line);
  }
  const from = totals(a);
  const to = totals(b);
  return {
    lines,
    before: from,
    after: to,
    delta: {
      net: cents(to.net - from.net),
      gross: cents(to.gross - from.gross),
      weight: grams(to.weight - from.weight),
    },
    counts: {
      added: lines.filter((line) => line.change === 'added').length,
      removed: lines.filter((line) => line.change === 'removed').length,
      changed: lines.filter((line) => line.change === 'changed').length,
    },
  };
}

/** `counts` (of list A) with the diff's quantity changes applied: the counts of list B. */
export function applyPartsListDiff(counts: PartCounts, diff: PartsListDiff): PartCounts {
  const next = new Map(counts);
  for (const line of diff.lines) {
    const k = key(line.section, line.part_id);
    const quantity = (next.get(k) ?? 0) + line.quantity_delta;
    if (quantity === 0) next.delete(k);
    else next.set(k, quantity);
  }
  return next;
}
