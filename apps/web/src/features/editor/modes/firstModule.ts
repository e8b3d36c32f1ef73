import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { EditCommandOf } from '@bar/domain/commands/editCommands';
import type { BarDocument } from '@bar/domain/document';
import type { Rotation } from '@bar/domain/edges';
import type { EditingMode } from './modes.ts';

/** The mode in which the first module of a side is placed (specification section 2, "Shape"). */
export const FIRST_MODULE_MODE: EditingMode = 'shape';

/** Whether a side of the bar has no module yet: then only the Shape mode has something to offer. */
export function isSideEmpty(doc: BarDocument, side: SideName): boolean {
  return doc[side].baseModules.length === 0;
}

/**
 * The mode to go to first when the shown mode has nothing to offer: the Shape mode on a side
 * without modules, null otherwise (the mode has places, or is the Shape mode itself).
 */
export function firstStepMode(mode: EditingMode, doc: BarDocument, side: SideName): EditingMode | null {
  return mode !== FIRST_MODULE_MODE && isSideEmpty(doc, side) ? FIRST_MODULE_MODE : null;
}

/**
 * What a click on the ghost of an empty side places: the side's first base module in the menu's
 * order (the Shape mode's first "Add"), turned as the Shape mode's rotation says. Null when the side
 * already has modules or the catalogue offers none for it.
 */
export function firstModuleCommand(
  doc: BarDocument,
  catalogue: Catalogue,
  side: SideName,
  rotation: Rotation,
): EditCommandOf<'addBaseModule'> | null {
  if (!isSideEmpty(doc, side)) return null;
  const [first] = [...catalogue.baseModules.values()]
    .filter((definition) => definition.side === side && catalogue.parts.has(definition.part_id))
    .sort((a, b) => a.order_column - b.order_column);
  return first ? { type: 'addBaseModule', input: { side, baseModuleId: first.id, rotation } } : null;
}
