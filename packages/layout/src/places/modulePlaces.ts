// The places on and in a module: the module itself, rack rows, frame mounts, slots and panel mounts.
import type { BaseModuleDefinition } from '@bar/domain/catalogue';
import { type Edge, localEdge } from '@bar/domain/edges';
import { openEdges } from '@bar/domain/geometry';
import {
  boxAlongEdge,
  edgeLength,
  M,
  moduleBox,
  PROFILE,
  RACK_ROWS,
  ROW_HEIGHT,
  rackTop,
  rowTop,
  speedRackY,
} from '../geometry.ts';
import {
  isOpen,
  MODULE_MARGIN,
  type PlaceBox,
  type Placed,
  type PlaceOf,
  type PlaceScope,
  place,
  placed,
  SEGMENT,
  segments,
} from './placeScope.ts';

/**
 * The places on and in a module, as targets (see `PlaceTarget`): each builder below makes one kind.
 * A new kind of place on a module adds its target here and its name to `MODULE_PLACE_KINDS`.
 */
export type ModulePlaceTarget =
  /** An open world edge of a module where a new base module snaps on (P1). */
  | { kind: 'attachEdge'; moduleId: string; edge: Edge }
  /** A whole placed module (rotate, remove). */
  | { kind: 'module'; moduleId: string }
  /** A mount row of a rack: the top row of an insert or the row of a worktop (R1, R2). */
  | { kind: 'rackRow'; moduleId: string; rackId: string; rackNumber: number; row: number }
  | { kind: 'frameMount'; moduleId: string; mountId: string; isFixed: boolean }
  /** The LED strip of a front frame (position 0, under the bar top). */
  | { kind: 'ledSlot'; moduleId: string; mountId: string }
  /** A 600 mm segment of a front frame for hooks and similar accessories (positions 1, 2, …). */
  | { kind: 'hookSlot'; moduleId: string; mountId: string; position: number }
  | { kind: 'speedRackSlot'; moduleId: string; edge: Edge; offset: number }
  | { kind: 'panelMount'; moduleId: string; mountId: string; edge: Edge }
  | { kind: 'backPanel'; moduleId: string; position: 'top' | 'bottom' };

export const MODULE_PLACE_KINDS = [
  'attachEdge',
  'module',
  'rackRow',
  'frameMount',
  'ledSlot',
  'hookSlot',
  'speedRackSlot',
  'panelMount',
  'backPanel',
] as const satisfies readonly ModulePlaceTarget['kind'][];

/** A place this file builds. */
type ModulePlace = PlaceOf<ModulePlaceTarget>;

/** Each placed module (to rotate or remove it), then the open edges where a new module snaps on. */
export function baseModulePlaces(scope: PlaceScope): ModulePlace[] {
  const { doc, side, catalogue } = scope;
  const all = placed(scope);
  const byId = new Map(all.map((entry) => [entry.module.id, entry]));
  const result: ModulePlace[] = all.map(({ module, definition }) =>
    place({ kind: 'module', moduleId: module.id }, module.id, moduleBox(definition, MODULE_MARGIN)),
  );
  for (const open of openEdges(doc[side], catalogue)) {
    const entry = byId.get(open.moduleId);
    if (!entry) continue;
    const edge = localEdge(open.edge, entry.module.rotation);
    const box = boxAlongEdge(
      entry.definition,
      edge,
      { from: 0, length: edgeLength(entry.definition, edge) },
      // A low strip on the floor where the new module would stand: it hides nothing behind it.
      { inset: -0.32, thickness: 0.6 },
      { y: 0.04, height: 0.08 },
    );
    result.push(place({ kind: 'attachEdge', moduleId: open.moduleId, edge: open.edge }, open.moduleId, box));
  }
  return result;
}

/**
 * The height band of a rack row (1 = bottom), in metres, as the rows are drawn. The top row
 * reaches up over the top rail in front of it, so that seen from above the rail does not hide the
 * row (the worktop there sits right under the rail).
 */
function rowBand(definition: BaseModuleDefinition, row: number): { y: number; height: number } {
  const height = definition.height * M;
  const top = rowTop(height, row);
  const bottom = top - ROW_HEIGHT + 0.001;
  const upTo = row >= RACK_ROWS ? top + PROFILE : top + 0.003;
  return { y: (bottom + upTo) / 2, height: upTo - bottom };
}

export function rackRowPlaces(scope: PlaceScope): ModulePlace[] {
  const result: ModulePlace[] = [];
  for (const { module, definition } of placed(scope)) {
    const d = definition.depth * M;
    module.racks.forEach((rack, rackIndex) => {
      const x = (-definition.width / 2 + rack.x + SEGMENT / 2) * M;
      for (const row of rack.mounts) {
        const target = {
          kind: 'rackRow' as const,
          moduleId: module.id,
          rackId: rack.id,
          rackNumber: rackIndex + 1,
          row,
        };
        // Through the whole rack and a little past its rails, and just over the row's top, so that
        // neither a rail nor the worktop on the row hides the row's place.
        const band = rowBand(definition, row);
        const box: PlaceBox = { center: [x, band.y, 0], size: [0.54, band.height, d + 0.04] };
        result.push(place(target, module.id, box));
      }
    });
  }
  return result;
}

type FrameMount = BaseModuleDefinition['frontFrameMounts'][number];

/**
 * Places along each front-frame mount of the side. A mount without its frame still shows its
 * places: the menu then says a frame is needed first (C5).
 */
function alongFrameMounts(
  scope: PlaceScope,
  placesOf: (entry: Placed, mount: FrameMount, height: number) => ModulePlace[],
): ModulePlace[] {
  return placed(scope).flatMap((entry) =>
    entry.definition.frontFrameMounts.flatMap((mount) => placesOf(entry, mount, entry.definition.height * M)),
  );
}

/** A box along a front-frame mount: over all of it, or over `span` counted from the mount's start. */
function boxOnMount(
  definition: BaseModuleDefinition,
  mount: FrameMount,
  across: { inset: number; thickness: number },
  vertical: { y: number; height: number },
  span: { from: number; length: number } = { from: 0, length: mount.width },
): PlaceBox {
  return boxAlongEdge(
    definition,
    mount.edge,
    { from: mount.offset + span.from, length: span.length },
    across,
    vertical,
  );
}

export function frameMountPlaces(scope: PlaceScope): ModulePlace[] {
  return alongFrameMounts(scope, ({ module, definition }, mount, h) => {
    const target = { kind: 'frameMount' as const, moduleId: module.id, mountId: mount.id, isFixed: mount.fixed };
    const box = boxOnMount(definition, mount, { inset: -0.1, thickness: 0.2 }, { y: h / 2, height: h * 0.9 });
    return [place(target, module.id, box)];
  });
}

/** The LED bar glows along the frame's top, right under the bar top. */
export function ledSlotPlaces(scope: PlaceScope): ModulePlace[] {
  return alongFrameMounts(scope, ({ module, definition }, mount, h) => {
    const box = boxOnMount(definition, mount, { inset: -0.15, thickness: 0.2 }, { y: h - 0.04, height: 0.08 });
    return [place({ kind: 'ledSlot', moduleId: module.id, mountId: mount.id }, module.id, box)];
  });
}

/** 600 mm segments of each frame for bag hooks and the like. */
export function hookSlotPlaces(scope: PlaceScope): ModulePlace[] {
  return alongFrameMounts(scope, ({ module, definition }, mount, h) =>
    segments(mount.width).map((from, index) => {
      const target = { kind: 'hookSlot' as const, moduleId: module.id, mountId: mount.id, position: index + 1 };
      // Bag hooks hang on the frame's top rail, below the LED bar.
      const box = boxOnMount(
        definition,
        mount,
        { inset: -0.14, thickness: 0.2 },
        { y: h - 0.17, height: 0.14 },
        { from, length: SEGMENT },
      );
      return place(target, module.id, box);
    }),
  );
}

export function speedRackSlotPlaces(scope: PlaceScope): ModulePlace[] {
  const result: ModulePlace[] = [];
  for (const { module, definition } of placed(scope)) {
    for (const edge of ['s', 'w', 'e'] as const) {
      if (!isOpen(module, edge)) continue;
      for (const offset of segments(edgeLength(definition, edge))) {
        const box = boxAlongEdge(
          definition,
          edge,
          { from: offset, length: SEGMENT },
          { inset: -0.08, thickness: 0.14 },
          // From the trough's floor up over its front plate, at the height the rack is drawn.
          { y: speedRackY(definition) - 0.06, height: 0.14 },
        );
        result.push(place({ kind: 'speedRackSlot', moduleId: module.id, edge, offset }, module.id, box));
      }
    }
  }
  return result;
}

export function panelMountPlaces(scope: PlaceScope): ModulePlace[] {
  return placed(scope).flatMap(({ module, definition }) =>
    definition.panelMounts
      .filter((mount) => isOpen(module, mount.edge))
      .map((mount) => {
        const box = boxAlongEdge(
          definition,
          mount.edge,
          { from: mount.offset, length: mount.width },
          { inset: -0.09, thickness: 0.12 },
          { y: 0.52, height: 0.9 },
        );
        const target = { kind: 'panelMount' as const, moduleId: module.id, mountId: mount.id, edge: mount.edge };
        return place(target, module.id, box);
      }),
  );
}

export function backPanelPlaces(scope: PlaceScope): ModulePlace[] {
  return placed(scope)
    .filter(({ definition }) => definition.side === 'back')
    .flatMap(({ module, definition }) =>
      (['bottom', 'top'] as const).map((position) => {
        // The back wall stands inside the s edge: the bottom panel behind the racks, the top one above them.
        const top = rackTop(definition.height * M);
        const [from, to] = position === 'bottom' ? [0.04, top - 0.02] : [top + 0.04, definition.height * M - 0.02];
        const box = boxAlongEdge(
          definition,
          's',
          { from: 0, length: definition.width },
          { inset: 0.05, thickness: 0.1 },
          { y: (from + to) / 2, height: to - from },
        );
        return place({ kind: 'backPanel', moduleId: module.id, position }, module.id, box);
      }),
    );
}

/** Bar tops stand on the front bar only. */
