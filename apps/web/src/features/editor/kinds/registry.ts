import type { Place, PlaceKind } from '../places/placeTypes.ts';
import { backPanelKind } from './backPanel.ts';
import { bannerKind } from './banner.ts';
import { barTopKind } from './barTop.ts';
import { barTopAccessoryKind } from './barTopAccessory.ts';
import { baseModuleKind } from './baseModule.ts';
import { bottleShelfKind } from './bottleShelf.ts';
import { brandSignKind } from './brandSign.ts';
import { frontFrameKind } from './frontFrame.ts';
import { hookKind } from './hook.ts';
import { ledKind } from './led.ts';
import { panelKind } from './panel.ts';
import { rackFittingKind } from './rackFitting.ts';
import { sideApplicationKind } from './sideApplication.ts';
import { speedRackKind } from './speedRack.ts';
import type { MenuContext, Occupant, PartKind, PlacedPicture } from './types.ts';

/** Every part kind of the editor. A new kind is a file in this folder and a line here. */
export const PART_KINDS = [
  baseModuleKind,
  rackFittingKind,
  frontFrameKind,
  panelKind,
  backPanelKind,
  barTopKind,
  ledKind,
  bottleShelfKind,
  hookKind,
  speedRackKind,
  barTopAccessoryKind,
  brandSignKind,
  bannerKind,
  sideApplicationKind,
] as const;

type ClaimedPlaceKind = (typeof PART_KINDS)[number]['placeKinds'][number];
/** Fails to compile when a kind of place of `@bar/layout` has no part kind. */
export const EVERY_PLACE_KIND_HAS_A_PART_KIND: Exclude<PlaceKind, ClaimedPlaceKind> extends never ? true : never = true;

const OWNERS = new Map<PlaceKind, PartKind>(
  PART_KINDS.flatMap((kind) => kind.placeKinds.map((placeKind) => [placeKind, kind] as const)),
);

/** The part kind that owns a kind of place. */
export function partKindOf(placeKind: PlaceKind): PartKind {
  const owner = OWNERS.get(placeKind);
  if (!owner) throw new Error(`no part kind owns the place kind ${placeKind}`);
  return owner;
}

/** The part kinds that own each kind of place (exactly one each; checked by the tests). */
export function ownersOf(placeKind: PlaceKind): PartKind[] {
  return PART_KINDS.filter((kind) => (kind.placeKinds as readonly PlaceKind[]).includes(placeKind));
}

/** The module a place belongs to: its own, or the root module of a run of bar tops. */
export function moduleIdOf(place: Place): string {
  return 'moduleId' in place ? place.moduleId : place.rootId;
}

/** What stands on a place, and how to take it away; null when it is empty or its module is gone. */
export function occupantOf(place: Place, context: MenuContext): Occupant | null {
  const module = context.doc[context.side].baseModules.find((candidate) => candidate.id === moduleIdOf(place));
  return module ? partKindOf(place.kind).occupant(place, context, module) : null;
}

/** Whether something can stand on the place (an open edge is only a way in for a new module). */
export function canHoldOccupant(place: Place): boolean {
  return !(partKindOf(place.kind).openPlaceKinds as readonly PlaceKind[] | undefined)?.includes(place.kind);
}

/** The banner's or sign's picture on the place, for kinds that carry one. */
export function placedPictureAt(place: Place, bar: Pick<MenuContext, 'doc' | 'side'>): PlacedPicture | null {
  return partKindOf(place.kind).picture?.(place, bar) ?? null;
}
