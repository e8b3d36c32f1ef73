import { type ComputedPartsList, computePartsList } from '@bar/domain/partsList';
import { useMemo } from 'react';
import { currentLocale } from '../../../i18n/index.ts';
import { useEditorStore } from '../store/editorContext.tsx';

/** The parts list of the document on screen, computed with the function the server runs on every save. */
export function usePartsList(): ComputedPartsList | null {
  const doc = useEditorStore((state) => state.doc);
  const catalogue = useEditorStore((state) => state.catalogue);
  const locale = currentLocale();
  return useMemo(() => (doc && catalogue ? computePartsList(doc, catalogue, locale) : null), [doc, catalogue, locale]);
}
