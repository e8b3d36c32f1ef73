import type { Violation } from '@bar/domain/validate';

/** English texts for the codes of validateBar; the rule id is put in front (`P1: modules overlap`). */
const TEXTS: Record<string, string> = {
  duplicateId: 'module ids must be unique',
  unknownBaseModule: 'unknown base module',
  wrongSide: 'this base module does not belong on this side',
  frontFrameDoesNotFit: 'the front frame does not fit its mount',
  mountUsedTwice: 'a front-frame mount is used twice',
  fixedFrontFrameMissing: 'the fixed front frame cannot be removed',
  overlap: 'modules overlap',
  neighboursMismatch: 'neighbour links do not match the positions',
  counterBoardWithoutFrontFrames: 'counter boards need front frames',
  counterBoardPartMismatch: 'the counter board part does not match its width',
  counterBoardOutsideFrontFrames: 'counter boards must lie on the front frames without overlapping',
  unknownPart: 'unknown part',
};

export function violationMessage(violation: Violation): string {
  return `${violation.rule}: ${TEXTS[violation.code] ?? violation.code}`;
}
