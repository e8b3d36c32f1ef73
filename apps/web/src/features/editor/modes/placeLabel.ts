import type { TFunction } from 'i18next';
import type { Place } from '../places/placeTypes.ts';

/** A place in words for the side menu: "Module 2, rack 1, row 6". */
export function placeLabel(place: Place, moduleIndex: (id: string) => number, t: TFunction): string {
  const index = moduleIndex('moduleId' in place ? place.moduleId : place.rootId) + 1;
  const base = `modes.places.kinds.${place.kind}`;
  switch (place.kind) {
    case 'attachEdge':
    case 'bannerEdge':
      return t(base, { index, edge: t(`modes.edges.${place.edge}`) });
    case 'module':
    case 'signModule':
    case 'run':
      return t(base, { index });
    case 'rackRow':
      return t(base, { index, rack: place.rackNumber, row: place.row });
    case 'frameMount':
    case 'ledSlot':
      return t(base, { index, mount: place.mountId });
    case 'hookSlot':
      return t(base, { index, mount: place.mountId, position: place.position });
    case 'speedRackSlot':
      return t(base, { index, edge: t(`modes.edges.${place.edge}`), offset: place.offset });
    case 'panelMount':
      return t(base, { index, edge: t(`modes.edges.${place.edge}`), mount: place.mountId });
    case 'backPanel':
      return t(base, { index, position: t(`modes.positions.${place.position}`) });
    case 'boardSpot':
      return t(base, { index, offset: place.runOffset });
    case 'shelfSpot':
      return t(base, { index, offset: place.offset });
    case 'sideEnd':
      return t(base, { index, side: t(`modes.ends.${place.sideOf}`) });
  }
}
