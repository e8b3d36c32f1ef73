import type { Piece } from '@bar/layout/pieces/types';
import { useMemo } from 'react';
import { BoxGeometry, EdgesGeometry, LineBasicMaterial } from 'three';
import { moduleBox } from './moduleBox.ts';

const edges = new EdgesGeometry(new BoxGeometry(1, 1, 1));
const line = new LineBasicMaterial({ color: '#0c8f7a', toneMapped: false });

/** A box of lines round the selected module (its rack frame's extent, turned about the vertical only). */
export function SelectionOutline({ pieces, moduleId }: { pieces: Piece[]; moduleId: string | null }) {
  const box = useMemo(() => (moduleId ? moduleBox(pieces, moduleId) : null), [pieces, moduleId]);
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
