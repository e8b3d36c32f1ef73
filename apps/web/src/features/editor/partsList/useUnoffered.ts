import { type UnofferedUse, unofferedPartIds, unofferedUses } from '@bar/domain/offered';
import { useMemo } from 'react';
import { useEditorStore } from '../store/editorContext.tsx';

/** The parts no longer offered that the bar on screen holds (domain `unofferedUses`), and their parts' ids. */
export function useUnoffered(): { uses: UnofferedUse[]; partIds: ReadonlySet<number> } {
  const doc = useEditorStore((state) => state.doc);
  const catalogue = useEditorStore((state) => state.catalogue);
  return useMemo(() => {
    const uses = doc && catalogue ? unofferedUses(doc, catalogue) : [];
    return { uses, partIds: unofferedPartIds(uses) };
  }, [doc, catalogue]);
}
