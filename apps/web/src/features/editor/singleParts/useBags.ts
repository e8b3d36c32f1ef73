import { primaryPartNumber } from '@bar/domain/catalogue';
import { localize } from '@bar/domain/locale';
import { chosenBags, packagingRecommendation } from '@bar/domain/packaging';
import type { Cents } from '@bar/domain/units';
import { useMemo } from 'react';
import { currentLocale } from '../../../i18n/index.ts';
import { useEditorStore } from '../store/editorContext.tsx';

export type BagRow = {
  partId: number;
  partNumber: string;
  name: string;
  price: Cents;
  chosen: number;
  recommended: number;
};

/** Every bag of the catalogue with the count chosen and the count G1 recommends for this bar. */
export function useBags(): { rows: BagRow[]; hasTooFew: boolean } {
  const doc = useEditorStore((state) => state.doc);
  const catalogue = useEditorStore((state) => state.catalogue);
  const locale = currentLocale();
  return useMemo(() => {
    if (!doc || !catalogue) return { rows: [], hasTooFew: false };
    const chosen = chosenBags(doc, catalogue);
    const recommended = new Map(packagingRecommendation(doc, catalogue).map((line) => [line.part_id, line.qty]));
    const rows = [...catalogue.parts.values()]
      .filter((part) => part.type === 'packaging')
      .sort((a, b) => a.id - b.id)
      .map((part) => ({
        partId: part.id,
        partNumber: primaryPartNumber(part),
        name: localize(part.name, locale),
        price: part.price,
        chosen: chosen.get(part.id) ?? 0,
        recommended: recommended.get(part.id) ?? 0,
      }));
    // The same comparison as the domain's tooFewBags warning (G1).
    return { rows, hasTooFew: rows.some((row) => row.chosen < row.recommended) };
  }, [doc, catalogue, locale]);
}
