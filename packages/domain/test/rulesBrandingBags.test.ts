import { describe, expect, it } from 'vitest';
import { addBranding, addBrandSign, removeBranding } from '../src/commands/branding.ts';
import { setBackPanel } from '../src/commands/panelEdits.ts';
import { applyPackagingRecommendation, setAccessoryCount, setSinglePartCount } from '../src/commands/partCounts.ts';
import { packagingRecommendation } from '../src/packaging.ts';
import { computePartsList } from '../src/partsList.ts';
import { validateBar } from '../src/validate.ts';
import { computeWarnings } from '../src/warnings.ts';
import { applied, backRow, banner, catalogue, context, frontRow, partId, refusal } from './harness.ts';

function backBar(codes = ['back-frame-1200', 'back-frame-600']) {
  const ctx = context();
  return { ctx, doc: backRow(codes, frontRow([], ctx), ctx) };
}

describe('B1 at most one brand sign per bar side', () => {
  it('refuses a second brand sign on the same side', () => {
    const { ctx, doc } = backBar();
    const [a, b] = doc.back.baseModules;
    const once = applied(
      addBrandSign(doc, ctx, { side: 'back', moduleId: a?.id ?? '', partId: partId('brand-sign-600x300') }),
    );
    expect(
      addBrandSign(once, ctx, { side: 'back', moduleId: b?.id ?? '', partId: partId('brand-sign-600x300') }),
    ).toMatchObject({ ok: false, reason: 'oneBrandSignPerSide', rule: 'B1' });
    expect(validateBar(once, catalogue)).toEqual([]);
  });
});

describe('B2 back side banners', () => {
  it('add the banner holder automatically and allow one per back frame', () => {
    const { ctx, doc } = backBar(['back-frame-600']);
    const id = doc.back.baseModules[0]?.id ?? '';
    const sideBanner = (edge: 'w' | 'e') => banner('back', id, edge, 'back-side-banner', { fillImage: false });
    const result = addBranding(doc, ctx, sideBanner('w'));
    const next = applied(result);
    expect(next.back.baseModules[0]?.back_side_applications.map((application) => application.part_id)).toContain(
      partId('banner-holder'),
    );
    expect(result.ok && result.changes).toContainEqual({ kind: 'bannerHolderAdded', moduleId: id });
    expect(addBranding(next, ctx, sideBanner('e'))).toMatchObject(refusal('oneSideBannerPerFrame', 'B2'));
    expect(validateBar(next, catalogue)).toEqual([]);
    const removed = applied(removeBranding(next, ctx, { side: 'back', moduleId: id, edge: 'w' }));
    expect(removed.back.baseModules[0]?.back_side_applications.map((application) => application.part_id)).not.toContain(
      partId('banner-holder'),
    );
  });
});

describe('B3 branding on a back panel needs a back cover first', () => {
  it('refuses without the cover ("Please select a backframe cover first.") and accepts with it', () => {
    const { ctx, doc } = backBar(['back-frame-600']);
    const id = doc.back.baseModules[0]?.id ?? '';
    const imageUrl = '/api/uploads/abcdefghijklmnopqrstuv';
    const input = banner('back', id, 's', 'back-banner-600', { fillImage: true, imageUrl });
    expect(addBranding(doc, ctx, input)).toMatchObject({ ok: false, reason: 'backCoverRequired', rule: 'B3' });
    const covered = applied(setBackPanel(doc, ctx, { side: 'back', moduleId: id, position: 'top', assemblyId: 42 }));
    const branded = applied(addBranding(covered, ctx, input));
    expect(branded.back.brandings[0]).toMatchObject({
      type: 'rueckwandbanner',
      image_url: '/api/uploads/abcdefghijklmnopqrstuv',
      fill_image: true,
    });
    expect(validateBar(branded, catalogue)).toEqual([]);
  });
});

describe('B4 a brand-sign variant collides with the chosen back panel', () => {
  it('refuses the tall sign over a shelf panel but takes the low one', () => {
    const { ctx, doc } = backBar(['back-frame-1200']);
    const id = doc.back.baseModules[0]?.id ?? '';
    const shelved = applied(setBackPanel(doc, ctx, { side: 'back', moduleId: id, position: 'top', assemblyId: 40 }));
    expect(
      addBrandSign(shelved, ctx, { side: 'back', moduleId: id, partId: partId('brand-sign-1200x600') }),
    ).toMatchObject({ ok: false, reason: 'brandSignCollides', rule: 'B4' });
    expect(
      addBrandSign(shelved, ctx, { side: 'back', moduleId: id, partId: partId('brand-sign-1200x300') }),
    ).toMatchObject({ ok: true });
    expect(addBrandSign(doc, ctx, { side: 'back', moduleId: id, partId: partId('brand-sign-1200x600') })).toMatchObject(
      { ok: true },
    );
  });

  it('refuses a shelf back panel that would collide with the tall sign already hanging there', () => {
    const { ctx, doc } = backBar(['back-frame-1200']);
    const id = doc.back.baseModules[0]?.id ?? '';
    const signed = applied(
      addBrandSign(doc, ctx, { side: 'back', moduleId: id, partId: partId('brand-sign-1200x600') }),
    );
    expect(setBackPanel(signed, ctx, { side: 'back', moduleId: id, position: 'top', assemblyId: 40 })).toMatchObject(
      refusal('brandSignCollides', 'B4'),
    );
    expect(setBackPanel(signed, ctx, { side: 'back', moduleId: id, position: 'top', assemblyId: 42 })).toMatchObject({
      ok: true,
    });
  });
});

describe('B5 banner images: logo or cover mode, and the banner must fit', () => {
  it('keeps the mode and refuses a banner wider than the edge', () => {
    const ctx = context();
    const doc = frontRow(['g-raxx-600'], ctx);
    const id = doc.front.baseModules[0]?.id ?? '';
    const imageUrl = '/api/uploads/logologologologologolo';
    const logo = applied(
      addBranding(doc, ctx, banner('front', id, 'n', 'front-banner-600', { fillImage: false, imageUrl })),
    );
    expect(logo.front.brandings[0]?.fill_image).toBe(false);
    expect(addBranding(doc, ctx, banner('front', id, 'n', 'front-banner-1200', { fillImage: true }))).toMatchObject({
      ok: false,
      reason: 'brandingDoesNotFit',
      rule: 'B5',
    });
  });
});

describe('G1 packaging recommendation', () => {
  it('follows from the configuration and applying it overwrites chosen counts', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600', 'g-raxx-600', 'g-raxx-600'], ctx);
    // The transport plan (T1): 3 knocked-down frames (43.5 kg) in one module bag; 2 bar tops in
    // one bar-top bag; 3 front frames and 5 panels (by volume) in two panel bags.
    expect(packagingRecommendation(doc, catalogue)).toEqual([
      { part_id: partId('bag-module'), qty: 1 },
      { part_id: partId('bag-counter-board'), qty: 1 },
      { part_id: partId('bag-panels'), qty: 2 },
    ]);
    doc = applied(setAccessoryCount(doc, ctx, { partId: partId('bag-panels'), count: 1 }));
    expect(computeWarnings(doc, catalogue).map((warning) => warning.code)).toContain('tooFewBags');
    doc = applied(applyPackagingRecommendation(doc, ctx));
    expect(doc.additionalAccessories).toContainEqual({ part_id: partId('bag-panels'), count: 2 });
    expect(computeWarnings(doc, catalogue).map((warning) => warning.code)).not.toContain('tooFewBags');
    expect(computePartsList(doc, catalogue, 'en').packaging_recommendation).toEqual(
      packagingRecommendation(doc, catalogue),
    );
  });
});

describe('L1 single parts are listed apart', () => {
  it('setSinglePartCount adds, changes and removes a line; bad counts are refused', () => {
    const ctx = context();
    let doc = frontRow([], ctx);
    doc = applied(setSinglePartCount(doc, ctx, { partId: partId('speed-rack'), count: 2 }));
    expect(computePartsList(doc, catalogue, 'en').singlePartsList).toEqual([
      expect.objectContaining({ part_number: 'SPR-0600', quantity: 2 }),
    ]);
    doc = applied(setSinglePartCount(doc, ctx, { partId: partId('speed-rack'), count: 0 }));
    expect(doc.singleParts).toEqual([]);
    expect(setSinglePartCount(doc, ctx, { partId: partId('speed-rack'), count: -1 })).toMatchObject(
      refusal('invalidCount', 'L1'),
    );
  });
});
