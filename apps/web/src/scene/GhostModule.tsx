import type { Bounds } from '@bar/layout/pieces/types';
import type { ThreeEvent } from '@react-three/fiber';
import { useEffect } from 'react';
import { BoxGeometry, EdgesGeometry, LineBasicMaterial, MeshStandardMaterial } from 'three';

const unitBox = new BoxGeometry(1, 1, 1);
const edges = new EdgesGeometry(unitBox);
const body = new MeshStandardMaterial({
  color: '#2fb39a',
  transparent: true,
  opacity: 0.55,
  depthWrite: false,
  roughness: 0.4,
  emissive: '#1f8f7a',
  emissiveIntensity: 0.35,
});
const top = new MeshStandardMaterial({ color: '#8fe0cc', transparent: true, opacity: 0.4, depthWrite: false });
const outline = new LineBasicMaterial({ color: '#0c8f7a', transparent: true, opacity: 0.8 });

/**
 * An empty bar shows where its first module will stand: a translucent module with its outline and
 * top, in the editor's accent colour. Left out of pictures (an editing aid). With `onPlace`, a click
 * or tap on it places the first module there.
 */
export function GhostModule({ bounds, onPlace }: { bounds: Bounds; onPlace?: (() => void) | undefined }) {
  const box = bounds.box;
  const isShown = bounds.empty === true && box !== undefined;
  useEffect(
    () => () => {
      document.body.style.cursor = '';
    },
    [],
  );
  if (!isShown || !box) return null;
  const pointer = onPlace
    ? {
        onClick: (event: ThreeEvent<MouseEvent>) => {
          event.stopPropagation();
          document.body.style.cursor = '';
          onPlace();
        },
        onPointerOver: (event: ThreeEvent<PointerEvent>) => {
          event.stopPropagation();
          document.body.style.cursor = 'pointer';
        },
        onPointerOut: () => {
          document.body.style.cursor = '';
        },
      }
    : {};
  const size: [number, number, number] = [box.max[0] - box.min[0], box.max[1] - box.min[1], box.max[2] - box.min[2]];
  const center: [number, number, number] = [
    (box.min[0] + box.max[0]) / 2,
    (box.min[1] + box.max[1]) / 2,
    (box.min[2] + box.max[2]) / 2,
  ];
  return (
    <group position={center} userData={{ editorOnly: true }} name="ghost-module">
      <mesh geometry={unitBox} material={body} scale={size} renderOrder={1} {...pointer} />
      <mesh
        geometry={unitBox}
        material={top}
        position={[0, size[1] / 2 - 0.02, 0]}
        scale={[size[0] + 0.04, 0.04, size[2] + 0.06]}
        renderOrder={1}
      />
      <lineSegments geometry={edges} material={outline} scale={size} />
    </group>
  );
}
