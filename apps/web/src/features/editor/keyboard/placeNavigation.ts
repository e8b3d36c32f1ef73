import type { Place } from '../places/placeTypes.ts';

/**
 * Where an arrow key leads: the previous or next place of the mode (←/→, every place in turn), or the
 * same spot on the previous or next module (↑/↓).
 */
export type PlaceStep = 'previous' | 'next' | 'previousModule' | 'nextModule';

/** The module a place is counted on, as its label names it ("Module 3, …"); a run of bar tops by its root. */
export function moduleIdOf(place: Place): string {
  return 'moduleId' in place ? place.moduleId : place.rootId;
}

const EDGE_RANK: Record<string, number> = { n: 0, e: 1, s: 2, w: 3 };
const WORD_RANK: Record<string, number> = { top: 0, bottom: 1, left: 0, right: 1 };

/** The fields a place may carry that say where on its module it is; read without asking which kind it is. */
type Whereabouts = {
  rackNumber?: number;
  row?: number;
  edge?: string;
  mountId?: string;
  position?: number | string;
  runOffset?: number;
  offset?: number;
  sideOf?: string;
};

function rankOf(value: number | string | undefined): number {
  if (value === undefined) return 0;
  if (typeof value === 'number') return value;
  return EDGE_RANK[value] ?? WORD_RANK[value] ?? 0;
}

/**
 * Position of a place on its module, most significant first: rack, row (top row first, as one reads a
 * rack), edge (clockwise from the customer side), mount, position, offset along the bar, end.
 */
function whereOnModule(place: Place): (number | string)[] {
  const at = place as Whereabouts;
  return [
    rankOf(at.rackNumber),
    -rankOf(at.row),
    rankOf(at.edge),
    at.mountId ?? '',
    rankOf(at.position),
    rankOf(at.runOffset),
    rankOf(at.offset),
    rankOf(at.sideOf),
  ];
}

function compareKeys(a: (number | string)[], b: (number | string)[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const left = a[index] ?? 0;
    const right = b[index] ?? 0;
    if (left === right) continue;
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return String(left).localeCompare(String(right), 'en', { numeric: true });
  }
  return 0;
}

/**
 * The places of a mode in the order the arrow keys visit them: by module (as the bar lists its
 * modules, the numbers the labels show), then kind (in the order the mode lists them), then where on
 * the module. Places that tie keep the order they came in.
 */
export function orderPlaces(places: readonly Place[], moduleOrder: readonly string[]): Place[] {
  const moduleRank = new Map(moduleOrder.map((id, index) => [id, index]));
  const kindRank = new Map<string, number>();
  for (const place of places) if (!kindRank.has(place.kind)) kindRank.set(place.kind, kindRank.size);
  const keyed = places.map((place, index) => ({
    place,
    key: [
      moduleRank.get(moduleIdOf(place)) ?? Number.MAX_SAFE_INTEGER,
      kindRank.get(place.kind) ?? 0,
      ...whereOnModule(place),
      index,
    ],
  }));
  return keyed.sort((a, b) => compareKeys(a.key, b.key)).map((entry) => entry.place);
}

/** Consecutive runs of places on the same module, in order. */
function moduleGroups(ordered: readonly Place[]): Place[][] {
  const groups: Place[][] = [];
  for (const place of ordered) {
    const last = groups.at(-1);
    if (last && moduleIdOf(last[0] as Place) === moduleIdOf(place)) last.push(place);
    else groups.push([place]);
  }
  return groups;
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * The place an arrow key moves to from `currentKey` in `ordered` (see `orderPlaces`); wraps round at
 * either end. With nothing chosen (or a place that is gone), forward keys start at the first place
 * and backward keys at the last. Null when the mode has no place.
 */
export function stepPlace(ordered: readonly Place[], currentKey: string | null, step: PlaceStep): Place | null {
  if (ordered.length === 0) return null;
  const isForward = step === 'next' || step === 'nextModule';
  const current = ordered.findIndex((place) => place.key === currentKey);
  if (current < 0) return (isForward ? ordered[0] : ordered.at(-1)) ?? null;
  if (step === 'next' || step === 'previous') {
    return ordered[wrap(current + (isForward ? 1 : -1), ordered.length)] ?? null;
  }
  const groups = moduleGroups(ordered);
  const groupIndex = groups.findIndex((group) => group.some((place) => place.key === currentKey));
  const group = groups[groupIndex] ?? [];
  const spot = group.findIndex((place) => place.key === currentKey);
  const target = groups[wrap(groupIndex + (isForward ? 1 : -1), groups.length)] ?? group;
  return target[Math.min(spot, target.length - 1)] ?? null;
}
