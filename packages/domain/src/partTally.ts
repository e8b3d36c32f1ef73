import { type Catalogue, findPartByCode } from './catalogue.ts';
import type { BarDocument, BarSide } from './document.ts';

/** Part id → quantity. A negative key counts an assembly the catalogue lacks (its id, negated). */
export type Counter = Map<number, number>;

export function add(counter: Counter, partId: number, quantity = 1): void {
  counter.set(partId, (counter.get(partId) ?? 0) + quantity);
}

/** An assembly's parts; an id the catalogue lacks is counted as a missing part (negative key). */
function addAssembly(counter: Counter, catalogue: Catalogue, assemblyId: number): void {
  const assembly = catalogue.assemblies.get(assemblyId);
  if (!assembly) {
    add(counter, -assemblyId);
    return;
  }
  for (const part of assembly.parts) add(counter, part.part_id, part.quantity);
}

function countSide(side: BarSide, catalogue: Catalogue, counter: Counter): void {
  const speedRack = findPartByCode(catalogue, 'speed-rack');
  const cornerCap = findPartByCode(catalogue, 'corner-cap');
  for (const module of side.baseModules) {
    const definition = catalogue.baseModules.get(module.base_module_id);
    if (definition) add(counter, definition.part_id);
    if (definition?.family === 'corner' && cornerCap && module.frontFrames.length > 0) add(counter, cornerCap.id);
    for (const frame of module.frontFrames) add(counter, frame.part_id);
    for (const board of module.counterBoards) {
      add(counter, board.part_id);
      for (const accessory of board.accessories) addAssembly(counter, catalogue, accessory.assembly_id);
    }
    for (const panel of module.panels) addAssembly(counter, catalogue, panel.assembly_model_id);
    for (const rack of module.racks) {
      for (const insert of rack.inserts) addAssembly(counter, catalogue, insert.rack_insert_model_id);
      if (rack.worktop) addAssembly(counter, catalogue, rack.worktop.assembly_id);
    }
    for (const application of module.side_applications) addAssembly(counter, catalogue, application.assembly_id);
    for (const accessory of module.front_frame_accessories) addAssembly(counter, catalogue, accessory.assembly_id);
    if (module.back_panels.top) addAssembly(counter, catalogue, module.back_panels.top.assembly_model_id);
    if (module.back_panels.bottom) addAssembly(counter, catalogue, module.back_panels.bottom.assembly_model_id);
    if (speedRack) add(counter, speedRack.id, module.speed_racks.length);
    for (const shelf of module.bottle_shelves) add(counter, shelf.part_id);
    for (const application of module.back_side_applications) add(counter, application.part_id);
    for (const sign of module.brandsigns) add(counter, sign.part_id);
  }
  for (const branding of side.brandings) add(counter, branding.part_id);
}

/** The parts of a bar (both sides and the additional accessories) and its single parts, counted. */
export function tallyParts(doc: BarDocument, catalogue: Catalogue): { barParts: Counter; singleParts: Counter } {
  const barParts: Counter = new Map();
  countSide(doc.front, catalogue, barParts);
  countSide(doc.back, catalogue, barParts);
  for (const accessory of doc.additionalAccessories) add(barParts, accessory.part_id, accessory.count);
  const singleParts: Counter = new Map();
  for (const single of doc.singleParts) add(singleParts, single.part_id, single.count);
  return { barParts, singleParts };
}
