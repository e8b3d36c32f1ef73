import type { SideName } from '../src/catalogue.ts';
import { addBaseModule } from '../src/commands/baseModules.ts';
import type { AddBrandingInput } from '../src/commands/branding.ts';
import type { CommandResult, EditContext } from '../src/commands/types.ts';
import { type BarDocument, createEmptyBarDocument } from '../src/document.ts';
import type { Edge, Rotation } from '../src/edges.ts';
import { sequentialIds } from '../src/ids.ts';
import type { PartsListLine } from '../src/partsList.ts';
import type { RefusalCode, RuleId } from '../src/rules.ts';
import { seedCatalogue } from '../src/seed/catalogue.ts';
import { cents, grams } from '../src/units.ts';

export const catalogue = seedCatalogue();

export const BASE = { graxx600: 1, graxx1200: 2, gflexx1200: 3 } as const;
export const PART = {
  graxx600: 1,
  graxx1200: 2,
  gflexx1200: 3,
  frame600: 10,
  frame1200: 11,
  board600: 20,
  board1200: 21,
} as const;

export function context(overrides: Partial<EditContext> = {}): EditContext {
  return { catalogue, newId: sequentialIds(), ...overrides };
}

/** What a command's refusal for `reason` under `rule` matches (its details aside). */
export function refusal(reason: RefusalCode, rule: RuleId): { ok: false; reason: RefusalCode; rule: RuleId } {
  return { ok: false, reason, rule };
}

/** Unwraps an applied command; fails the test with the refusal otherwise. */
export function applied(result: CommandResult): BarDocument {
  if (!result.ok) throw new Error(`command refused: ${result.reason} (${result.rule})`);
  return result.doc;
}

export function emptyBar(): BarDocument {
  return createEmptyBarDocument();
}

/** Front modules added left to right (codes of seed base modules), returning the document. */
export function frontRow(codes: string[], ctx = context()): BarDocument {
  let doc = emptyBar();
  for (const code of codes) doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId: moduleId(code) }));
  return doc;
}

/** Adds a front module (code of a seed base module) snapped to an edge of a placed module, turned by `rotation`. */
export function attachFront(
  doc: BarDocument,
  ctx: EditContext,
  code: string,
  attach: { moduleId: string; edge: Edge },
  rotation?: Rotation,
): CommandResult {
  return addBaseModule(doc, ctx, {
    side: 'front',
    baseModuleId: moduleId(code),
    ...(rotation === undefined ? {} : { rotation }),
    attach,
  });
}

/** addBranding's input for the banner `code` on an edge of a module on `side`; without a picture unless given. */
export function banner(
  side: SideName,
  moduleId: string,
  edge: Edge,
  code: string,
  image: { fillImage: boolean; imageUrl?: string | null },
): AddBrandingInput {
  return { side, moduleId, edge, partId: partId(code), imageUrl: image.imageUrl ?? null, fillImage: image.fillImage };
}

export function backRow(codes: string[], start: BarDocument = emptyBar(), ctx = context()): BarDocument {
  let doc = start;
  for (const code of codes) doc = applied(addBaseModule(doc, ctx, { side: 'back', baseModuleId: moduleId(code) }));
  return doc;
}

export function moduleId(code: string): number {
  const found = [...catalogue.baseModules.values()].find((definition) => definition.code === code);
  if (!found) throw new Error(`no base module ${code}`);
  return found.id;
}

export function partId(code: string): number {
  const found = [...catalogue.parts.values()].find((part) => part.code === code);
  if (!found) throw new Error(`no part ${code}`);
  return found.id;
}

export function assemblyId(code: string): number {
  const found = [...catalogue.assemblies.values()].find((assembly) => assembly.code === code);
  if (!found) throw new Error(`no assembly ${code}`);
  return found.id;
}

/** A parts-list line of a made-up part: `P-<id>`, 10 € and 500 g apiece unless given. */
export function line(partId: number, quantity: number, unitPrice = 1000, unitWeight = 500): PartsListLine {
  return {
    part_id: partId,
    part_number: `P-${partId}`,
    name: `Part ${partId}`,
    quantity,
    unit_price: cents(unitPrice),
    total: cents(unitPrice * quantity),
    unit_weight: grams(unitWeight),
    weight: grams(unitWeight * quantity),
  };
}
