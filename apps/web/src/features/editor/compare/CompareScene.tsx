import type { Catalogue } from '@bar/domain/catalogue';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import { useMemo } from 'react';
import { LookOnlyScene } from '../../../scene/LookOnlyScene.tsx';
import type { ModuleHighlight, SceneHighlights } from '../../../scene/ModuleHighlights.tsx';
import type { ComparedVersion } from './comparison.ts';

/**
 * The newer document in 3D with the changed modules highlighted; removed modules are outlined
 * where they stood in the older one. Loaded on demand with three.js.
 */
export function CompareScene(props: {
  before: ComparedVersion;
  after: ComparedVersion;
  highlights: ModuleHighlight[];
  catalogue: Catalogue;
}) {
  const { before, after, highlights, catalogue } = props;
  const drawList = useMemo(() => layoutBar(after.document, catalogue), [after, catalogue]);
  const sceneHighlights = useMemo<SceneHighlights>(() => {
    const removed = new Set(highlights.filter((entry) => entry.kind === 'removed').map((entry) => entry.moduleId));
    const removedPieces =
      removed.size === 0
        ? []
        : layoutBar(before.document, catalogue).pieces.filter((piece) => removed.has(piece.moduleId));
    return { modules: highlights, pieces: [...drawList.pieces, ...removedPieces] };
  }, [before, highlights, catalogue, drawList]);
  return <LookOnlyScene drawList={drawList} document={after.document} highlights={sceneHighlights} isSecondary />;
}
