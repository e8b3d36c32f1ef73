import type { BaseModuleInstance, Rack } from './document.ts';

/** Rows of a rack that an insert or worktop with `heightUnits` occupies when its top sits on `top`. */
export function rowsBelow(top: number, heightUnits: number): number[] {
  return Array.from({ length: heightUnits }, (_, index) => top - index);
}

/** Rows already taken by inserts and the worktop of a rack. */
export function occupiedRows(rack: Rack, heightUnitsOf: (assemblyId: number) => number): Set<number> {
  const rows = new Set<number>();
  for (const insert of rack.inserts) for (const row of insert.slots) rows.add(row);
  if (rack.worktop) {
    for (const row of rowsBelow(rack.worktop.mount, Math.max(1, heightUnitsOf(rack.worktop.assembly_id))))
      rows.add(row);
  }
  return rows;
}

export type SlotCheck = 'ok' | 'insertNeedsHeightUnit' | 'noSuchSlot' | 'slotOccupied';

/** R1: an insert fits when it has a height unit, the rack provides every row, the top row has a mount and all rows are free. */
export function checkInsertSlots(
  rack: Rack,
  top: number,
  heightUnits: number,
  occupied: ReadonlySet<number>,
): SlotCheck {
  if (heightUnits < 1) return 'insertNeedsHeightUnit';
  const rows = rowsBelow(top, heightUnits);
  if (!rack.mounts.includes(top) || rows.some((row) => !rack.slots.includes(row))) return 'noSuchSlot';
  if (rows.some((row) => occupied.has(row))) return 'slotOccupied';
  return 'ok';
}

/** R4: every rack under a bottle shelf carries a worktop. */
export function shelfHasWorktops(module: BaseModuleInstance, offset: number, width: number): boolean {
  const under = module.racks.filter((rack) => rack.x >= offset && rack.x < offset + width);
  return under.length > 0 && under.every((rack) => rack.worktop !== null);
}
