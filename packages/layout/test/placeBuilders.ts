// The layout's builders of places by name, for the tests that go through every place of a side.
// The editor's part kinds call the same builders, and its modes group the kinds.
import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { boardSpotPlaces, runPlaces, shelfSpotPlaces } from '../src/places/boardPlaces.ts';
import { bannerEdgePlaces, sideEndPlaces, signModulePlaces } from '../src/places/edgePlaces.ts';
import {
  backPanelPlaces,
  baseModulePlaces,
  frameMountPlaces,
  hookSlotPlaces,
  ledSlotPlaces,
  panelMountPlaces,
  rackRowPlaces,
  speedRackSlotPlaces,
} from '../src/places/modulePlaces.ts';
import { ACCESSORY_SPOT, GN_SPOT, type PlaceScope } from '../src/places/placeScope.ts';
import type { Place } from '../src/places/placeTypes.ts';

const PLACE_BUILDERS = {
  modules: baseModulePlaces,
  rackRows: rackRowPlaces,
  frameMounts: frameMountPlaces,
  ledSlots: ledSlotPlaces,
  hookSlots: hookSlotPlaces,
  speedRackSlots: speedRackSlotPlaces,
  panelMounts: panelMountPlaces,
  backPanels: backPanelPlaces,
  runs: runPlaces,
  accessorySpots: (scope) => boardSpotPlaces(scope, ACCESSORY_SPOT),
  gnSpots: (scope) => boardSpotPlaces(scope, GN_SPOT),
  shelfSpots: shelfSpotPlaces,
  sideEnds: sideEndPlaces,
  bannerEdges: bannerEdgePlaces,
  signModules: signModulePlaces,
} satisfies Record<string, (scope: PlaceScope) => Place[]>;

export type PlaceBuilder = keyof typeof PLACE_BUILDERS;
export const PLACE_BUILDER_NAMES = Object.keys(PLACE_BUILDERS) as PlaceBuilder[];

/** The places one builder gives on one side of the bar. */
export function placesOf(builder: PlaceBuilder, side: SideName, doc: BarDocument, catalogue: Catalogue): Place[] {
  return PLACE_BUILDERS[builder]({ doc, side, catalogue });
}
