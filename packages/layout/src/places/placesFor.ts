import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { boardSpotPlaces, runPlaces, shelfSpotPlaces } from './boardPlaces.ts';
import { bannerEdgePlaces, sideEndPlaces, signModulePlaces } from './edgePlaces.ts';
import {
  backPanelPlaces,
  baseModulePlaces,
  frameMountPlaces,
  hookSlotPlaces,
  ledSlotPlaces,
  panelMountPlaces,
  rackRowPlaces,
  speedRackSlotPlaces,
} from './modulePlaces.ts';
import { ACCESSORY_SPOT, GN_SPOT } from './placeScope.ts';
import type { Place } from './placeTypes.ts';

/**
 * The editing modes that have places (specification section 2); the web's editing modes are these.
 * The parts tab's modes have none.
 */
export const PLACE_MODES = [
  'shape',
  'racks',
  'front-frames',
  'front-panels',
  'back-panels',
  'counter-boards',
  'leds',
  'bottleshelves',
  'accessories',
  'brandsigns',
  'branding',
  'side-apps',
  'accessories-accessories',
  'accessories-gn',
  'accessories-packaging',
  'parts',
] as const;
export type PlaceMode = (typeof PLACE_MODES)[number];

/** The places of a mode on one side of the bar, each with its box in its module's frame. */
export function placesFor(mode: PlaceMode, side: SideName, doc: BarDocument, catalogue: Catalogue): Place[] {
  const scope = { doc, side, catalogue };
  switch (mode) {
    case 'shape':
      return baseModulePlaces(scope);
    case 'racks':
      return rackRowPlaces(scope);
    case 'front-frames':
      return frameMountPlaces(scope);
    case 'leds':
      return ledSlotPlaces(scope);
    case 'accessories':
      return [...hookSlotPlaces(scope), ...speedRackSlotPlaces(scope)];
    case 'front-panels':
      return panelMountPlaces(scope);
    case 'back-panels':
      return backPanelPlaces(scope);
    case 'counter-boards':
      return runPlaces(scope);
    case 'accessories-accessories':
      return boardSpotPlaces(scope, ACCESSORY_SPOT);
    case 'accessories-gn':
      return boardSpotPlaces(scope, GN_SPOT);
    case 'bottleshelves':
      return shelfSpotPlaces(scope);
    case 'side-apps':
      return sideEndPlaces(scope);
    case 'branding':
      return bannerEdgePlaces(scope);
    case 'brandsigns':
      return signModulePlaces(scope);
    case 'accessories-packaging':
    case 'parts':
      return [];
  }
}
