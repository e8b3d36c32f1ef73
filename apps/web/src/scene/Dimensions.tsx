import type { BarDimensions } from '@bar/layout/dimensions';
import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute, LineBasicMaterial } from 'three';
import { drawDimensions } from './dimensionLines.ts';
import { passThrough } from './overLabel.ts';

const lineMaterial = new LineBasicMaterial({ color: '#22313c' });

const labelStyle = {
  padding: '1px 6px',
  borderRadius: 4,
  background: 'rgba(255, 255, 255, 0.9)',
  border: '1px solid #22313c',
  color: '#22313c',
  font: '600 12px/1.4 system-ui, sans-serif',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  userSelect: 'none',
} as const;

export type DimensionsProps = {
  /** The bar's measures from `@bar/layout`'s `barDimensions`. */
  dimensions: BarDimensions;
  /** A length in millimetres as the label shows it, in the interface language ("2,400 mm"). */
  formatLength: (millimetres: number) => string;
};

/**
 * The bar's overall width, depth and height and each module's width as thin dimension lines with
 * end ticks, offset from the bar on the floor (the height up one front corner). The labels are
 * DOM elements that always face the viewer, so they read from any angle and need no font file.
 * Left out of pictures (an editing aid).
 */
export function Dimensions({ dimensions, formatLength }: DimensionsProps) {
  const invalidate = useThree((state) => state.invalidate);
  const drawn = useMemo(() => drawDimensions(dimensions), [dimensions]);
  const geometry = useMemo(() => {
    const points = drawn.flatMap((line) => line.segments.flat());
    const result = new BufferGeometry();
    result.setAttribute('position', new Float32BufferAttribute(points, 3));
    return result;
  }, [drawn]);
  useEffect(() => {
    invalidate();
    return () => {
      geometry.dispose();
      invalidate();
    };
  }, [geometry, invalidate]);
  return (
    <group name="dimensions" userData={{ editorOnly: true }}>
      <lineSegments geometry={geometry} material={lineMaterial} raycast={() => null} />
      {drawn.map((line) => (
        <Html key={line.key} position={line.labelAt} center zIndexRange={[0, 0]} style={passThrough}>
          <div data-testid="dimension-label" data-kind={line.kind} data-mm={line.lengthMm} style={labelStyle}>
            {formatLength(line.lengthMm)}
          </div>
        </Html>
      ))}
    </group>
  );
}
