import { signModulePlaces } from '@bar/layout/places/edgePlaces';
import { offerParts, partOccupant } from './kindBuilders.ts';
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
    const target = { side, moduleId: place.moduleId };
    const sign = doc[side].baseModules.find((module) => module.id === place.moduleId)?.brandsigns[0];
    if (!sign) return null;
    return {
      kind: 'sign',
      imageUrl: sign.image_url,
      fillImage: sign.fill_image,
      setImage: (imageUrl) => ({ type: 'setBrandSignImage', input: { ...target, imageUrl } }),
      setFill: (fillImage) => ({ type: 'setBrandSignImage', input: { ...target, fillImage } }),
      color: null,
    };
  },
});
