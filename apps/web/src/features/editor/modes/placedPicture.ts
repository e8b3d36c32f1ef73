import type { SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Place } from '../places/placeTypes.ts';
import type { EditCommand } from '../store/editCommands.ts';

/** The picture of the banner or brand sign on the chosen place, and the edits that change it at once (B5). */
export type PlacedPicture = {
  kind: 'banner' | 'sign';
  imageUrl: string | null;
  fillImage: boolean;
  setImage: (imageUrl: string | null) => EditCommand;
  setFill: (fillImage: boolean) => EditCommand;
  /** Banners only (signs take the global brand-sign colour, K1): black, white or a RAL code. */
  color: { code: string; set: (color: string) => EditCommand } | null;
};

export function placedPictureOf(place: Place | null, doc: BarDocument, side: SideName): PlacedPicture | null {
  if (place?.kind === 'bannerEdge') {
    const target = { side, moduleId: place.moduleId, edge: place.edge };
    const branding = doc[side].brandings.find(
      (candidate) => candidate.base_module_id === place.moduleId && candidate.edge === place.edge,
    );
    if (!branding) return null;
    return {
      kind: 'banner',
      imageUrl: branding.image_url,
      fillImage: branding.fill_image,
      setImage: (imageUrl) => ({ type: 'setBrandingImage', input: { ...target, imageUrl } }),
      setFill: (fillImage) => ({ type: 'setBrandingImage', input: { ...target, fillImage } }),
      color: {
        code: branding.color,
        set: (color) => ({ type: 'setBrandingImage', input: { ...target, color } }),
      },
    };
  }
  if (place?.kind === 'signModule') {
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
  }
  return null;
}
