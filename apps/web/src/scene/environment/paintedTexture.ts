import { CanvasTexture } from 'three';

/**
 * A texture painted once on a canvas of `width` × `height` (nothing is downloaded); null where
 * there is no DOM (tests) or no 2D context. The caller sets colour space, wrapping and mapping.
 */
export function paintedTexture(
  width: number,
  height: number,
  paint: (context: CanvasRenderingContext2D) => void,
): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  paint(context);
  return new CanvasTexture(canvas);
}
