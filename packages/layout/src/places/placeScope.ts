// What every builder of places shares: the scope, the placed modules, a place from a target and a box.
import type { BaseModuleDefinition, Catalogue, SideName } from '@bar/domain/catalogue';
import type { BarDocument, BaseModuleInstance } from '@bar/domain/document';
import type { Edge } from '@bar/domain/edges';
import type { LocalBox } from '../geometry.ts';

/** Places along a module's edges come in 600 mm segments. */
export const SEGMENT = 600;
/** Spots for small counter-board accessories every 300 mm; GN containers take a 600 mm spot. */
export const ACCESSORY_SPOT = 300;
export const GN_SPOT = 600;
/** Module boxes reach past panels, frames and overhangs, so that a click on the module lands on its place. */
export const MODULE_MARGIN = 0.2;

/** A box in the module's own frame, in metres: centre and size (x east, y up, z south). */
export type PlaceBox = LocalBox;

/**
 * A place of a target: the target (its kind and what it names), a key, and its box. Each builder's
 * file names its places by its own targets (`ModulePlace`, …); `Place` in placeTypes.ts joins them.
 */
export type PlaceOf<Target extends { kind: string }> = Target & {
  key: string;
  /** The module whose frame the box is drawn in. */
  frameModuleId: string;
  box: PlaceBox;
};

/** What the places of a side are built from: the bar, the side and the catalogue. */
export type PlaceScope = { doc: BarDocument; side: SideName; catalogue: Catalogue };

export type Placed = { module: BaseModuleInstance; definition: BaseModuleDefinition };

export function placed({ doc, side, catalogue }: PlaceScope): Placed[] {
  const result: Placed[] = [];
  for (const module of doc[side].baseModules) {
    const definition = catalogue.baseModules.get(module.base_module_id);
    if (definition) result.push({ module, definition });
  }
  return result;
}

/** A stable, readable key: the kind and the target's fields. */
export function placeKey(target: { kind: string }): string {
  const { kind, ...rest } = target;
  const fields = Object.entries(rest)
    .filter(([name]) => name !== 'isFixed')
    .map(([, value]) => String(value));
  return [kind, ...fields].join(':');
}

export function place<const Target extends { kind: string }>(
  target: Target,
  frameModuleId: string,
  box: PlaceBox,
): PlaceOf<Target> {
  return { ...target, key: placeKey(target), frameModuleId, box };
}

export function isOpen(module: BaseModuleInstance, edge: Edge): boolean {
  return !module.neighbours.some((link) => link.edge === edge);
}

export function segments(length: number): number[] {
  return Array.from({ length: Math.floor(length / SEGMENT) }, (_, index) => index * SEGMENT);
}
