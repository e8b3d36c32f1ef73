import { useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { SRGBColorSpace, type Texture, TextureLoader } from 'three';

const loader = new TextureLoader();
const cache = new Map<string, Promise<Texture>>();

/** Loads an uploaded picture once per URL (same origin, so no CORS and no outside download). */
function loadTexture(url: string): Promise<Texture> {
  let pending = cache.get(url);
  if (!pending) {
    pending = loader.loadAsync(url).then((texture) => {
      texture.colorSpace = SRGBColorSpace;
      texture.anisotropy = 4;
      return texture;
    });
    // A failed picture may be uploaded again later: forget the failure.
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** The texture of an uploaded picture, or null while it loads or when it failed. */
export function useUploadedTexture(url: string | null): Texture | null {
  const invalidate = useThree((state) => state.invalidate);
  const [texture, setTexture] = useState<Texture | null>(null);
  useEffect(() => {
    if (!url) {
      setTexture(null);
      return;
    }
    let isCurrent = true;
    loadTexture(url).then(
      (loaded) => {
        if (!isCurrent) return;
        setTexture(loaded);
        invalidate();
      },
      (error: unknown) => {
        if (isCurrent) console.warn('picture not shown', url, error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [url, invalidate]);
  return texture;
}

/** Size of a picture in pixels, or null before it loaded. */
export function pictureSize(texture: Texture): { width: number; height: number } | null {
  const image = texture.image as { width?: number; height?: number } | undefined;
  if (!image?.width || !image.height) return null;
  return { width: image.width, height: image.height };
}
