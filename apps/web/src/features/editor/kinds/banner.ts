import type { Part } from '@bar/domain/catalogue';
import type { PicturePatch } from '@bar/domain/commands/brandingImages';
import type { EditCommand } from '@bar/domain/commands/editCommands';
import { bannerEdgePlaces } from '@bar/layout/places/edgePlaces';
import { offerParts, partOccupant, placedPicture } from './kindBuilders.ts';
import { definePartKind, type MenuContext, type PlaceOf } from './types.ts';

function isSideBanner(part: Part): boolean {
  return part.type === 'rueckwandseitenbanner' || part.code.startsWith('side-banner');
}

/** The banner on an edge of a module. */
function brandingAt(place: PlaceOf<'bannerEdge'>, { doc, side }: Pick<MenuContext, 'doc' | 'side'>) {
  return doc[side].brandings.find(
    (candidate) => candidate.base_module_id === place.moduleId && candidate.edge === place.edge,
  );
}

/** Banners: on an open edge of a module; side banners on the w and e ends of the back bar. */
export const bannerKind = definePartKind({
  id: 'banner',
  placeKinds: ['bannerEdge'],
  sections: ['bannersSigns', 'sideBanners'],
  modes: ['branding'],
  places: bannerEdgePlaces,
  label: (place, words) => ({ key: `bannerEdge.${words.facing(place.moduleId, place.edge)}` }),
  occupant: (place, context, module) =>
    partOccupant(context, brandingAt(place, context)?.part_id, {
      type: 'removeBranding',
      input: { side: context.side, moduleId: module.id, edge: place.edge },
    }),
  // Front banners on the front bar; back and side banners on the back bar, side ones on the w and e ends.
  menu: offerParts(
    ['frontbanner', 'rueckwandbanner', 'rueckwandseitenbanner'],
    (part) => (isSideBanner(part) ? 'sideBanners' : 'bannersSigns'),
    (part, place, { side }, { branding }) => ({
      type: 'addBranding',
      input: { side, moduleId: place.moduleId, edge: place.edge, partId: part.id, ...branding },
    }),
    (part, { side }, place) =>
      (part.type === 'frontbanner') === (side === 'front') &&
      (!place || isSideBanner(part) === (place.edge === 'w' || place.edge === 'e')),
  ),
  picture(place, { doc, side }) {
    const branding = brandingAt(place, { doc, side });
    if (!branding) return null;
    const change = (patch: PicturePatch & { color?: string }): EditCommand => ({
      type: 'setBrandingImage',
      input: { side, moduleId: place.moduleId, edge: place.edge, ...patch },
    });
    return placedPicture('banner', branding, change, { code: branding.color, set: (color) => change({ color }) });
  },
});
