import { type Catalogue, findPartByCode } from './catalogue.ts';
import type { BarDocument, BarSide } from './document.ts';

export type PackagingLine = { part_id: number; qty: number };

const COUNTER_BOARDS_PER_BAG = 4;
const PANELS_PER_BAG = 6;

function countSide(side: BarSide) {
  let modules = 0;
  let boards = 0;
  let panels = 0;
  for (const module of side.baseModules) {
    modules += 1;
    boards += module.counterBoards.length;
    panels += module.panels.length + (module.back_panels.top ? 1 : 0) + (module.back_panels.bottom ? 1 : 0);
  }
  return { modules, boards, panels };
}

/**
 * G1: transport bags the configuration needs — one per base module, one per four bar tops, one per
 * six panels, doors or back panels. Bags the catalogue does not offer are left out.
 */
export function packagingRecommendation(doc: BarDocument, catalogue: Catalogue): PackagingLine[] {
  const front = countSide(doc.front);
  const back = countSide(doc.back);
  const wanted: [string, number][] = [
    ['bag-module', front.modules + back.modules],
    ['bag-counter-board', Math.ceil((front.boards + back.boards) / COUNTER_BOARDS_PER_BAG)],
    ['bag-panels', Math.ceil((front.panels + back.panels) / PANELS_PER_BAG)],
  ];
  const lines: PackagingLine[] = [];
  for (const [code, qty] of wanted) {
    const part = findPartByCode(catalogue, code);
    if (part && qty > 0) lines.push({ part_id: part.id, qty });
  }
  return lines;
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
