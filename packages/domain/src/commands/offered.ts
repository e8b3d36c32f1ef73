import type { BarDocument } from '../document.ts';
import { newlyPlacedUnoffered, offeredEquivalent, replaceAssemblyEverywhere } from '../offered.ts';
import { validateBar } from '../validate.ts';
import { applied } from './helpers.ts';
import { type CommandResult, type EditContext, refuse } from './types.ts';

/**
 * One click on a part no longer offered: every placement of the assembly takes its active
 * equivalent (`offeredEquivalent`), or, when there is none, is removed. Refused when the bar
 * would then break a rule (a worktop a bottle shelf needs, a back panel a branding needs).
 */
export function replaceUnoffered(doc: BarDocument, context: EditContext, input: { assemblyId: number }): CommandResult {
  const assembly = context.catalogue.assemblies.get(input.assemblyId);
  if (!assembly) return refuse('unknownAssembly', 'CAT', { assemblyId: input.assemblyId });
  if (assembly.is_active) return refuse('stillOffered', 'CAT', { assemblyId: input.assemblyId });
  const replacement = offeredEquivalent(context.catalogue, assembly);
  const next = replaceAssemblyEverywhere(doc, assembly.id, replacement?.id ?? null);
  if (validateBar(next, context.catalogue).length > 0) return refuse('replacementBreaksRules', 'CAT');
  return applied(next);
}

/**
 * The one door's guard for every edit: a result that places an assembly no longer offered anew
 * is refused (`notOffered`); keeping, moving or removing one passes.
 */
export function guardOffered(before: BarDocument, result: CommandResult, context: EditContext): CommandResult {
  if (!result.ok) return result;
  const [placed] = newlyPlacedUnoffered(before, result.doc, context.catalogue);
  return placed ? refuse('notOffered', 'CAT', { assemblyId: placed.assemblyId }) : result;
}

/** This file's edit by name, for the command table (`editCommands.ts`). */
export const OFFERED_EDITS = {
  replaceUnoffered,
};
