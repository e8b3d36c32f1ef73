import type { Assembly, BaseModuleDefinition, SideName } from '../catalogue.ts';
import type { BarDocument, BaseModuleInstance } from '../document.ts';
import { findModule, getSide, withSide } from '../document.ts';
import type { RuleId } from '../rules.ts';
import type { Applied, Change, CommandResult, EditContext, Offer, Refusal } from './types.ts';
import { refuse } from './types.ts';

export type ModuleTarget = { side: SideName; moduleId: string };

/** The placed module and its catalogue definition, or the refusal for a missing one. */
export function locate(doc: BarDocument, context: EditContext, target: ModuleTarget): Located | Refusal {
  const module = findModule(getSide(doc, target.side), target.moduleId);
  const definition = module && context.catalogue.baseModules.get(module.base_module_id);
  if (!module || !definition) return refuse('unknownModule', 'DOC', { moduleId: target.moduleId });
  return { module, definition };
}

/** A placed module with its catalogue definition. */
export type Located = { module: BaseModuleInstance; definition: BaseModuleDefinition };

/**
 * A command on one placed module: the module and its definition are found first (a missing one is
 * refused, `unknownModule`) and handed to `edit` with the command's own arguments.
 */
export function moduleCommand<Input extends ModuleTarget>(
  edit: (doc: BarDocument, context: EditContext, input: Input, found: Located) => CommandResult,
): (doc: BarDocument, context: EditContext, input: Input) => CommandResult {
  return (doc, context, input) => {
    const found = locate(doc, context, input);
    return isRefusal(found) ? found : edit(doc, context, input, found);
  };
}

/**
 * The catalogue assembly an input names, if it is of the kind the command places: otherwise the
 * refusal, `unknownAssembly` (CAT) or `wrongAssemblyType` under the command's rule.
 */
export function chosenAssembly(
  context: EditContext,
  assemblyId: number,
  isOfKind: (assembly: Assembly) => boolean,
  rule: RuleId,
): Assembly | Refusal {
  const assembly = context.catalogue.assemblies.get(assemblyId);
  if (!assembly) return refuse('unknownAssembly', 'CAT', { assemblyId });
  return isOfKind(assembly) ? assembly : refuse('wrongAssemblyType', rule);
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}

/** Replaces one module of a side. */
export function replaceModule(doc: BarDocument, side: SideName, next: BaseModuleInstance): BarDocument {
  const current = getSide(doc, side);
  return withSide(doc, side, {
    ...current,
    baseModules: current.baseModules.map((module) => (module.id === next.id ? next : module)),
  });
}

export function applied(doc: BarDocument, changes: Change[] = [], offer?: Offer): Applied {
  return offer ? { ok: true, doc, changes, history: true, offer } : { ok: true, doc, changes, history: true };
}
