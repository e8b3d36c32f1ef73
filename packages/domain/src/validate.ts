import type { Catalogue, SideName } from './catalogue.ts';
import { frameRuns } from './counterBoards.ts';
import type { BarDocument, BarSide } from './document.ts';
import { computeNeighbours, placeModules, rectsOverlap, sameNeighbours } from './geometry.ts';
import { validateDocumentEquipment, validateSideEquipment } from './validateEquipment.ts';
import type { Violation } from './violation.ts';

export type { Violation } from './violation.ts';

function checkIds(doc: BarDocument, violations: Violation[]): void {
  const seen = new Set<string>();
  for (const sideName of ['front', 'back'] as const) {
    getSideModules(doc, sideName).forEach((module, index) => {
      if (seen.has(module.id))
        violations.push({ rule: 'DOC', path: `${sideName}.baseModules.${index}.id`, code: 'duplicateId' });
      seen.add(module.id);
    });
  }
}

function getSideModules(doc: BarDocument, side: SideName) {
  return side === 'front' ? doc.front.baseModules : doc.back.baseModules;
}

function checkCatalogue(side: BarSide, sideName: SideName, catalogue: Catalogue, violations: Violation[]): void {
  side.baseModules.forEach((module, index) => {
    const path = `${sideName}.baseModules.${index}`;
    const definition = catalogue.baseModules.get(module.base_module_id);
    if (!definition) {
      violations.push({ rule: 'CAT', path: `${path}.base_module_id`, code: 'unknownBaseModule' });
      return;
    }
    if (definition.side !== sideName)
      violations.push({ rule: 'CAT', path: `${path}.base_module_id`, code: 'wrongSide' });
    module.frontFrames.forEach((frame, frameIndex) => {
      const mount = definition.frontFrameMounts.find((candidate) => candidate.id === frame.mount_id);
      const part = catalogue.parts.get(frame.part_id);
      if (!mount || !part || part.type !== 'front-frame' || part.width !== mount.width) {
        violations.push({ rule: 'C1', path: `${path}.frontFrames.${frameIndex}`, code: 'frontFrameDoesNotFit' });
      }
    });
    const mountsUsed = module.frontFrames.map((frame) => frame.mount_id);
    if (new Set(mountsUsed).size !== mountsUsed.length) {
      violations.push({ rule: 'C1', path: `${path}.frontFrames`, code: 'mountUsedTwice' });
    }
    for (const mount of definition.frontFrameMounts) {
      if (mount.fixed && !mountsUsed.includes(mount.id)) {
        violations.push({ rule: 'P9', path: `${path}.frontFrames`, code: 'fixedFrontFrameMissing' });
      }
    }
  });
}

function checkPlacement(side: BarSide, sideName: SideName, catalogue: Catalogue, violations: Violation[]): void {
  const placed = placeModules(side, catalogue);
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i];
      const b = placed[j];
      if (a && b && rectsOverlap(a.rect, b.rect)) {
        const index = side.baseModules.indexOf(b.instance);
        violations.push({ rule: 'P1', path: `${sideName}.baseModules.${index}.position`, code: 'overlap' });
      }
    }
  }
  const expected = computeNeighbours(side, catalogue);
  side.baseModules.forEach((module, index) => {
    if (!sameNeighbours(module.neighbours, expected.get(module.id) ?? [])) {
      violations.push({ rule: 'P1', path: `${sideName}.baseModules.${index}.neighbours`, code: 'neighboursMismatch' });
    }
  });
}

function checkCounterBoards(side: BarSide, sideName: SideName, catalogue: Catalogue, violations: Violation[]): void {
  const runLengths = new Map(frameRuns(side, catalogue).map((run) => [run.root.id, run.length as number]));
  side.baseModules.forEach((module, index) => {
    const path = `${sideName}.baseModules.${index}.counterBoards`;
    const boards = module.counterBoards.filter((board) => board.edge === 'n').sort((a, b) => a.offset - b.offset);
    if (boards.length === 0) return;
    const runLength = runLengths.get(module.id);
    if (runLength === undefined) {
      violations.push({ rule: 'C7', path, code: 'counterBoardWithoutFrontFrames' });
      return;
    }
    let end = 0;
    for (const board of boards) {
      const part = catalogue.parts.get(board.part_id);
      if (part?.type !== 'counter-board' || part.width !== board.width) {
        violations.push({ rule: 'C7', path, code: 'counterBoardPartMismatch' });
      }
      if (board.offset < end || board.offset + board.width > runLength) {
        violations.push({ rule: 'C2', path, code: 'counterBoardOutsideFrontFrames' });
      }
      end = board.offset + board.width;
    }
  });
}

function checkPartCounts(doc: BarDocument, catalogue: Catalogue, violations: Violation[]): void {
  for (const key of ['additionalAccessories', 'singleParts'] as const) {
    doc[key].forEach((entry, index) => {
      if (!catalogue.parts.has(entry.part_id)) {
        violations.push({ rule: 'CAT', path: `${key}.${index}.part_id`, code: 'unknownPart' });
      }
    });
  }
}

/** The violations of the rules that read one side alone (with the catalogue), in the order validateBar reports them. */
type SideViolations = { structure: Violation[]; equipment: Violation[] };

function checkSide(side: BarSide, sideName: SideName, catalogue: Catalogue): SideViolations {
  const structure: Violation[] = [];
  checkCatalogue(side, sideName, catalogue, structure);
  checkPlacement(side, sideName, catalogue, structure);
  checkCounterBoards(side, sideName, catalogue, structure);
  const equipment: Violation[] = [];
  validateSideEquipment(side, sideName, catalogue, equipment);
  return { structure, equipment };
}

/**
 * Remembers what the rules that read one side alone found, by catalogue object and side object,
 * for a caller whose documents are never changed once validated (the server's checked
 * documents): a side that is the very object of a document validated before, such as a side a
 * patch left alone, is not checked again. Those rules read nothing but the side, its name and the
 * catalogue, so the answer is the same. Not for documents that are edited in place.
 */
export class SideRuleMemo {
  private readonly byCatalogue = new WeakMap<Catalogue, WeakMap<BarSide, Partial<Record<SideName, SideViolations>>>>();

  /** The side's violations, computed once per catalogue, side object and side name. */
  check(side: BarSide, sideName: SideName, catalogue: Catalogue): SideViolations {
    let sides = this.byCatalogue.get(catalogue);
    if (!sides) {
      sides = new WeakMap();
      this.byCatalogue.set(catalogue, sides);
    }
    let entry = sides.get(side);
    if (!entry) {
      entry = {};
      sides.set(side, entry);
    }
    entry[sideName] ??= checkSide(side, sideName, catalogue);
    return entry[sideName];
  }
}

/**
 * Every invariant a stored bar must hold; the server refuses a save that breaks one. With `memo`,
 * sides validated before are not checked again (see SideRuleMemo); the result is the same.
 */
export function validateBar(doc: BarDocument, catalogue: Catalogue, memo?: SideRuleMemo): Violation[] {
  const violations: Violation[] = [];
  checkIds(doc, violations);
  const [front, back] = (['front', 'back'] as const).map((sideName) => {
    const side = sideName === 'front' ? doc.front : doc.back;
    return memo ? memo.check(side, sideName, catalogue) : checkSide(side, sideName, catalogue);
  }) as [SideViolations, SideViolations];
  violations.push(...front.structure, ...back.structure);
  checkPartCounts(doc, catalogue, violations);
  violations.push(...front.equipment, ...back.equipment);
  validateDocumentEquipment(doc, catalogue, violations);
  return violations;
}
