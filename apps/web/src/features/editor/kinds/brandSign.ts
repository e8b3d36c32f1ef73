import { signModulePlaces } from '@bar/layout/places/edgePlaces';
import { offerParts, partOccupant, placedPicture } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Brand signs: one hanging sign per module, at most one per side (B1). */
export const brandSignKind = definePartKind({
  id: 'brandSign',
  placeKinds: ['signModule'],
  sections: ['brandSigns'],
  modes: ['brandsigns'],
  places: signModulePlaces,
  occupant: (_place, context, module) =>
    partOccupant(context, module.brandsigns[0]?.part_id, {
      type: 'removeBrandSign',
      input: { side: context.side, moduleId: module.id },
    }),
  menu: offerParts(['einhaengeschild'], 'brandSigns', (part, place, { side }, { branding }) => ({
    type: 'addBrandSign',
    input: { side, moduleId: place.moduleId, partId: part.id, ...branding },
  })),
  picture(place, { doc, side }) {
    const sign = doc[side].baseModules.find((module) => module.id === place.moduleId)?.brandsigns[0];
    if (!sign) return null;
    return placedPicture('sign', sign, (patch) => ({
      type: 'setBrandSignImage',
      input: { side, moduleId: place.moduleId, ...patch },
    }));
  },
});
