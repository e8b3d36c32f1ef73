import type { Piece } from '@bar/layout/pieces/types';
import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { moduleBox } from './moduleBox.ts';

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
  // Demand frame loop: the label is placed on the next frame.
  useEffect(() => {
    if (box || text) invalidate();
  }, [box, text, invalidate]);
  if (!box || !label) return null;
  const [x, y, z] = box.center;
  return (
    <group name="module-label" userData={{ editorOnly: true }}>
      <Html position={[x, y + box.size[1] / 2 + ABOVE, z]} center zIndexRange={[0, 0]}>
        <div data-testid="module-label" data-module-id={label.moduleId} style={labelStyle}>
          {label.text}
        </div>
      </Html>
    </group>
  );
}
