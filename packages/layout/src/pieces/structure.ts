import type { CounterBoard } from '@bar/domain/document';
import { BAR_TOP_REACH, FRONT_FRAME_DEPTH, M, PROFILE } from '../geometry.ts';
import { LOOK } from './colors.ts';
import {
  frameDepthOn,
  isBackFrame,
  isCorner,
  type ModuleContext,
  type ModuleLayout,
  partSize,
  rackTop,
} from './moduleContext.ts';

/** Aluminium uprights at the corners and between racks, rails round the bottom and the top. */
export function layoutRackFrame(context: ModuleContext): void {
  const { frame, definition } = context;
  const w = frame.width;
  const d = frame.depth;
  const h = frame.height;
  const x = w / 2 - PROFILE / 2;
  const z = d / 2 - PROFILE / 2;
  const add = (
    position: [number, number, number],
    size: [number, number, number],
    shape: 'profile' | 'profileX',
    turn = 0,
  ) => frame.add('rackFrame', 'aluminium', LOOK.aluminium, position, size, turn, shape);
  const uprightXs = [-x, x, ...definition.racks.filter((rack) => rack.x > 0).map((rack) => -w / 2 + rack.x * M)];
  for (const ux of uprightXs) for (const uz of [-z, z]) add([ux, h / 2, uz], [PROFILE, h, PROFILE], 'profile');
  const railHeights = [PROFILE / 2, h - PROFILE / 2];
  // A tall back frame carries a second ring where its racks end and its back wall begins.
  if (isBackFrame(context)) railHeights.push(rackTop(context) + PROFILE / 2);
  for (const y of railHeights) {
    // Rails along x, and along z as the same rail turned by 90°.
    for (const rz of [-z, z]) add([0, y, rz], [w - 2 * PROFILE, PROFILE, PROFILE], 'profileX');
    for (const rx of [-x, x]) add([rx, y, 0], [d - 2 * PROFILE, PROFILE, PROFILE], 'profileX', Math.PI / 2);
  }
}

/** A front frame: a painted rectangle standing in front of the rack's customer edge. */
export function layoutFrontFrames(context: ModuleContext): void {
  const { frame, definition, instance, palette } = context;
  const h = frame.height;
  const bar = 40 * M;
  for (const front of instance.frontFrames) {
    const mount = definition.frontFrameMounts.find((candidate) => candidate.id === front.mount_id);
    if (!mount) continue;
    const color = palette.of('frames', front.color);
    const edges = isCorner(context) ? ([mount.edge, 'e'] as const) : ([mount.edge] as const);
    for (const edge of edges) {
      const start = edge === mount.edge ? mount.offset * M : 0;
      const length = edge === mount.edge ? mount.width * M : frame.edgeLength(edge);
      const out = FRONT_FRAME_DEPTH / 2;
      for (const y of [bar / 2, h - bar / 2]) {
        frame.addOnEdge(
          'frontFrame',
          'paint',
          color,
          frame.onEdge(edge, start + length / 2, out, y),
          length,
          bar,
          FRONT_FRAME_DEPTH,
          'roundedBox',
        );
      }
      const posts = Math.max(2, Math.round(length / (600 * M)) + 1);
      for (let index = 0; index < posts; index++) {
        const along = start + bar / 2 + ((length - bar) * index) / (posts - 1);
        frame.addOnEdge(
          'frontFrame',
          'paint',
          color,
          frame.onEdge(edge, along, out, h / 2),
          bar,
          h - 2 * bar,
          FRONT_FRAME_DEPTH,
          'roundedBox',
        );
      }
    }
  }
}

function layoutBoard(context: ModuleContext, board: CounterBoard, thickness: number, depth: number): void {
  const { frame, palette } = context;
  const y = frame.height + thickness / 2;
  const color = palette.of('counter_boards', board.color);
  const spot = frame.onEdge(board.edge, (board.offset + board.width / 2) * M, BAR_TOP_REACH - depth / 2, y);
  frame.addOnEdge('counterBoard', 'board', color, spot, board.width * M, thickness, depth, 'roundedBox');
  for (const accessory of board.accessories)
    layoutBoardAccessory(context, board, accessory.assembly_id, accessory.offset);
}

/** Counter-board accessories: GN containers sunk into the top, a glass holder under it, an opener at its edge. */
function layoutBoardAccessory(context: ModuleContext, board: CounterBoard, assemblyId: number, offset: number): void {
  const { frame, catalogue } = context;
  const assembly = catalogue.assemblies.get(assemblyId);
  if (!assembly) return;
  const w = assembly.width * M;
  const along = (board.offset + offset) * M + w / 2;
  const top = frame.height + 25 * M;
  const reach = BAR_TOP_REACH - 0.2;
  if (assembly.code === 'cba-gn-container') {
    const pan = 176 * M;
    for (let index = 0; index < 3; index++) {
      const spot = frame.onEdge(board.edge, along - w / 2 + pan / 2 + index * pan, reach, top - 0.07);
      frame.addOnEdge('counterBoardAccessory', 'steel', LOOK.steel, spot, pan - 0.006, 0.15, 0.325);
    }
  } else if (assembly.code === 'cba-glass-holder') {
    const spot = frame.onEdge(board.edge, along, reach, frame.height - 0.04);
    frame.addOnEdge('counterBoardAccessory', 'steel', LOOK.steel, spot, w, assembly.height * M, assembly.depth * M);
  } else {
    const spot = frame.onEdge(board.edge, along, BAR_TOP_REACH - 0.4 + 0.02, top + 0.02);
    frame.addOnEdge('counterBoardAccessory', 'steel', LOOK.steel, spot, w, 0.04, assembly.depth * M);
  }
}

/** The corner worktop: an L joining the bar top of the run (n) with the one of the leg (e). */
function layoutCornerWorktop(context: ModuleContext, board: CounterBoard, thickness: number): void {
  const { frame, instance, palette } = context;
  const color = palette.of('worktops', instance.cornerWorktopColor ?? board.color);
  const depth = 400 * M;
  const y = frame.height + thickness / 2;
  const w = frame.width;
  const d = frame.depth;
  const runLength = w + BAR_TOP_REACH;
  frame.add(
    'cornerWorktop',
    'board',
    color,
    [BAR_TOP_REACH / 2, y, -d / 2 - BAR_TOP_REACH + depth / 2],
    [runLength, thickness, depth],
    0,
    'roundedBox',
  );
  const legLength = d - depth + BAR_TOP_REACH;
  frame.add(
    'cornerWorktop',
    'board',
    color,
    [w / 2 + BAR_TOP_REACH - depth / 2, y, -d / 2 - BAR_TOP_REACH + depth + legLength / 2],
    [depth, thickness, legLength],
    0,
    'roundedBox',
  );
}

export function layoutCounterBoards(context: ModuleContext): void {
  const cornerWorktop = [...context.catalogue.parts.values()].find((part) => part.code === 'corner-worktop');
  for (const board of context.instance.counterBoards) {
    const size = partSize(context, board.part_id);
    const thickness = size.height;
    if (board.part_id === cornerWorktop?.id) layoutCornerWorktop(context, board, thickness);
    else layoutBoard(context, board, thickness, size.depth);
  }
}

/** The corner cap closes the outer corner where the run's frame meets the leg's. */
export function layoutCornerCap(context: ModuleContext): void {
  const { frame, instance, palette } = context;
  if (!isCorner(context) || instance.frontFrames.length === 0) return;
  const side = 100 * M;
  const color = palette.of('base_modules', instance.cornerCapColor ?? instance.color);
  frame.add(
    'cornerCap',
    'paint',
    color,
    [frame.width / 2 + side / 2 - 0.01, frame.height / 2, -frame.depth / 2 - side / 2 + 0.01],
    [side, frame.height, side],
    0,
    'roundedBox',
  );
}

/** LED bars glow along the frame's top under the bar top; bag hooks hang below them. */
export function layoutFrontFrameAccessories(context: ModuleContext): void {
  const { frame, definition, instance, catalogue } = context;
  for (const accessory of instance.front_frame_accessories) {
    const mount = definition.frontFrameMounts.find((candidate) => candidate.id === accessory.mount_id);
    const assembly = catalogue.assemblies.get(accessory.assembly_id);
    if (!mount || !assembly) continue;
    const width = Math.min(assembly.width, mount.width) * M;
    // Positions count from 1, one accessory width each, from the frame's start.
    const slot = Math.max(0, accessory.position - 1) * width;
    const start = mount.offset * M + Math.min(slot, mount.width * M - width);
    const out = frameDepthOn(context, mount.edge) + 0.03;
    if (assembly.mount === 'led') {
      const spot = frame.onEdge(mount.edge, start + width / 2, out, frame.height - 0.03);
      frame.addOnEdge('led', 'glow', LOOK.led, spot, width - 0.01, assembly.height * M, assembly.depth * M);
      continue;
    }
    for (const along of [start + width / 4, start + (3 * width) / 4]) {
      frame.addOnEdge(
        'bagHook',
        'dark',
        LOOK.darkPlastic,
        frame.onEdge(mount.edge, along, out, frame.height - 0.16),
        0.03,
        0.06,
        0.04,
      );
      frame.addOnEdge(
        'bagHook',
        'dark',
        LOOK.darkPlastic,
        frame.onEdge(mount.edge, along, out + 0.03, frame.height - 0.18),
        0.03,
        0.02,
        0.05,
      );
    }
  }
}

declare module './types.ts' {
  /** The part families this file draws (the frame, its front frames and bar tops and what hangs on them). */
  interface PieceFamilies {
    rackFrame: true;
    frontFrame: true;
    counterBoard: true;
    counterBoardAccessory: true;
    led: true;
    bagHook: true;
    cornerWorktop: true;
    cornerCap: true;
  }
}

/** The structure's families of a module, in the order they are drawn. */
export const STRUCTURE_LAYOUTS: readonly ModuleLayout[] = [
  layoutRackFrame,
  layoutFrontFrames,
  layoutCounterBoards,
  layoutCornerCap,
  layoutFrontFrameAccessories,
];
