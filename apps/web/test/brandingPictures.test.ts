import { addBranding, addBrandSign } from '@bar/domain/commands/branding';
import { sequentialIds } from '@bar/domain/ids';
import { describe, expect, it } from 'vitest';
import { menuItems } from '../src/features/editor/modes/menuItems.ts';
import { placedPictureOf } from '../src/features/editor/modes/placedPicture.ts';
import type { Place, PlaceTarget } from '../src/features/editor/places/placeTypes.ts';
import { checkImageFile, sniffImageType } from '../src/shared/imageFileCheck.ts';
import { applied, barWith, fullCatalogue, MODULE, menuContext, runEdit } from './modesFixtures.ts';

const edit = { catalogue: fullCatalogue, newId: sequentialIds('t') };
const LOGO = '/api/uploads/logologologologologolo';
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function placeOf(target: Extract<PlaceTarget, { moduleId: string }>): Place {
  return { ...target, key: target.kind, frameModuleId: target.moduleId, box: { center: [0, 0, 0], size: [1, 1, 1] } };
}

function partId(code: string): number {
  const part = [...fullCatalogue.parts.values()].find((candidate) => candidate.code === code);
  if (!part) throw new Error(`no part ${code}`);
  return part.id;
}

describe('pictures are checked in the browser before they are sent (B5)', () => {
  it('knows PNG and JPG by their first bytes, whatever the name says', async () => {
    expect(sniffImageType(new Uint8Array(PNG_HEAD))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('hello, I am text'))).toBeNull();
    expect(await checkImageFile(new Blob([new Uint8Array([...PNG_HEAD, 0, 0])], { type: 'image/png' }))).toBeNull();
    expect(await checkImageFile(new Blob(['not a picture'], { type: 'image/png' }))).toBe('wrongType');
  });

  it('refuses files over 2 MB before reading them', async () => {
    const big = new Blob([new Uint8Array(PNG_HEAD), new Uint8Array(2 * 1024 * 1024)], { type: 'image/png' });
    expect(await checkImageFile(big)).toBe('tooLarge');
  });
});

describe('the picture of a placed banner or sign', () => {
  it('changes at once on the chosen banner: cover mode, colour, removal', () => {
    const doc = barWith([MODULE.graxx600]);
    const moduleId = doc.front.baseModules[0]?.id ?? '';
    const branded = applied(
      addBranding(doc, edit, {
        side: 'front',
        moduleId,
        edge: 'n',
        partId: partId('front-banner-600'),
        imageUrl: LOGO,
        fillImage: false,
      }),
    );
    const place = placeOf({ kind: 'bannerEdge', moduleId, edge: 'n' });
    const picture = placedPictureOf(place, branded, 'front');
    expect(picture).toMatchObject({ kind: 'banner', imageUrl: LOGO, fillImage: false, color: { code: 'white' } });
    const covered = applied(runEdit(picture?.setFill(true), branded, edit));
    expect(covered.front.brandings[0]).toMatchObject({ image_url: LOGO, fill_image: true });
    const black = applied(runEdit(picture?.color?.set('black'), covered, edit));
    expect(black.front.brandings[0]?.color).toBe('black');
    const bare = applied(runEdit(picture?.setImage(null), black, edit));
    expect(bare.front.brandings[0]).toMatchObject({ image_url: null, fill_image: true, color: 'black' });
    expect(placedPictureOf(placeOf({ kind: 'bannerEdge', moduleId, edge: 's' }), branded, 'front')).toBeNull();
  });

  it('is offered for a brand sign, which has no colour of its own, and new signs take the chosen picture', () => {
    const doc = barWith([], [MODULE.backFrame600]);
    const moduleId = doc.back.baseModules[0]?.id ?? '';
    const place = placeOf({ kind: 'signModule', moduleId });
    const item = menuItems('brandsigns', menuContext(doc, 'back'), place, {
      rotation: 0,
      branding: { imageUrl: LOGO, fillImage: true },
    }).find((candidate) => candidate.key === `part:${partId('brand-sign-600x300')}`);
    const signed = applied(runEdit(item?.command, doc, edit));
    expect(signed.back.baseModules[0]?.brandsigns[0]).toMatchObject({ image_url: LOGO, fill_image: true });
    const picture = placedPictureOf(place, signed, 'back');
    expect(picture).toMatchObject({ kind: 'sign', imageUrl: LOGO, fillImage: true, color: null });
    const plain = applied(addBrandSign(doc, edit, { side: 'back', moduleId, partId: partId('brand-sign-600x300') }));
    expect(placedPictureOf(place, plain, 'back')?.imageUrl).toBeNull();
  });
});
