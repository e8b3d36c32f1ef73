import { pieceWorldBox } from '@bar/layout/dimensions';
import type { Piece } from '@bar/layout/pieces/types';

export type ModuleBox = { center: [number, number, number]; size: [number, number, number] };

/**
 * The box round a module: the extent of its rack frames (each turned about the vertical), grown by `grow` metres
 * on every side; null when the pieces hold no frame of that module.
 */
export function moduleBox(pieces: readonly Piece[], moduleId: string, grow = 0.02): ModuleBox | null {
  const min = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  const max = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const piece of pieces) {
    if (piece.moduleId !== moduleId || piece.family !== 'rackFrame') continue;
    const box = pieceWorldBox(piece);
    for (let axis = 0; axis < 3; axis++) {
      min[axis] = Math.min(min[axis] ?? 0, box.min[axis] ?? 0);
      max[axis] = Math.max(max[axis] ?? 0, box.max[axis] ?? 0);
    }
  }
  if (!Number.isFinite(min[0])) return null;
  const size = min.map((value, axis) => (max[axis] ?? 0) - value + 2 * grow) as [number, number, number];
  const center = min.map((value, axis) => (value + (max[axis] ?? 0)) / 2) as [number, number, number];
  return { size, center };
}
