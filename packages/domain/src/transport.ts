import type { BoxSize, Catalogue, Part } from './catalogue.ts';
import { type Grams, grams } from './units.ts';

/** A part and how many of it. */
export type PlanLine = { part_id: number; count: number };

/** One bag or case of the plan (a packaging part) and what goes in it. */
export type PackedBag = {
  part_id: number;
  contents: PlanLine[];
  /** Packed volume of the contents, in cubic millimetres. */
  content_volume: number;
  /** Weight of the contents (the bag's own weight not included). */
  load: Grams;
};

export type VehicleFit = { code: string; fits: boolean };

/** The bags of one type: how many, and everything packed in them together. */
export type BagTypeSummary = { part_id: number; count: number; contents: PlanLine[] };

export type TransportPlan = {
  /** Every bag instance, in the order it was opened (bag types by inner volume, smallest first). */
  bags: PackedBag[];
  /** Parts that fit no bag the catalogue offers; they travel as they are. */
  loose: PlanLine[];
  /** Space the load takes: the bags' outer size plus the loose parts' packed size, in litres (0.1). */
  volume_l: number;
  /** Parts plus the bags' own weight. */
  weight_g: Grams;
  /** Σ over bag types of max(⌈contents volume / inner volume⌉, ⌈contents weight / maximum load⌉). */
  lower_bound: number;
  vehicles: VehicleFit[];
};

type Box = [number, number, number];

function sortedBox(size: BoxSize): Box {
  const sides: Box = [size.length, size.width, size.height];
  return sides.sort((x, y) => y - x);
}

/** Whether a box fits inside another in some axis-aligned orientation: compare the sorted sides. */
export function boxFits(item: BoxSize, space: BoxSize): boolean {
  const [a, b, c] = sortedBox(item);
  const [x, y, z] = sortedBox(space);
  return a <= x && b <= y && c <= z;
}

export function boxVolume(size: BoxSize): number {
  return size.length * size.width * size.height;
}

/** The size a part travels in: its packed size, else its own width × height × depth. */
export function packedSizeOf(part: Part): BoxSize {
  return part.packed_size ?? { length: part.width, width: part.height, height: part.depth };
}

function outerSizeOf(part: Part): BoxSize {
  return { length: part.width, width: part.height, height: part.depth };
}

type BagType = { part: Part; inner: BoxSize; volume: number; maxLoad: number };
type Item = { part: Part; size: BoxSize; volume: number; weight: number; count: number };
type OpenBag = { bag: PackedBag; freeVolume: number; freeLoad: number };

/** The packaging parts that can carry anything, smallest inner volume first (then by id). */
export function bagTypes(catalogue: Catalogue): BagType[] {
  const types: BagType[] = [];
  for (const part of catalogue.parts.values()) {
    if (part.type !== 'packaging' || !part.inner_size || !part.max_load) continue;
    const volume = boxVolume(part.inner_size);
    if (volume > 0 && part.max_load > 0) types.push({ part, inner: part.inner_size, volume, maxLoad: part.max_load });
  }
  return types.sort((a, b) => a.volume - b.volume || a.part.id - b.part.id);
}

/** First fit of `item` (all its copies) into the bags of one type, opening new ones as needed. */
function placeItem(item: Item, type: BagType, open: OpenBag[], opened: PackedBag[]): void {
  let left = item.count;
  const take = (freeVolume: number, freeLoad: number) =>
    Math.min(
      left,
      item.volume > 0 ? Math.floor(freeVolume / item.volume) : left,
      item.weight > 0 ? Math.floor(freeLoad / item.weight) : left,
    );
  const put = (slot: OpenBag, count: number) => {
    slot.bag.contents.push({ part_id: item.part.id, count });
    slot.bag.content_volume += item.volume * count;
    slot.bag.load = grams(slot.bag.load + item.weight * count);
    slot.freeVolume -= item.volume * count;
    slot.freeLoad -= item.weight * count;
    left -= count;
  };
  for (const slot of open) {
    if (left === 0) return;
    const count = take(slot.freeVolume, slot.freeLoad);
    if (count > 0) put(slot, count);
  }
  while (left > 0) {
    const slot: OpenBag = {
      bag: { part_id: type.part.id, contents: [], content_volume: 0, load: grams(0) },
      freeVolume: type.volume,
      freeLoad: type.maxLoad,
    };
    open.push(slot);
    opened.push(slot.bag);
    put(slot, Math.max(1, take(slot.freeVolume, slot.freeLoad)));
  }
}

function vehicleFits(plan: Omit<TransportPlan, 'vehicles'>, boxes: BoxSize[], catalogue: Catalogue): VehicleFit[] {
  return catalogue.vehicles.map((vehicle) => ({
    code: vehicle.code,
    fits:
      plan.weight_g <= vehicle.payload &&
      plan.volume_l * 1_000_000 <= boxVolume(vehicle.cargo) &&
      boxes.every((box) => boxFits(box, vehicle.cargo)),
  }));
}

/**
 * T1: packs the parts (packaging parts left out) into the catalogue's bags and cases. Each part
 * goes to the smallest bag type it fits in some orientation and whose maximum load it does not
 * exceed; within a type, first-fit decreasing by volume (then weight, then part id), where a bag
 * takes a part while its contents' packed volume and weight stay within its inner volume and
 * maximum load. Deterministic: the same parts give the same plan.
 */
export function planTransport(counters: readonly ReadonlyMap<number, number>[], catalogue: Catalogue): TransportPlan {
  const types = bagTypes(catalogue);
  const groups: Item[][] = types.map(() => []);
  const totals = new Map<number, number>();
  for (const counter of counters) {
    for (const [partId, count] of counter) if (count > 0) totals.set(partId, (totals.get(partId) ?? 0) + count);
  }
  const loose: PlanLine[] = [];
  const boxes: BoxSize[] = [];
  let looseVolume = 0;
  let weight = 0;
  for (const [partId, count] of totals) {
    const part = catalogue.parts.get(partId);
    if (!part || part.type === 'packaging') continue;
    const size = packedSizeOf(part);
    const item: Item = { part, size, volume: boxVolume(size), weight: part.weight, count };
    weight += item.weight * count;
    const home = types.findIndex((type) => item.weight <= type.maxLoad && boxFits(size, type.inner));
    if (home >= 0) {
      groups[home]?.push(item);
    } else {
      loose.push({ part_id: partId, count });
      looseVolume += item.volume * count;
      boxes.push(size);
    }
  }
  const bags: PackedBag[] = [];
  let lowerBound = 0;
  let bagVolume = 0;
  types.forEach((type, index) => {
    const items = (groups[index] ?? []).sort(
      (a, b) => b.volume - a.volume || b.weight - a.weight || a.part.id - b.part.id,
    );
    if (items.length === 0) return;
    const open: OpenBag[] = [];
    const opened: PackedBag[] = [];
    for (const item of items) placeItem(item, type, open, opened);
    const volume = items.reduce((sum, item) => sum + item.volume * item.count, 0);
    const load = items.reduce((sum, item) => sum + item.weight * item.count, 0);
    lowerBound += Math.max(Math.ceil(volume / type.volume), Math.ceil(load / type.maxLoad));
    weight += type.part.weight * opened.length;
    bagVolume += boxVolume(outerSizeOf(type.part)) * opened.length;
    boxes.push(outerSizeOf(type.part));
    bags.push(...opened);
  });
  loose.sort((a, b) => a.part_id - b.part_id);
  const plan = {
    bags,
    loose,
    volume_l: Math.round((bagVolume + looseVolume) / 100_000) / 10,
    weight_g: grams(weight),
    lower_bound: lowerBound,
  };
  return { ...plan, vehicles: vehicleFits(plan, boxes, catalogue) };
}

/** The plan's bags by type, ascending part id: how many, and their contents added up. */
export function bagsByType(plan: TransportPlan): BagTypeSummary[] {
  const byType = new Map<number, { count: number; contents: Map<number, number> }>();
  for (const bag of plan.bags) {
    let entry = byType.get(bag.part_id);
    if (!entry) {
      entry = { count: 0, contents: new Map() };
      byType.set(bag.part_id, entry);
    }
    entry.count += 1;
    for (const line of bag.contents)
      entry.contents.set(line.part_id, (entry.contents.get(line.part_id) ?? 0) + line.count);
  }
  return [...byType]
    .sort(([a], [b]) => a - b)
    .map(([part_id, entry]) => ({
      part_id,
      count: entry.count,
      contents: [...entry.contents].sort(([a], [b]) => a - b).map(([id, count]) => ({ part_id: id, count })),
    }));
}
