import { type Catalogue, findPartByCode } from './catalogue.ts';
import type { BarDocument, BarSide } from './document.ts';
import { mountedItems } from './moduleItems.ts';

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
  const cornerCap = findPartByCode(catalogue, 'corner-cap');
  const speedRack = findPartByCode(catalogue, 'speed-rack');
  for (const module of side.baseModules) {
    const definition = catalogue.baseModules.get(module.base_module_id);
    if (definition) add(counter, definition.part_id);
    if (definition?.family === 'corner' && cornerCap && module.frontFrames.length > 0) add(counter, cornerCap.id);
    for (const item of mountedItems(module)) {
      if ('part_id' in item) add(counter, item.part_id);
      else if ('assembly_id' in item) addAssembly(counter, catalogue, item.assembly_id);
      else if (speedRack) add(counter, speedRack.id);
    }
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
