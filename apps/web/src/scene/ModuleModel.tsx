import type { ThreeEvent } from '@react-three/fiber';
import { memo } from 'react';
import type { ModuleLayout } from './layout.ts';
import { materialFor, unitBox } from './materials.ts';

type Props = { layout: ModuleLayout; isSelected: boolean; onSelect: (id: string) => void };

/** One base module: rack frame, front frame and counter boards, all from the shared unit box. */
export const ModuleModel = memo(function ModuleModel({ layout, isSelected, onSelect }: Props) {
  const handleClick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    onSelect(layout.id);
  };
  return (
    // A three.js group, not a DOM element; keyboard users select modules in the side menu list.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <group position={layout.position} rotation-y={layout.rotationY} onClick={handleClick} name={`module-${layout.id}`}>
      {layout.boxes.map((box, index) => (
        <mesh
          // Boxes of a module keep their order for a given definition, so the index is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          geometry={unitBox}
          material={materialFor(box.kind, isSelected)}
          position={box.position}
          scale={box.size}
          castShadow
          receiveShadow
        />
      ))}
    </group>
  );
});
