// Axis-aligned world boxes of pieces, pictures and places, for the tests (no three.js here).
import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { type ModulePose, moduleBox, modulePoses, toWorld } from '../src/geometry.ts';
import type { ImageSurface, Piece } from '../src/pieces/types.ts';
import type { Place } from '../src/places/placeTypes.ts';

export type Box = { min: [number, number, number]; max: [number, number, number] };

/** The world box around a box of `size` centred at `local` in a frame posed by `pose`, itself turned by `turn`. */
function boxOf(
  pose: ModulePose,
  local: readonly [number, number, number],
  turn: number,
  size: readonly [number, number, number],
): Box {
  const min: [number, number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  const max: [number, number, number] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  const own: ModulePose = { position: [local[0], local[1], local[2]], rotationY: turn };
  for (const sx of [-0.5, 0.5])
    for (const sy of [-0.5, 0.5])
      for (const sz of [-0.5, 0.5]) {
        const corner = toWorld(pose, toWorld(own, [sx * size[0], sy * size[1], sz * size[2]]));
        for (const axis of [0, 1, 2] as const) {
          min[axis] = Math.min(min[axis], corner[axis]);
          max[axis] = Math.max(max[axis], corner[axis]);
        }
      }
  return { min, max };
}

const WORLD: ModulePose = { position: [0, 0, 0], rotationY: 0 };

export function pieceBox(piece: Piece): Box {
  return boxOf(WORLD, piece.position, piece.rotationY, piece.size);
}

/** A picture is flat: a centimetre of thickness gives it a volume. */
export function imageBox(image: ImageSurface): Box {
  return boxOf(WORLD, image.position, image.rotationY, [image.width, image.height, 0.01]);
}

/** The world boxes of places, each in its module's frame as the scene draws it. */
export function placeBoxes(doc: BarDocument, side: SideName, places: Place[], catalogue: Catalogue): Box[] {
  const poses = modulePoses(doc, side, catalogue);
  return places.map((place) => {
    const pose = poses.get(place.frameModuleId);
    if (!pose) throw new Error(`no module ${place.frameModuleId} for ${place.key}`);
    return boxOf(pose, place.box.center, 0, place.box.size);
  });
}

export function union(a: Box, b: Box): Box {
  return {
    min: [Math.min(a.min[0], b.min[0]), Math.min(a.min[1], b.min[1]), Math.min(a.min[2], b.min[2])],
    max: [Math.max(a.max[0], b.max[0]), Math.max(a.max[1], b.max[1]), Math.max(a.max[2], b.max[2])],
  };
}

export function describeBox(box: Box): string {
  return `[${[0, 1, 2].map((axis) => `${box.min[axis]?.toFixed(3)}..${box.max[axis]?.toFixed(3)}`).join(', ')}]`;
}

/** The world box the footprints of a side's modules fill, as the scene poses them; null for an empty side. */
export function sideFootprint(doc: BarDocument, side: SideName, catalogue: Catalogue): Box | null {
  const poses = modulePoses(doc, side, catalogue);
  let box: Box | null = null;
  for (const module of doc[side].baseModules) {
    const definition = catalogue.baseModules.get(module.base_module_id);
    const pose = poses.get(module.id);
    if (!definition || !pose) continue;
    const { center, size } = moduleBox(definition, 0);
    const own = boxOf(pose, center, 0, size);
    box = box ? union(box, own) : own;
  }
  return box;
}
