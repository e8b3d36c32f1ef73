import type { Piece } from '@bar/layout/pieces/types';
import { useMemo } from 'react';
import { BoxGeometry, EdgesGeometry, LineBasicMaterial, MeshBasicMaterial } from 'three';
import { moduleBox } from './moduleBox.ts';

export type HighlightKind = 'added' | 'removed' | 'changed';

/** A module drawn in its change's colour. */
export type ModuleHighlight = { moduleId: string; kind: HighlightKind };

/**
 * What the scene highlights: the modules, and the pieces their boxes are measured from (the drawn
 * pieces, and for modules that are not drawn, such as removed ones, pieces from elsewhere).
 */
export type SceneHighlights = { modules: ModuleHighlight[]; pieces: Piece[] };

/** The colour of each kind of change (the legend beside the scene shows the same). */
export const HIGHLIGHT_COLORS: Record<HighlightKind, string> = {
  added: '#2f9e44',
  removed: '#e03131',
  changed: '#f08c00',
};

const box = new BoxGeometry(1, 1, 1);
const edges = new EdgesGeometry(box);
const fills = Object.fromEntries(
  Object.entries(HIGHLIGHT_COLORS).map(([kind, color]) => [
    kind,
    new MeshBasicMaterial({ color, transparent: true, opacity: 0.22, depthWrite: false, toneMapped: false }),
  ]),
) as Record<HighlightKind, MeshBasicMaterial>;
const lines = Object.fromEntries(
  Object.entries(HIGHLIGHT_COLORS).map(([kind, color]) => [kind, new LineBasicMaterial({ color, toneMapped: false })]),
) as Record<HighlightKind, LineBasicMaterial>;

/** A tinted box with coloured edges round every highlighted module; modules without pieces are skipped. */
export function ModuleHighlights({ highlights }: { highlights: SceneHighlights }) {
  const boxes = useMemo(
    () =>
      highlights.modules.flatMap((highlight) => {
        const found = moduleBox(highlights.pieces, highlight.moduleId, 0.04);
        return found ? [{ ...found, kind: highlight.kind, moduleId: highlight.moduleId }] : [];
      }),
    [highlights],
  );
  return (
    <group name="module-highlights" userData={{ editorOnly: true }}>
      {boxes.map((entry) => (
        <group key={entry.moduleId} position={entry.center} scale={entry.size} userData={{ highlight: entry.kind }}>
          <mesh geometry={box} material={fills[entry.kind]} raycast={() => null} />
          <lineSegments geometry={edges} material={lines[entry.kind]} />
        </group>
      ))}
    </group>
  );
}
