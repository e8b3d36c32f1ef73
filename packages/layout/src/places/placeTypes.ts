import type { Edge } from '@bar/domain/edges';
import type { LocalBox } from '../geometry.ts';

/**
 * A place of the bar where an item can go or where an item is (a mount, a rack row, an edge, an
 * offset on a bar top). Each kind has one meaning, so what occupies a place and how it is removed
 * follow from the place alone, whatever the mode.
 */
export type PlaceTarget =
  /** An open world edge of a module where a new base module snaps on (P1). */
  | { kind: 'attachEdge'; moduleId: string; edge: Edge }
  /** A whole placed module (rotate, remove). */
  | { kind: 'module'; moduleId: string }
  /** A mount row of a rack: the top row of an insert or the row of a worktop (R1, R2). */
  | { kind: 'rackRow'; moduleId: string; rackId: string; rackNumber: number; row: number }
  | { kind: 'frameMount'; moduleId: string; mountId: string; isFixed: boolean }
  /** The LED strip of a front frame (position 0, under the bar top). */
  | { kind: 'ledSlot'; moduleId: string; mountId: string }
  /** A 600 mm segment of a front frame for hooks and similar accessories (positions 1, 2, …). */
  | { kind: 'hookSlot'; moduleId: string; mountId: string; position: number }
  | { kind: 'speedRackSlot'; moduleId: string; edge: Edge; offset: number }
  | { kind: 'panelMount'; moduleId: string; mountId: string; edge: Edge }
  | { kind: 'backPanel'; moduleId: string; position: 'top' | 'bottom' }
  /** A run of bar tops along front frames, named by its westmost (root) module (C2, C3). */
  | { kind: 'run'; rootId: string }
  /** A spot on a bar top for a counter-board accessory (C4); `span` is the spot's length. */
  | { kind: 'boardSpot'; rootId: string; boardId: string; offset: number; span: number; runOffset: number }
  | { kind: 'shelfSpot'; moduleId: string; offset: number }
  | { kind: 'sideEnd'; moduleId: string; sideOf: 'left' | 'right' }
  | { kind: 'bannerEdge'; moduleId: string; edge: Edge }
  | { kind: 'signModule'; moduleId: string };

export type PlaceKind = PlaceTarget['kind'];

/** Every kind of place, for code that goes through them all (the editor's part kinds claim each once). */
export const PLACE_KINDS = [
  'attachEdge',
  'module',
  'rackRow',
  'frameMount',
  'ledSlot',
  'hookSlot',
  'speedRackSlot',
  'panelMount',
  'backPanel',
  'run',
  'boardSpot',
  'shelfSpot',
  'sideEnd',
  'bannerEdge',
  'signModule',
] as const satisfies readonly PlaceKind[];

/** Fails to compile when a kind of place is added to `PlaceTarget` and not to `PLACE_KINDS`. */
export const PLACE_KINDS_ARE_COMPLETE: Exclude<PlaceKind, (typeof PLACE_KINDS)[number]> extends never ? true : never =
  true;

/** A box in the module's own frame, in metres: centre and size (x east, y up, z south). */
export type PlaceBox = LocalBox;

export type Place = PlaceTarget & {
  key: string;
  /** The module whose frame the box is drawn in. */
  frameModuleId: string;
  box: PlaceBox;
};

/** A stable, readable key: the kind and the target's fields. */
export function placeKey(target: PlaceTarget): string {
  const { kind, ...rest } = target;
  const fields = Object.entries(rest)
    .filter(([name]) => name !== 'isFixed')
    .map(([, value]) => String(value));
  return [kind, ...fields].join(':');
}
