import { coverCrop, logoPlacement } from '@bar/layout/pieces/imageFit';
import type { ImageSurface } from '@bar/layout/pieces/types';
import { memo, useEffect, useMemo } from 'react';
import { PlaneGeometry } from 'three';
import { pictureSize, useUploadedTexture } from './uploadedTextures.ts';

const plane = new PlaneGeometry(1, 1);

/** A unit plane whose texture coordinates show only the cropped part of the picture. */
function croppedPlane(surface: ImageSurface, picture: { width: number; height: number }): PlaneGeometry {
  const crop = coverCrop(surface, picture);
  const geometry = new PlaneGeometry(1, 1);
  const uv = geometry.getAttribute('uv');
  for (let index = 0; index < uv.count; index++) {
    uv.setXY(index, crop.offset[0] + uv.getX(index) * crop.repeat[0], crop.offset[1] + uv.getY(index) * crop.repeat[1]);
  }
  uv.needsUpdate = true;
  return geometry;
}

const Surface = memo(function Surface({ surface }: { surface: ImageSurface }) {
  const texture = useUploadedTexture(surface.imageUrl);
  const cover = useMemo(() => {
    const picture = texture ? pictureSize(texture) : null;
    return picture && surface.fill ? croppedPlane(surface, picture) : null;
  }, [texture, surface]);
  useEffect(() => () => cover?.dispose(), [cover]);
  const size = texture ? pictureSize(texture) : null;
  const logo = texture && !surface.fill && size ? logoPlacement(surface, size) : null;
  return (
    <group position={surface.position} rotation-y={surface.rotationY}>
      <mesh geometry={cover ?? plane} scale={[surface.width, surface.height, 1]} receiveShadow>
        {cover && texture ? (
          <meshStandardMaterial key="picture" map={texture} roughness={0.6} />
        ) : (
          <meshStandardMaterial key="plain" color={surface.background} roughness={0.6} />
        )}
      </mesh>
      {logo && texture ? (
        <mesh geometry={plane} position={[0, logo.y, 0.001]} scale={[logo.width, logo.height, 1]}>
          <meshStandardMaterial map={texture} roughness={0.6} transparent />
        </mesh>
      ) : null}
    </group>
  );
});

/** Banners, signs and printed panels with the customer's pictures. */
export function ImageSurfaces({ surfaces }: { surfaces: ImageSurface[] }) {
  return surfaces.map((surface) => <Surface key={surface.key} surface={surface} />);
}
