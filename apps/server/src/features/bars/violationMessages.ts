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
  unknownAssembly: 'unknown assembly',
  unknownModule: 'the branding names a module that is not on this side',
  panelDoesNotFit: 'the panel does not fit this mount',
  panelHeight: 'panels are 860 or 1040 mm high, doors 1080 or 1100 mm',
  panelBetweenNeighbours: 'no panel between two modules',
  rackNotProvided: 'the rack does not match the base module',
  slotOccupied: 'the slot is already occupied',
  insertSlots: 'the insert does not take the rows its height units need',
  noSuchSlot: 'the rack has no such slot',
  mountNotAllowed: 'the worktop needs an allowed mount',
  bottleShelfNeedsWorktop: 'a bottle shelf needs a rack with a worktop',
  edgeHasNeighbour: 'this edge has a neighbour',
  doorInTheWay: 'a door is on this edge',
  frontFrameMissing: 'needs a front frame',
  samePosition: 'two front-frame accessories at the same position',
  sameOffset: 'two counter-board accessories at the same offset',
  sideCaps: 'side caps belong on the open west and east edges of the back bar',
  oneBrandSignPerSide: 'at most one brand sign per bar side',
  brandSignCollides: 'the brand sign collides with the back panel',
  backCoverRequired: 'Please select a backframe cover first.',
  bannerHolderMissing: 'a back side banner needs its holder',
  oneSideBannerPerFrame: 'one side banner per back frame',
  unknownColor: 'not a colour of the palette',
  offsetOutOfRange: 'the back bar position is out of range',
};

export function violationMessage(violation: Violation): string {
  return `${violation.rule}: ${TEXTS[violation.code] ?? violation.code}`;
}
