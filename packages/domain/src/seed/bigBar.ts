import type { Catalogue } from '../catalogue.ts';
import { PresetBuilder } from './presets.ts';

/**
 * The big bar of the benchmarks and the size checks: 60 modules (40 front G-Raxx 600/1200,
 * 20 back frames), fully equipped, with banners and a brand sign.
 */
export function buildBigBar(catalogue: Catalogue): PresetBuilder {
  const b = new PresetBuilder(catalogue, 'b');
  const front = b.row(
    'front',
    Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 'g-raxx-600' : 'g-raxx-1200')),
  );
  front.forEach((id, i) => {
    b.equipRacks('front', id, [
      ['insert-glass-rack', 9],
      ['insert-drawer', 6],
      ['insert-shelf', 3],
    ]);
    if (i % 2 === 1) b.bottleShelf('front', id, 1200);
    b.speedRack(id);
    if (i % 4 === 0) b.frontBanner(id, 'front-banner-600');
  });
  const back = b.row(
    'back',
    Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'back-frame-1200' : 'back-frame-600')),
  );
  back.forEach((id) => {
    b.backPanels(id, 'back-cover', 'back-frame-shelf');
    b.equipRacks('back', id, [
      ['insert-cooler', 6],
      ['insert-shelf', 9],
    ]);
  });
  b.brandSign(back[0] ?? '', 'brand-sign-1200x300');
  return b;
}
