import type { BarDocument, PartCount } from '../document.ts';
import { packagingRecommendation } from '../packaging.ts';
import { applied } from './helpers.ts';
import { type CommandResult, type EditContext, refuse } from './types.ts';

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

/** Single parts requested on their own (L1 lists them apart). A count of 0 removes the line. */
export function setSinglePartCount(
  doc: BarDocument,
  context: EditContext,
  input: { partId: number; count: number },
): CommandResult {
  const refusal = checkCount(context, input.partId, input.count);
  if (refusal) return refusal;
  return applied({ ...doc, singleParts: setCount(doc.singleParts, input.partId, input.count) });
}

/** Accessories and bags that belong to the bar (on the main list). A count of 0 removes the line. */
export function setAccessoryCount(
  doc: BarDocument,
  context: EditContext,
  input: { partId: number; count: number },
): CommandResult {
  const refusal = checkCount(context, input.partId, input.count);
  if (refusal) return refusal;
  return applied({ ...doc, additionalAccessories: setCount(doc.additionalAccessories, input.partId, input.count) });
}

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
