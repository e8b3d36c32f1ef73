import type { SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { coverCrop, logoPlacement } from '@bar/layout/pieces/imageFit';
import type { BarDrawList, Finish } from '@bar/layout/pieces/types';
import { type ModelShape, modelShape } from './unitMeshes.ts';

/** An uploaded picture as stored (JPEG or PNG) with its size in pixels. */
export type Picture = {
  id: string;
  bytes: Uint8Array;
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
};

/** A unit shape (box 1×1×1, cylinder of diameter 1 and height 1) placed, turned and scaled. */
export type ModelSolid = {
  name: string;
  shape: ModelShape;
  finish: Finish;
  color: string;
  translation: [number, number, number];
  rotationY: number;
  scale: [number, number, number];
};

/**
 * A flat rectangle facing +z of its own frame: a plain colour, or a picture whose texture
 * coordinates run from `uvMin` to `uvMax` (0..1 of the picture, v downward as in glTF).
 */
export type ModelQuad = {
  name: string;
  translation: [number, number, number];
  rotationY: number;
  width: number;
  height: number;
  color: string;
  picture: { image: Picture; uvMin: [number, number]; uvMax: [number, number] } | null;
};

/** What one module of the bar shows, named `front/module-3` (side, then the module's place in it, from 1). */
export type ModelModule = { name: string; moduleId: string; solids: ModelSolid[]; quads: ModelQuad[] };

/** The bar in world metres, Y up, its footprint's centre at the origin on the floor. */
export type BarModel = { modules: ModelModule[] };

/** Lift of a logo above its background, metres, so the two never fight for the same depth. */
const LOGO_LIFT = 0.001;

function moduleNames(doc: BarDocument): Map<string, string> {
  const names = new Map<string, string>();
  for (const side of ['front', 'back'] as const satisfies SideName[]) {
    doc[side].baseModules.forEach((instance, index) => {
      names.set(instance.id, `${side}/module-${index + 1}`);
    });
  }
  return names;
}

/** A point of a surface's own frame (x along, y up, z out) turned by `rotationY` and moved to `origin`. */
function inFrame(
  origin: [number, number, number],
  rotationY: number,
  local: [number, number, number],
): [number, number, number] {
  const cos = Math.cos(rotationY);
  const sin = Math.sin(rotationY);
  return [
    origin[0] + cos * local[0] + sin * local[2],
    origin[1] + local[1],
    origin[2] - sin * local[0] + cos * local[2],
  ];
}

/**
 * The layout's pieces and picture surfaces grouped per module, moved so the footprint's centre is
 * the origin. `pictures` maps an image URL to its picture; a surface whose picture is missing shows
 * its background colour, as the scene does while a picture loads.
 */
export function barModel(doc: BarDocument, drawList: BarDrawList, pictures: ReadonlyMap<string, Picture>): BarModel {
  const [centerX, centerZ] = drawList.bounds.empty ? [0, 0] : drawList.bounds.center;
  const shift = (point: [number, number, number]): [number, number, number] => [
    point[0] - centerX,
    point[1],
    point[2] - centerZ,
  ];
  const names = moduleNames(doc);
  const modules = new Map<string, ModelModule>();
  const moduleOf = (moduleId: string, side: SideName): ModelModule => {
    let module = modules.get(moduleId);
    if (!module) {
      module = { name: names.get(moduleId) ?? `${side}/module`, moduleId, solids: [], quads: [] };
      modules.set(moduleId, module);
    }
    return module;
  };
  for (const piece of drawList.pieces) {
    moduleOf(piece.moduleId, piece.side).solids.push({
      name: piece.family,
      shape: modelShape(piece.shape),
      finish: piece.finish,
      color: piece.color,
      translation: shift(piece.position),
      rotationY: piece.rotationY,
      scale: piece.size,
    });
  }
  for (const surface of drawList.images) {
    const module = moduleOf(surface.moduleId, surface.side);
    const image = surface.imageUrl ? pictures.get(surface.imageUrl) : undefined;
    const base = { translation: shift(surface.position), rotationY: surface.rotationY };
    const size = { width: surface.width, height: surface.height };
    if (image && surface.fill) {
      const crop = coverCrop(size, image);
      const uvMin: [number, number] = [crop.offset[0], 1 - crop.offset[1] - crop.repeat[1]];
      const uvMax: [number, number] = [crop.offset[0] + crop.repeat[0], 1 - crop.offset[1]];
      module.quads.push({ name: surface.family, ...base, ...size, color: '#ffffff', picture: { image, uvMin, uvMax } });
      continue;
    }
    module.quads.push({ name: surface.family, ...base, ...size, color: surface.background, picture: null });
    if (!image) continue;
    const logo = logoPlacement(size, image);
    module.quads.push({
      name: `${surface.family}-logo`,
      translation: shift(inFrame(surface.position, surface.rotationY, [0, logo.y, LOGO_LIFT])),
      rotationY: surface.rotationY,
      width: logo.width,
      height: logo.height,
      color: '#ffffff',
      picture: { image, uvMin: [0, 0], uvMax: [1, 1] },
    });
  }
  return { modules: [...modules.values()] };
}
