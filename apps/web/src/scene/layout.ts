import type { BaseModuleDefinition, Catalogue } from '@bar/domain/catalogue';
import type { BarSide, BaseModuleInstance } from '@bar/domain/document';
import type { Edge } from '@bar/domain/edges';

/** What a box stands for; it picks the material. */
export type BoxKind = 'frame' | 'frontFrame' | 'counterBoard';
/** An axis-aligned box in a module's local frame, in metres: centre and size. */
export type SceneBox = { kind: BoxKind; position: [number, number, number]; size: [number, number, number] };
/** One base module, ready to draw: where it stands and the boxes it is made of. */
export type ModuleLayout = {
  id: string;
  position: [number, number, number];
  rotationY: number;
  boxes: SceneBox[];
};

const PROFILE = 0.03;
const FRAME_PANEL = 0.02;
const BOARD_THICKNESS = 0.04;
const BOARD_OVERHANG = 0.06;
const M = 1 / 1000;

function rackFrame(definition: BaseModuleDefinition): SceneBox[] {
  const w = definition.width * M;
  const d = definition.depth * M;
  const h = definition.height * M;
  const x = w / 2 - PROFILE / 2;
  const z = d / 2 - PROFILE / 2;
  const boxes: SceneBox[] = [];
  const uprightXs = [-x, x, ...definition.racks.filter((rack) => rack.x > 0).map((rack) => -w / 2 + rack.x * M)];
  for (const ux of uprightXs) {
    for (const uz of [-z, z]) boxes.push({ kind: 'frame', position: [ux, h / 2, uz], size: [PROFILE, h, PROFILE] });
  }
  for (const y of [PROFILE / 2, h - PROFILE / 2]) {
    for (const rz of [-z, z]) boxes.push({ kind: 'frame', position: [0, y, rz], size: [w, PROFILE, PROFILE] });
    for (const rx of [-x, x]) boxes.push({ kind: 'frame', position: [rx, y, 0], size: [PROFILE, PROFILE, d] });
  }
  return boxes;
}

/** A flat box along a local edge: `from`/`length` along the edge (west→east, north→south), `inset` inward. */
function alongEdge(
  definition: BaseModuleDefinition,
  edge: Edge,
  from: number,
  length: number,
  inset: number,
  thickness: number,
): { x: number; z: number; sx: number; sz: number } {
  const w = definition.width * M;
  const d = definition.depth * M;
  if (edge === 'n' || edge === 's') {
    const sign = edge === 'n' ? -1 : 1;
    return { x: -w / 2 + from + length / 2, z: sign * (d / 2 - inset), sx: length, sz: thickness };
  }
  const sign = edge === 'w' ? -1 : 1;
  return { x: sign * (w / 2 - inset), z: -d / 2 + from + length / 2, sx: thickness, sz: length };
}

function frontFrames(instance: BaseModuleInstance, definition: BaseModuleDefinition): SceneBox[] {
  const h = definition.height * M;
  const boxes: SceneBox[] = [];
  for (const frame of instance.frontFrames) {
    const mount = definition.frontFrameMounts.find((candidate) => candidate.id === frame.mount_id);
    if (!mount) continue;
    const box = alongEdge(definition, mount.edge, mount.offset * M, mount.width * M, -FRAME_PANEL / 2, FRAME_PANEL);
    boxes.push({ kind: 'frontFrame', position: [box.x, h / 2, box.z], size: [box.sx, h - PROFILE, box.sz] });
  }
  return boxes;
}

function counterBoards(instance: BaseModuleInstance, definition: BaseModuleDefinition, catalogue: Catalogue) {
  const h = definition.height * M;
  const boxes: SceneBox[] = [];
  for (const board of instance.counterBoards) {
    const depth = (catalogue.parts.get(board.part_id)?.depth ?? 400) * M;
    const inset = -BOARD_OVERHANG + depth / 2;
    const box = alongEdge(definition, board.edge, board.offset * M, board.width * M, inset, depth);
    boxes.push({
      kind: 'counterBoard',
      position: [box.x, h + BOARD_THICKNESS / 2, box.z],
      size: [box.sx, BOARD_THICKNESS, box.sz],
    });
  }
  return boxes;
}

/**
 * The boxes that draw one side of a bar. World axes: x to the east, z to the south (north, the
 * customer side, is -z), y up; the domain's clockwise rotation is a negative turn about +y.
 */
export function layoutSide(side: BarSide, catalogue: Catalogue): ModuleLayout[] {
  const result: ModuleLayout[] = [];
  for (const instance of side.baseModules) {
    const definition = catalogue.baseModules.get(instance.base_module_id);
    if (!definition) continue;
    result.push({
      id: instance.id,
      position: [instance.position.x * M, 0, instance.position.z * M],
      rotationY: (-instance.rotation * Math.PI) / 180,
      boxes: [
        ...rackFrame(definition),
        ...frontFrames(instance, definition),
        ...counterBoards(instance, definition, catalogue),
      ],
    });
  }
  return result;
}

/** Centre and radius of the modules' footprints, for the camera. */
export function sideBounds(side: BarSide, catalogue: Catalogue): { center: [number, number]; radius: number } {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minZ = Number.POSITIVE_INFINITY;
  let maxZ = Number.NEGATIVE_INFINITY;
  for (const instance of side.baseModules) {
    const definition = catalogue.baseModules.get(instance.base_module_id);
    if (!definition) continue;
    const half = Math.max(definition.width, definition.depth) / 2;
    minX = Math.min(minX, instance.position.x - half);
    maxX = Math.max(maxX, instance.position.x + half);
    minZ = Math.min(minZ, instance.position.z - half);
    maxZ = Math.max(maxZ, instance.position.z + half);
  }
  if (!Number.isFinite(minX)) return { center: [0, 0], radius: 1 };
  return {
    center: [((minX + maxX) / 2) * M, ((minZ + maxZ) / 2) * M],
    radius: Math.max(1, (Math.hypot(maxX - minX, maxZ - minZ) / 2) * M),
  };
}
