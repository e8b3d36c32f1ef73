import type { ImageSurface } from '@bar/layout/pieces/types';
import { memo, useEffect, useMemo } from 'react';
import { PlaneGeometry } from 'three';
import { pictureSize, useUploadedTexture } from './uploadedTextures.ts';

const plane = new PlaneGeometry(1, 1);
/** Share of a logo-mode surface the picture may take: the upper area, with a margin. */
const LOGO_AREA = { width: 0.8, height: 0.45, top: 0.08 };

/** Cover mode: repeat/offset that fill the surface and crop the picture's overflow, keeping its aspect. */
export function coverCrop(
  surface: { width: number; height: number },
  picture: { width: number; height: number },
): { repeat: [number, number]; offset: [number, number] } {
  const surfaceAspect = surface.width / surface.height;
  const pictureAspect = picture.width / picture.height;
  if (pictureAspect > surfaceAspect) {
    const share = surfaceAspect / pictureAspect;
    return { repeat: [share, 1], offset: [(1 - share) / 2, 0] };
  }
  const share = pictureAspect / surfaceAspect;
  return { repeat: [1, share], offset: [0, (1 - share) / 2] };
}

/** Logo mode: the picture's size and height offset, centred in the upper area, never stretched. */
export function logoPlacement(surface: { width: number; height: number }, picture: { width: number; height: number }) {
  const boxWidth = surface.width * LOGO_AREA.width;
  const boxHeight = surface.height * LOGO_AREA.height;
  const fit = Math.min(boxWidth / picture.width, boxHeight / picture.height);
  const width = picture.width * fit;
  const height = picture.height * fit;
  const y = surface.height / 2 - surface.height * LOGO_AREA.top - boxHeight / 2;
  return { width, height, y };
}

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
