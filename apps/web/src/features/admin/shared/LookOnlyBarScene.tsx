import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import { useMemo } from 'react';
import { LookOnlyScene } from '../../../scene/LookOnlyScene.tsx';

/**
 * A saved bar in 3D in its own surroundings and from its saved camera, to look at only: nothing
 * can be selected or changed, no dimensions are drawn. `secondary` leaves out the scene's view
 * controls and picture capture (a second scene beside the editor's); a scene that pictures are
 * taken from is not secondary. Loaded on demand with three.js.
 */
export function LookOnlyBarScene(props: {
  document: BarDocument;
  catalogue: Catalogue;
  isSecondary?: boolean;
  onFirstFrame?: () => void;
}) {
  const { document, catalogue, isSecondary, onFirstFrame } = props;
  const drawList = useMemo(() => layoutBar(document, catalogue), [document, catalogue]);
  return (
    <LookOnlyScene drawList={drawList} document={document} isSecondary={isSecondary} onFirstFrame={onFirstFrame} />
  );
}
