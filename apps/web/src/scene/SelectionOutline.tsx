import { pieceWorldBox } from '@bar/layout/dimensions';
import type { Piece } from '@bar/layout/pieces/types';
import { useMemo } from 'react';
import { BoxGeometry, EdgesGeometry, LineBasicMaterial } from 'three';

const edges = new EdgesGeometry(new BoxGeometry(1, 1, 1));
const line = new LineBasicMaterial({ color: '#0c8f7a', toneMapped: false });

/** A box of lines round the selected module (its rack frame's extent, turned about the vertical only). */
export function SelectionOutline({ pieces, moduleId }: { pieces: Piece[]; moduleId: string | null }) {
  const box = useMemo(() => {
    if (!moduleId) return null;
    const min = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    const max = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
    for (const piece of pieces) {
      if (piece.moduleId !== moduleId || piece.family !== 'rackFrame') continue;
      const box = pieceWorldBox(piece);
      for (let axis = 0; axis < 3; axis++) {
        min[axis] = Math.min(min[axis] ?? 0, box.min[axis] ?? 0);
        max[axis] = Math.max(max[axis] ?? 0, box.max[axis] ?? 0);
      }
    }
    if (!Number.isFinite(min[0])) return null;
    const grow = 0.02;
    const size = min.map((value, axis) => (max[axis] ?? 0) - value + 2 * grow) as [number, number, number];
    const center = min.map((value, axis) => (value + (max[axis] ?? 0)) / 2) as [number, number, number];
    return { size, center };
  }, [pieces, moduleId]);
  if (!box) return null;
  return (
    <lineSegments
      geometry={edges}
      material={line}
      position={box.center}
      scale={box.size}
      userData={{ editorOnly: true }}
    />
  );
}
