import type { BarSide } from './document.ts';
import { type Edge, type Rotation, worldEdge } from './edges.ts';
import type { Locale } from './locale.ts';

/*
 * The bar as the customer sees it. The customer stands in front of the front bar (north of it,
 * looking south), so their left is east (+x) and their right is west; the back bar is seen the same
 * way, behind the front bar. Names the user reads ("2nd module from the left", "front panel") count
 * and turn from there, whatever order the modules were added in or however a module is turned.
 */

/** The way a face of a module looks, as the customer sees it. */
export type Facing = 'front' | 'rear' | 'left' | 'right';

const FACING: Record<Edge, Facing> = { n: 'front', s: 'rear', e: 'left', w: 'right' };

/** The way a module's own edge faces once the module is turned (north is the customer's front). */
export function facingOf(localEdge: Edge, rotation: Rotation): Facing {
  return FACING[worldEdge(localEdge, rotation)];
}

/** A point on the floor in millimetres (x east, z south). */
export type FloorPoint = { x: number; z: number };

/** Points closer than this (mm) count as level with each other. */
const SAME_LINE_MM = 1;

/**
 * Order "from the left" as the customer sees it: the point further east first; level ones (one
 * behind the other, as in the leg of an L) nearer the customer (further north) first.
 */
export function compareFromTheLeft(a: FloorPoint, b: FloorPoint): number {
  const across = b.x - a.x;
  if (Math.abs(across) >= SAME_LINE_MM) return across;
  const depth = a.z - b.z;
  return Math.abs(depth) >= SAME_LINE_MM ? depth : 0;
}

/** The side's module ids from the customer's left to their right (document order breaks ties). */
export function modulesFromTheLeft(side: Pick<BarSide, 'baseModules'>): string[] {
  return side.baseModules
    .map((module, index) => ({ id: module.id, index, point: module.position }))
    .sort((a, b) => compareFromTheLeft(a.point, b.point) || a.index - b.index)
    .map((entry) => entry.id);
}

/** Each module's number counted from the customer's left, from 1. */
export function moduleNumbersFromTheLeft(side: Pick<BarSide, 'baseModules'>): Map<string, number> {
  return new Map(modulesFromTheLeft(side).map((id, index) => [id, index + 1]));
}

const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });
const ENGLISH_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};

/**
 * A counting number written as an ordinal, in the masculine where the language has genders (the
 * nouns it qualifies in the texts, module, lugar, emplacement, are masculine): 1st, 2. (German),
 * 1er and 2e (French), 2º (Italian), 2.º (Spanish, Portuguese).
 */
export function ordinalNumber(value: number, locale: Locale): string {
  switch (locale) {
    case 'en':
      return `${value}${ENGLISH_SUFFIX[englishOrdinals.select(value)]}`;
    case 'de':
      return `${value}.`;
    case 'fr':
      return value === 1 ? '1er' : `${value}e`;
    case 'it':
      return `${value}º`;
    case 'es':
    case 'pt':
      return `${value}.º`;
  }
}
