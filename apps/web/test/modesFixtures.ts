import { addBaseModule } from '@bar/domain/commands/baseModules';
import { applyEdit, type EditCommand } from '@bar/domain/commands/editCommands';
import type { CommandResult, EditContext } from '@bar/domain/commands/types';
import { type BarDocument, createEmptyBarDocument } from '@bar/domain/document';
import { sequentialIds } from '@bar/domain/ids';
import type { MenuContext } from '../src/features/editor/modes/menuItems.ts';
import { catalogue } from './kit/editorKit.ts';

/** The full seed catalogue, assemblies included. */
export const fullCatalogue = catalogue;

export const MODULE = { graxx600: 1, graxx1200: 2, gflexx1200: 3, corner: 6, backFrame600: 8 } as const;

export function applied(result: CommandResult): BarDocument {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.doc;
}

/** A bar built with the engine's own commands: the given front (and back) modules in a row. */
export function barWith(front: number[], back: number[] = []): BarDocument {
  const context = { catalogue: fullCatalogue, newId: sequentialIds('m') };
  let doc = createEmptyBarDocument();
  for (const baseModuleId of front) doc = applied(addBaseModule(doc, context, { side: 'front', baseModuleId }));
  for (const baseModuleId of back) doc = applied(addBaseModule(doc, context, { side: 'back', baseModuleId }));
  return doc;
}

export function menuContext(doc: BarDocument, side: 'front' | 'back' = 'front'): MenuContext {
  return { doc, side, catalogue: fullCatalogue, locale: 'en' };
}

/** Runs a menu item's or occupant's command on a document, as the door would; a missing command is refused. */
export function runEdit(
  command: EditCommand | null | undefined,
  doc: BarDocument,
  context: EditContext,
): CommandResult {
  return command ? applyEdit(doc, context, command) : { ok: false, reason: 'unknownPart', rule: 'CAT' };
}
