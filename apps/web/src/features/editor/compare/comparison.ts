import type { BarDocument } from '@bar/domain/document';
import { changedModules } from '@bar/domain/moduleChanges';
import type { PartsList } from '@bar/domain/partsList';
import { diffPartsLists, type PartsListDiff } from '@bar/domain/partsListDiff';
import type { ModuleHighlight } from '../../../scene/ModuleHighlights.tsx';

/** One side of a comparison: a document and its parts list (a revision of this bar, or another bar). */
export type ComparedVersion = { document: BarDocument; parts: PartsList };

export type Comparison = { diff: PartsListDiff; highlights: ModuleHighlight[] };

/**
 * What changed from `before` to `after`: the parts list difference, and the modules to highlight
 * (added and changed ones as drawn in `after`, removed ones where they stood in `before`).
 */
export function compareVersions(before: ComparedVersion, after: ComparedVersion): Comparison {
  const modules = changedModules(before.document, after.document);
  return {
    diff: diffPartsLists(before.parts, after.parts),
    highlights: [
      ...modules.added.map((moduleId) => ({ moduleId, kind: 'added' as const })),
      ...modules.changed.map((moduleId) => ({ moduleId, kind: 'changed' as const })),
      ...modules.removed.map((moduleId) => ({ moduleId, kind: 'removed' as const })),
    ],
  };
}
