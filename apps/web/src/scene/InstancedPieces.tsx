import type { Finish, Piece, Shape } from '@bar/layout/pieces/types';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh, Matrix4, Quaternion, Vector3 } from 'three';
import { CASTS_SHADOW, MATERIALS } from './materials.ts';
import { GEOMETRIES, materialForShape } from './shapes.ts';

type Group = { key: string; finish: Finish; shape: Shape; pieces: Piece[] };

const matrix = new Matrix4();
const position = new Vector3();
const rotation = new Quaternion();
const scale = new Vector3();
const up = new Vector3(0, 1, 0);
const color = new Color();

/** Room for at least `count` instances, in steps, so small edits reuse the mesh. */
function capacityFor(count: number): number {
  return Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(1, count))));
}

/** The module under the pointer (its id), or none (null) once the pointer leaves it. */
export type HoverModule = (moduleId: string | null, leaving?: string) => void;

type GroupProps = { group: Group; onSelect: (moduleId: string) => void; onHover?: HoverModule };

/** All pieces of one shape and finish: one instanced mesh, one draw call (plus one per shadow map). */
const InstancedGroup = memo(function InstancedGroup({ group, onSelect, onHover }: GroupProps) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((state) => state.invalidate);
  const capacity = capacityFor(group.pieces.length);

  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    group.pieces.forEach((piece, index) => {
      position.set(...piece.position);
      rotation.setFromAxisAngle(up, piece.rotationY);
      scale.set(...piece.size);
      target.setMatrixAt(index, matrix.compose(position, rotation, scale));
      target.setColorAt(index, color.set(piece.color));
    });
    target.count = group.pieces.length;
    target.instanceMatrix.needsUpdate = true;
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    target.computeBoundingSphere();
    target.computeBoundingBox();
    invalidate();
  }, [group, invalidate]);

  const handleClick = (event: ThreeEvent<MouseEvent>) => {
    const piece = event.instanceId === undefined ? undefined : group.pieces[event.instanceId];
    if (!piece) return;
    event.stopPropagation();
    onSelect(piece.moduleId);
  };

  const pieceOf = (event: ThreeEvent<PointerEvent>) =>
    event.instanceId === undefined ? undefined : group.pieces[event.instanceId];
  const handleOver = (event: ThreeEvent<PointerEvent>) => {
    const piece = pieceOf(event);
    if (!piece || !onHover) return;
    event.stopPropagation();
    onHover(piece.moduleId);
  };
  // Leaving one piece and entering the next may arrive in either order: only the module left is cleared.
  const handleOut = (event: ThreeEvent<PointerEvent>) => {
    const piece = pieceOf(event);
    if (piece && onHover) onHover(null, piece.moduleId);
  };

  return (
    // A three.js mesh, not a DOM element; keyboard users select modules in the side menu list.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <instancedMesh
      key={capacity}
      ref={mesh}
      args={[GEOMETRIES[group.shape], materialForShape(MATERIALS[group.finish], group.shape), capacity]}
      castShadow={CASTS_SHADOW[group.finish]}
      receiveShadow
      onClick={handleClick}
      onPointerOver={onHover ? handleOver : undefined}
      onPointerOut={onHover ? handleOut : undefined}
      name={`pieces-${group.key}`}
    />
  );
});

/** Draws every piece of the bar, grouped by shape and finish. */
export function InstancedPieces({
  pieces,
  onSelect,
  onHover,
}: {
  pieces: Piece[];
  onSelect: (moduleId: string) => void;
  onHover?: HoverModule;
}) {
  const groups = useMemo(() => {
    const byKey = new Map<string, Group>();
    for (const piece of pieces) {
      const key = `${piece.shape}-${piece.finish}`;
      let group = byKey.get(key);
      if (!group) {
        group = { key, finish: piece.finish, shape: piece.shape, pieces: [] };
        byKey.set(key, group);
      }
      group.pieces.push(piece);
    }
    return [...byKey.values()];
  }, [pieces]);
  return groups.map((group) => <InstancedGroup key={group.key} group={group} onSelect={onSelect} onHover={onHover} />);
}
