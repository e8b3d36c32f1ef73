import type { Camera, Scene } from 'three';

/** What a photo is made of: the scene the editor draws, its camera and the canvas's shape. */
export type PhotoSource = { scene: Scene; camera: Camera; aspect: number };

let source: (() => PhotoSource) | null = null;

/** Makes `read` the scene photos are taken of, until the returned function unregisters it. */
export function registerPhotoSource(read: () => PhotoSource): () => void {
  source = read;
  return () => {
    if (source === read) source = null;
  };
}

/** The scene the 3D view now draws, or null when no view is mounted. */
export function currentPhotoSource(): PhotoSource | null {
  return source ? source() : null;
}
