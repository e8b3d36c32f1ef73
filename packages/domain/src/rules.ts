/** Rule identifiers of the configuration rules (shared/spec/rules.md), named in refusals and save errors. */
export const RULE_IDS = [
  'P1',
  'P2',
  'P3',
  'P4',
  'P5',
  'P6',
  'P7',
  'P8',
  'P9',
  'P10',
  'P11',
  'C1',
  'C2',
  'C3',
  'C4',
  'C5',
  'C6',
  'C7',
  'R1',
  'R2',
  'R3',
  'R4',
  'D1',
  'D2',
  'D3',
  'K1',
  'K2',
  'K3',
  'B1',
  'B2',
  'B3',
  'B4',
  'B5',
  'G1',
  'L1',
  // Not configuration rules but invariants of any stored document.
  'DOC',
  'CAT',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** Why an edit was refused; the UI translates the code (`refusals.<code>`). */
export const REFUSAL_CODES = [
  'unknownBaseModule',
  'wrongSide',
  'unknownModule',
  'noAnchor',
  'overlap',
  'counterBoardPartsMissing',
  'frontFramePartMissing',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];
