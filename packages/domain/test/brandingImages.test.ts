import { describe, expect, it } from 'vitest';
import { addBranding, addBrandSign } from '../src/commands/branding.ts';
import { setBrandingImage, setBrandSignImage } from '../src/commands/brandingImages.ts';
import { validateBar } from '../src/validate.ts';
import { applied, backRow, catalogue, context, frontRow, partId, refusal } from './harness.ts';

const LOGO = '/api/uploads/logologologologologolo';
const PHOTO = '/api/uploads/photophotophotophoto01';

function bannerBar() {
  const ctx = context();
  const doc = frontRow(['g-raxx-600'], ctx);
  const moduleId = doc.front.baseModules[0]?.id ?? '';
  const target = { side: 'front' as const, moduleId, edge: 'n' as const };
  const branded = applied(
    addBranding(doc, ctx, { ...target, partId: partId('front-banner-600'), imageUrl: LOGO, fillImage: false }),
  );
  return { ctx, doc: branded, target };
}

function signBar() {
  const ctx = context();
  const doc = backRow(['back-frame-1200'], frontRow([], ctx), ctx);
  const target = { side: 'back' as const, moduleId: doc.back.baseModules[0]?.id ?? '' };
  return { ctx, doc, target };
}

describe('B5 setBrandingImage changes a placed banner', () => {
  it('switches logo to cover mode and keeps the picture and colour', () => {
    const { ctx, doc, target } = bannerBar();
    const next = applied(setBrandingImage(doc, ctx, { ...target, fillImage: true }));
    expect(next.front.brandings[0]).toMatchObject({ image_url: LOGO, fill_image: true, color: 'white' });
    expect(validateBar(next, catalogue)).toEqual([]);
  });

  it('replaces and removes the picture', () => {
    const { ctx, doc, target } = bannerBar();
    const replaced = applied(setBrandingImage(doc, ctx, { ...target, imageUrl: PHOTO }));
    expect(replaced.front.brandings[0]).toMatchObject({ image_url: PHOTO, fill_image: false });
    const removed = applied(setBrandingImage(replaced, ctx, { ...target, imageUrl: null }));
    expect(removed.front.brandings[0]?.image_url).toBeNull();
    expect(removed.front.brandings).toHaveLength(1);
  });

  it('takes black, white or a palette colour and refuses anything else (K3)', () => {
    const { ctx, doc, target } = bannerBar();
    expect(applied(setBrandingImage(doc, ctx, { ...target, color: 'black' })).front.brandings[0]?.color).toBe('black');
    expect(applied(setBrandingImage(doc, ctx, { ...target, color: '3020' })).front.brandings[0]?.color).toBe('3020');
    expect(setBrandingImage(doc, ctx, { ...target, color: 'plt' })).toMatchObject(refusal('unknownColor', 'K3'));
  });

  it('refuses a picture that is not one of our uploads, and a banner that is not there', () => {
    const { ctx, doc, target } = bannerBar();
    expect(setBrandingImage(doc, ctx, { ...target, imageUrl: 'https://example.com/logo.png' })).toMatchObject(
      refusal('invalidImage', 'B5'),
    );
    expect(setBrandingImage(doc, ctx, { ...target, edge: 's', fillImage: true })).toMatchObject({
      ok: false,
      reason: 'brandingNotFound',
    });
  });
});

describe('B5 brand signs carry a picture', () => {
  it('are added with a picture and fill mode', () => {
    const { ctx, doc, target } = signBar();
    const next = applied(
      addBrandSign(doc, ctx, { ...target, partId: partId('brand-sign-600x300'), imageUrl: LOGO, fillImage: true }),
    );
    expect(next.back.baseModules[0]?.brandsigns[0]).toMatchObject({ image_url: LOGO, fill_image: true });
    expect(validateBar(next, catalogue)).toEqual([]);
  });

  it('get their picture and fill mode changed, or refuse when there is no sign', () => {
    const { ctx, doc, target } = signBar();
    expect(setBrandSignImage(doc, ctx, { ...target, imageUrl: LOGO })).toMatchObject({
      ok: false,
      reason: 'brandSignNotFound',
    });
    const signed = applied(addBrandSign(doc, ctx, { ...target, partId: partId('brand-sign-600x300') }));
    expect(signed.back.baseModules[0]?.brandsigns[0]).toMatchObject({ image_url: null, fill_image: false });
    const pictured = applied(setBrandSignImage(signed, ctx, { ...target, imageUrl: LOGO }));
    const covered = applied(setBrandSignImage(pictured, ctx, { ...target, fillImage: true }));
    expect(covered.back.baseModules[0]?.brandsigns[0]).toMatchObject({
      part_id: partId('brand-sign-600x300'),
      image_url: LOGO,
      fill_image: true,
    });
    expect(setBrandSignImage(signed, ctx, { ...target, imageUrl: 'data:image/png;base64,AAAA' })).toMatchObject({
      ok: false,
      reason: 'invalidImage',
    });
  });
});
