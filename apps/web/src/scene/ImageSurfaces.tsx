import { memo, useMemo } from 'react';
import { PlaneGeometry, type Texture } from 'three';
import type { ImageSurface } from './layout/types.ts';
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

function croppedTexture(texture: Texture, surface: ImageSurface): Texture {
  const size = pictureSize(texture);
  if (!size) return texture;
  const crop = coverCrop(surface, size);
  const copy = texture.clone();
  copy.repeat.set(...crop.repeat);
  copy.offset.set(...crop.offset);
  copy.needsUpdate = true;
  return copy;
}

const Surface = memo(function Surface({ surface }: { surface: ImageSurface }) {
  const texture = useUploadedTexture(surface.imageUrl);
  const cover = useMemo(() => (texture && surface.fill ? croppedTexture(texture, surface) : null), [texture, surface]);
  const size = texture ? pictureSize(texture) : null;
  const logo = texture && !surface.fill && size ? logoPlacement(surface, size) : null;
  return (
    <group position={surface.position} rotation-y={surface.rotationY}>
      <mesh geometry={plane} scale={[surface.width, surface.height, 1]} receiveShadow>
        {cover ? (
          <meshStandardMaterial map={cover} roughness={0.6} />
        ) : (
          <meshStandardMaterial color={surface.background} roughness={0.6} />
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
