import type { Piece } from '@bar/layout/pieces/types';
import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { type Camera, type Object3D, Vector3 } from 'three';
import { moduleBox } from './moduleBox.ts';
import { passThrough } from './overLabel.ts';

/** A module's name shown in the 3D view, and the module it names. */
export type ModuleLabelText = { moduleId: string; text: string };

const labelStyle = {
  padding: '2px 8px',
  borderRadius: 4,
  background: 'rgba(12, 143, 122, 0.92)',
  color: '#ffffff',
  font: '600 13px/1.4 system-ui, sans-serif',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  userSelect: 'none',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.3)',
} as const;

/** How far above the module's frame the label floats, in metres. */
const ABOVE = 0.12;
/** The least gap between the label and the view's edges, in pixels. */
const MARGIN = 6;
const anchor = new Vector3();

/**
 * Where the label's top left goes: centred over the module, its bottom at the anchor, but kept
 * inside the view, so a module at the edge still shows its whole name.
 */
function placeInsideView(label: RefObject<HTMLDivElement | null>) {
  return (object: Object3D, camera: Camera, size: { width: number; height: number }): number[] => {
    anchor.setFromMatrixPosition(object.matrixWorld).project(camera);
    const x = (anchor.x * 0.5 + 0.5) * size.width;
    const y = (-anchor.y * 0.5 + 0.5) * size.height;
    const width = label.current?.offsetWidth ?? 0;
    const height = label.current?.offsetHeight ?? 0;
    const left = Math.min(Math.max(x - width / 2, MARGIN), Math.max(MARGIN, size.width - width - MARGIN));
    const top = Math.min(Math.max(y - height, MARGIN), Math.max(MARGIN, size.height - height - MARGIN));
    return [left, top];
  };
}

/**
 * The name of the module under the pointer or selected ("2nd module from the left"), floating above
 * it. A DOM element that always faces the viewer, in the page's own font: no font file is loaded.
 * Left out of pictures (an editing aid).
 */
export function ModuleLabel({ pieces, label }: { pieces: readonly Piece[]; label: ModuleLabelText | null }) {
  const invalidate = useThree((state) => state.invalidate);
  const moduleId = label?.moduleId ?? null;
  const box = useMemo(() => (moduleId ? moduleBox(pieces, moduleId) : null), [pieces, moduleId]);
  const text = label?.text ?? null;
  const element = useRef<HTMLDivElement>(null);
  const calculatePosition = useMemo(() => placeInsideView(element), []);
  // Demand frame loop: the label is placed on the next frame.
  useEffect(() => {
    if (box || text) invalidate();
  }, [box, text, invalidate]);
  if (!box || !label) return null;
  const [x, y, z] = box.center;
  return (
    <group name="module-label" userData={{ editorOnly: true }}>
      <Html
        position={[x, y + box.size[1] / 2 + ABOVE, z]}
        calculatePosition={calculatePosition}
        zIndexRange={[0, 0]}
        style={passThrough}
      >
        <div ref={element} data-testid="module-label" data-module-id={label.moduleId} style={labelStyle}>
          {label.text}
        </div>
      </Html>
    </group>
  );
}
