// What a random step of the property tests reads and the small tools its draws share. Each command
// file declares the random inputs of its commands beside them (its `…_STEPS`), so that a new
// command gets its step in its own file; `testing/randomEdits.ts` joins the lists. No screen
// imports a step, so the web build leaves them out.
// A step is typed by the commands it may draw: a command file's steps by the commands of its own
// table (`CommandsOf` in `types.ts`), the joined list by `EditCommand`. This file does not import
// the command table: the table imports every command file, and they import this one.
import type { Catalogue, SideName } from '../catalogue.ts';
import type { BarDocument } from '../document.ts';

/**
 * How far the edits go. `engine`: every input the engine takes, removals included (the domain's
 * invariants). `placed`: only what the editor offers on its places, and nothing taken away, so
 * that every drawn part still stands on a place of its mode (the layout's properties).
 */
export type Reach = 'engine' | 'placed';

/** The three random numbers of a step; each draw reads them its own way. */
export type StepNumbers = { a: number; b: number; c: number };

/** What a step reads: the bar, the side it edits, the module and rack its numbers pick, the catalogue. */
export type StepBar = {
  doc: BarDocument;
  catalogue: Catalogue;
  reach: Reach;
  sideName: SideName;
  target: { side: SideName; moduleId: string } | undefined;
};

/** A kind of step: the command (one of `C`) it stands for on the bar, or null when the bar has nothing it fits. */
type Draw<C> = (bar: StepBar, s: StepNumbers) => C | null;

/**
 * A kind of step and the side it edits: by default either side (the step's numbers choose); `back`
 * for what goes on the back bar only; `frontWhenPlaced` for what the editor offers on the front
 * only (the engine takes it on either side).
 */
export type StepRule<C> = Draw<C> | { side: 'back' | 'frontWhenPlaced'; draw: Draw<C> };

export const PICTURES = [null, '/api/uploads/propertyPicture000001', 'not-an-upload'] as const;
const USUAL_RACK_ROWS = [3, 6, 9, 11] as const;

export const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

export const assembliesOf = (catalogue: Catalogue, type: string) =>
  [...catalogue.assemblies.values()].filter((assembly) => assembly.type === type);
export const partsOf = (catalogue: Catalogue, ...types: string[]) =>
  [...catalogue.parts.values()].filter((part) => types.includes(part.type));

/** A rack row: mostly one of the usual ones, now and then any of the eleven. */
export const rackRow = (value: number) => (value % 5 === 0 ? 1 + (value % 11) : (pick(USUAL_RACK_ROWS, value) ?? 3));

export function moduleOf({ doc, sideName, target }: StepBar) {
  return target && doc[sideName].baseModules.find((module) => module.id === target.moduleId);
}

export function definitionOf(bar: StepBar) {
  const module = moduleOf(bar);
  return module && bar.catalogue.baseModules.get(module.base_module_id);
}

export function rackOf(bar: StepBar, s: StepNumbers) {
  const module = moduleOf(bar);
  return module && pick(module.racks, s.b);
}
