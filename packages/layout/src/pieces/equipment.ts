import type { Rack } from '@bar/domain/document';
import { M, PROFILE, RACK_WIDTH, ROW_HEIGHT, speedRackY } from '../geometry.ts';
import { LOOK } from './colors.ts';
import {
  bartenderEdge,
  frameDepthOn,
  type ModuleContext,
  type ModuleLayout,
  partSize,
  rowTop,
} from './moduleContext.ts';

const BOTTLE_COLORS = [LOOK.bottleGreen, LOOK.bottleAmber, LOOK.bottleClear] as const;

/** Standing bottles in a row: body and neck, two cylinders each. */
export function addBottles(
  context: ModuleContext,
  family: 'bottleShelf' | 'speedRack' | 'backPanel' | 'insert',
  from: [number, number, number],
  to: [number, number, number],
  count: number,
  height: number,
): void {
  for (let index = 0; index < count; index++) {
    const t = count === 1 ? 0.5 : index / (count - 1);
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    const z = from[2] + (to[2] - from[2]) * t;
    const color = BOTTLE_COLORS[index % BOTTLE_COLORS.length] ?? LOOK.bottleGreen;
    const body = height * 0.62;
    context.frame.add(family, 'glass', color, [x, y + body / 2, z], [0.075, body, 0.075], 0, 'cylinder');
    context.frame.add(
      family,
      'glass',
      color,
      [x, y + body + (height - body) / 2, z],
      [0.026, height - body, 0.026],
      0,
      'cylinder',
    );
  }
}

function layoutInsert(
  context: ModuleContext,
  centerX: number,
  code: string,
  top: number,
  heightUnits: number,
  depth: number,
): void {
  const { frame } = context;
  const height = heightUnits * ROW_HEIGHT - 0.004;
  const bottom = rowTop(context, top - heightUnits) + 0.002;
  const y = bottom + height / 2;
  const width = RACK_WIDTH - 2 * PROFILE;
  // The front of an insert faces the bartender.
  const faceZ = (bartenderEdge(context) === 's' ? 1 : -1) * (depth / 2);
  const face = (z: number) => faceZ + Math.sign(faceZ) * z;
  const add = (
    finish: 'steel' | 'dark' | 'glass',
    color: string,
    position: [number, number, number],
    size: [number, number, number],
    shape: 'box' | 'handle' | 'handleX' = 'box',
  ) => frame.add('insert', finish, color, position, size, 0, shape);
  switch (code) {
    case 'insert-shelf':
      add('steel', LOOK.steel, [centerX, bottom + 0.006, 0], [width, 0.012, depth]);
      add('steel', LOOK.steel, [centerX, bottom + 0.03, -faceZ], [width, 0.05, 0.01]);
      break;
    case 'insert-drawer':
    case 'insert-gn-holder':
      add('steel', LOOK.steel, [centerX, y, 0], [width - 0.01, height, depth]);
      add('dark', LOOK.darkPlastic, [centerX, y + height * 0.25, face(0.014)], [width * 0.5, 0.018, 0.028], 'handleX');
      break;
    case 'insert-cooler':
      add('steel', LOOK.steel, [centerX, y, 0], [width - 0.01, height, depth]);
      add('glass', LOOK.glassDoor, [centerX, y, face(0.004)], [width - 0.06, height - 0.05, 0.008]);
      add(
        'dark',
        LOOK.darkPlastic,
        [centerX + width / 2 - 0.05, y, face(0.018)],
        [0.02, height * 0.6, 0.028],
        'handle',
      );
      break;
    case 'insert-bin':
      add('dark', LOOK.darkPlastic, [centerX, y, 0], [width - 0.04, height, depth - 0.02]);
      break;
    case 'insert-glass-rack': {
      add('dark', '#5c6167', [centerX, bottom + 0.05, 0], [width - 0.02, 0.1, depth - 0.02]);
      for (let row = 0; row < 3; row++) {
        for (let column = 0; column < 4; column++) {
          const x = centerX - width / 2 + (column + 0.5) * (width / 4);
          const z = -depth / 2 + (row + 0.5) * (depth / 3);
          frame.add('insert', 'glass', LOOK.bottleClear, [x, bottom + 0.1 + 0.05, z], [0.08, 0.1, 0.08], 0, 'cylinder');
        }
      }
      break;
    }
    default: {
      // Bottle rack and anything unknown: a dark rack with upright dividers.
      add('dark', LOOK.darkPlastic, [centerX, bottom + 0.006, 0], [width, 0.012, depth]);
      for (let index = 0; index <= 4; index++) {
        add('dark', LOOK.darkPlastic, [centerX - width / 2 + (index * width) / 4, y, 0], [0.008, height, depth]);
      }
    }
  }
}

function layoutWorktop(context: ModuleContext, centerX: number, rack: Rack, depth: number): void {
  const { frame, catalogue, palette } = context;
  if (!rack.worktop) return;
  const assembly = catalogue.assemblies.get(rack.worktop.assembly_id);
  const thickness = 25 * M;
  const top = rowTop(context, rack.worktop.mount);
  const color = palette.of('worktops');
  const size: [number, number, number] = [RACK_WIDTH - 0.01, thickness, depth];
  frame.add('worktop', 'board', color, [centerX, top - thickness / 2, 0], size, 0, 'roundedBox');
  if (assembly?.code === 'worktop-sink-600') {
    frame.add('worktop', 'steel', LOOK.sinkSteel, [centerX, top + 0.001, 0], [0.4, 0.004, 0.34]);
    const back = (bartenderEdge(context) === 's' ? -1 : 1) * (depth / 2 - 0.04);
    frame.add('worktop', 'steel', LOOK.steel, [centerX, top + 0.13, back], [0.025, 0.26, 0.025], 0, 'cylinder');
  }
}

/** Worktops and inserts, each in its rack (rack.x from the module's west edge) and its rows. */
export function layoutRacks(context: ModuleContext): void {
  const { frame, catalogue } = context;
  const depth = Math.min(540 * M, frame.depth - 2 * PROFILE);
  for (const rack of context.instance.racks) {
    const centerX = -frame.width / 2 + rack.x * M + RACK_WIDTH / 2;
    layoutWorktop(context, centerX, rack, depth + 0.04);
    for (const insert of rack.inserts) {
      const code = catalogue.assemblies.get(insert.rack_insert_model_id)?.code ?? '';
      layoutInsert(context, centerX, code, insert.mount, Math.max(1, insert.height_units), depth);
    }
  }
}

/** An elevated bottle shelf on the bartender's half of the module top, with bottles on it. */
export function layoutBottleShelves(context: ModuleContext): void {
  const { frame, instance, palette } = context;
  for (const shelf of instance.bottle_shelves) {
    const size = partSize(context, shelf.part_id);
    const color = palette.of('elevated_bottle_shelves', shelf.color);
    const sign = bartenderEdge(context) === 's' ? 1 : -1;
    const z = sign * (frame.depth / 2 - size.depth / 2 - 0.02);
    const x0 = -frame.width / 2 + shelf.offset * M;
    const bottom = frame.height;
    const plate = 0.02;
    const add = (position: [number, number, number], box: [number, number, number]) =>
      frame.add('bottleShelf', 'paint', color, position, box, 0, 'roundedBox');
    for (const x of [x0 + plate / 2, x0 + size.width - plate / 2]) {
      add([x, bottom + size.height / 2, z], [plate, size.height, size.depth]);
    }
    for (const y of [bottom + 0.03, bottom + size.height - plate / 2]) {
      add([x0 + size.width / 2, y, z], [size.width, plate, size.depth]);
    }
    // A lip along the bartender's edge of the lower shelf keeps the bottles on it.
    const lip = 0.012;
    add(
      [x0 + size.width / 2, bottom + 0.06, z + sign * (size.depth / 2 - lip / 2)],
      [size.width - 2 * plate, 0.04, lip],
    );
    const count = Math.max(1, Math.round(size.width / 0.1) - 1);
    addBottles(
      context,
      'bottleShelf',
      [x0 + 0.06, bottom + 0.04, z],
      [x0 + size.width - 0.06, bottom + 0.04, z],
      count,
      0.22,
    );
  }
}

/** A speed rack: a steel trough hanging on an edge, bottles in it. */
export function layoutSpeedRacks(context: ModuleContext): void {
  const { frame, instance } = context;
  const speedRack = [...context.catalogue.parts.values()].find((part) => part.code === 'speed-rack');
  const length = (speedRack?.width ?? 600) * M;
  const depth = (speedRack?.depth ?? 120) * M;
  const height = (speedRack?.height ?? 120) * M;
  const y = speedRackY(context.definition);
  for (const rack of instance.speed_racks) {
    const along = rack.offset * M + length / 2;
    const out = frameDepthOn(context, rack.edge) + 0.025;
    const add = (outAt: number, yAt: number, size: [number, number, number], shape: 'roundedBox' | 'handleX') =>
      frame.addOnEdge('speedRack', 'steel', LOOK.steel, frame.onEdge(rack.edge, along, outAt, yAt), ...size, shape);
    add(out, y, [length, height, 0.004], 'roundedBox');
    add(out + depth / 2, y - height / 2, [length, 0.004, depth], 'roundedBox');
    add(out + depth, y - height / 2 + 0.03, [length, 0.06, 0.004], 'roundedBox');
    // The round rail along the front that holds the bottles' necks, on stand-offs from the back.
    add(out + depth / 2, y - height / 2 + 0.1, [length - 0.02, 0.012, depth], 'handleX');
    const a = frame.onEdge(rack.edge, along - length / 2 + 0.07, out + depth / 2, y - height / 2);
    const b = frame.onEdge(rack.edge, along + length / 2 - 0.07, out + depth / 2, y - height / 2);
    addBottles(context, 'speedRack', a.position, b.position, 5, 0.3);
  }
}

declare module './types.ts' {
  /** The part families this file draws (what goes in and on the racks). */
  interface PieceFamilies {
    worktop: true;
    insert: true;
    speedRack: true;
    bottleShelf: true;
  }
}

/** The equipment's families of a module, in the order they are drawn. */
export const EQUIPMENT_LAYOUTS: readonly ModuleLayout[] = [layoutRacks, layoutBottleShelves, layoutSpeedRacks];
