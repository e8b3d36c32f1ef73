import type { BarDocument, PartCount } from '../document.ts';
import { packagingRecommendation } from '../packaging.ts';
import { pick, type StepRule } from './editSteps.ts';
import { applied } from './helpers.ts';
import { type CommandResult, type CommandsOf, type EditContext, refuse } from './types.ts';

const MAX_COUNT = 10_000;

function setCount(list: readonly PartCount[], partId: number, count: number): PartCount[] {
  const others = list.filter((entry) => entry.part_id !== partId);
  return count === 0 ? others : [...others, { part_id: partId, count }];
}

function checkCount(context: EditContext, partId: number, count: number) {
  if (!context.catalogue.parts.has(partId)) return refuse('unknownPart', 'CAT', { partId });
  if (!Number.isInteger(count) || count < 0 || count > MAX_COUNT) return refuse('invalidCount', 'L1');
  return null;
}

/** The command that sets the count of a part in one of the document's lists of counted parts. */
function countSetter(list: 'singleParts' | 'additionalAccessories') {
  return (doc: BarDocument, context: EditContext, input: { partId: number; count: number }): CommandResult => {
    const refusal = checkCount(context, input.partId, input.count);
    if (refusal) return refusal;
    const counts = setCount(doc[list], input.partId, input.count);
    return applied(
      list === 'singleParts' ? { ...doc, singleParts: counts } : { ...doc, additionalAccessories: counts },
    );
  };
}

/** Single parts requested on their own (L1 lists them apart). A count of 0 removes the line. */
export const setSinglePartCount = countSetter('singleParts');

/** Accessories and bags that belong to the bar (on the main list). A count of 0 removes the line. */
export const setAccessoryCount = countSetter('additionalAccessories');

/** G1: applying the recommendation overwrites every bag count already chosen. */
export function applyPackagingRecommendation(doc: BarDocument, context: EditContext): CommandResult {
  const recommended = packagingRecommendation(doc, context.catalogue);
  const withoutBags = doc.additionalAccessories.filter(
    (entry) => context.catalogue.parts.get(entry.part_id)?.type !== 'packaging',
  );
  return applied({
    ...doc,
    additionalAccessories: [...withoutBags, ...recommended.map((line) => ({ part_id: line.part_id, count: line.qty }))],
  });
}

/** This file's part count edits by name, for the command table (`editCommands.ts`). */
export const PART_COUNT_EDITS = {
  setSinglePartCount,
  setAccessoryCount,
  applyPackagingRecommendation,
};

/** Random steps of this file's commands for the property tests (`testing/randomEdits.ts`). */
export const PART_COUNT_STEPS = {
  singlePart: ({ catalogue }, s) => {
    const part = pick([...catalogue.parts.values()], s.a);
    return part ? { type: 'setSinglePartCount', input: { partId: part.id, count: s.b % 4 } } : null;
  },
  bags: () => ({ type: 'applyPackagingRecommendation' }),
} satisfies Record<string, StepRule<CommandsOf<typeof PART_COUNT_EDITS>>>;
