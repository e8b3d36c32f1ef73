import type { Catalogue } from './catalogue.ts';
import type { BarDocument } from './document.ts';
import { tallyParts } from './partTally.ts';
import { bagsByType, planTransport, type TransportPlan } from './transport.ts';

export type PackagingLine = { part_id: number; qty: number };

/** G1 from the transport plan (T1): how many bags and cases of each kind, by ascending part id. */
export function recommendationOf(plan: TransportPlan): PackagingLine[] {
  return bagsByType(plan).map((entry) => ({ part_id: entry.part_id, qty: entry.count }));
}

/**
 * G1: the bags and cases the configuration needs — the bags of its transport plan (see
 * planTransport), for the bar's parts and its single parts. Bags already chosen are not packed.
 */
export function packagingRecommendation(doc: BarDocument, catalogue: Catalogue): PackagingLine[] {
  const { barParts, singleParts } = tallyParts(doc, catalogue);
  return recommendationOf(planTransport([barParts, singleParts], catalogue));
}

/** Bags the user chose, by part id (packaging parts among the additional accessories). */
export function chosenBags(doc: BarDocument, catalogue: Catalogue): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const entry of doc.additionalAccessories) {
    if (catalogue.parts.get(entry.part_id)?.type === 'packaging') {
      chosen.set(entry.part_id, (chosen.get(entry.part_id) ?? 0) + entry.count);
    }
  }
  return chosen;
}
