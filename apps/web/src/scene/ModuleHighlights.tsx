import type { Piece } from '@bar/layout/pieces/types';
import { useMemo } from 'react';
import { BoxGeometry, EdgesGeometry, LineBasicMaterial, MeshBasicMaterial } from 'three';
import { moduleBox } from './moduleBox.ts';

export type HighlightKind = 'added' | 'removed' | 'changed';

/** A module drawn in its change's colour, or in `color` (another participant's selection, in their colour). */
export type ModuleHighlight = { moduleId: string; kind: HighlightKind; color?: string };

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

/** Materials of colours other than the kinds' (the participants' ten), made once each. */
const byColour = new Map<string, { fill: MeshBasicMaterial; line: LineBasicMaterial }>();
function materialsOf(highlight: ModuleHighlight): { fill: MeshBasicMaterial; line: LineBasicMaterial } {
  if (!highlight.color) return { fill: fills[highlight.kind], line: lines[highlight.kind] };
  let made = byColour.get(highlight.color);
  if (!made) {
    const color = highlight.color;
    made = {
      fill: new MeshBasicMaterial({ color, transparent: true, opacity: 0.18, depthWrite: false, toneMapped: false }),
      line: new LineBasicMaterial({ color, toneMapped: false }),
    };
    byColour.set(color, made);
  }
  return made;
}

/** A tinted box with coloured edges round every highlighted module; modules without pieces are skipped. */
export function ModuleHighlights({ highlights }: { highlights: SceneHighlights }) {
  const boxes = useMemo(
    () =>
      highlights.modules.flatMap((highlight) => {
        const found = moduleBox(highlights.pieces, highlight.moduleId, 0.04);
        return found
          ? [
              {
                ...found,
                kind: highlight.kind,
                moduleId: highlight.moduleId,
                ...materialsOf(highlight),
                key: `${highlight.moduleId}${highlight.color ?? ''}`,
              },
            ]
          : [];
      }),
    [highlights],
  );
  return (
    <group name="module-highlights" userData={{ editorOnly: true }}>
      {boxes.map((entry) => (
        <group key={entry.key} position={entry.center} scale={entry.size} userData={{ highlight: entry.kind }}>
          <mesh geometry={box} material={entry.fill} raycast={() => null} />
          <lineSegments geometry={edges} material={entry.line} />
        </group>
      ))}
    </group>
  );
}
