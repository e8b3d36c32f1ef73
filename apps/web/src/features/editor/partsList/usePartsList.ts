import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import { type ComputedPartsList, computePartsList } from '@bar/domain/partsList';
import { currentLocale } from '../../../i18n/index.ts';
import { useEditorStore } from '../store/editorContext.tsx';

/**
 * Each document's parts list, computed once for all that show it (the parts list panel and tab,
 * the total weight, the transport plan) and kept while the document is: a tab that mounts them
 * again, or a second panel after an edit, takes the list already computed. Documents are never
 * changed in place.
 */
const computed = new WeakMap<BarDocument, { catalogue: Catalogue; locale: Locale; list: ComputedPartsList }>();

function partsListOf(doc: BarDocument, catalogue: Catalogue, locale: Locale): ComputedPartsList {
  const known = computed.get(doc);
  if (known && known.catalogue === catalogue && known.locale === locale) return known.list;
  const list = computePartsList(doc, catalogue, locale);
  computed.set(doc, { catalogue, locale, list });
  return list;
}

/** The parts list of the document on screen, computed with the function the server runs on every save. */
export function usePartsList(): ComputedPartsList | null {
  const doc = useEditorStore((state) => state.doc);
  const catalogue = useEditorStore((state) => state.catalogue);
  const locale = currentLocale();
  return doc && catalogue ? partsListOf(doc, catalogue, locale) : null;
}
