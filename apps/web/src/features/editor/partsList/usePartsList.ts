import { type ComputedPartsList, computePartsList } from '@bar/domain/partsList';
import { useMemo } from 'react';
import { currentLocale } from '../../../i18n/index.ts';
import { useEditor } from '../store/editorStore.ts';

/** The parts list of the document on screen, computed with the function the server runs on every save. */
export function usePartsList(): ComputedPartsList | null {
  const doc = useEditor((state) => state.doc);
  const catalogue = useEditor((state) => state.catalogue);
  const locale = currentLocale();
  return useMemo(() => (doc && catalogue ? computePartsList(doc, catalogue, locale) : null), [doc, catalogue, locale]);
}
