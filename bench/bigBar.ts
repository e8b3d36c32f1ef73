import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { buildBigBar } from '@bar/domain/seed/bigBar';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import type { PresetBuilder } from '@bar/domain/seed/presets';

export const catalogue: Catalogue = seedCatalogue();

/** The benchmarks' big bar: 60 modules (40 front G-Raxx 600/1200, 20 back frames), fully equipped. */
export function bigBar(): { doc: BarDocument; builder: PresetBuilder } {
  const builder = buildBigBar(catalogue);
  return { doc: builder.doc, builder };
}
