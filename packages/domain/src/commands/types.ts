import type { Catalogue } from '../catalogue.ts';
import type { BarDocument } from '../document.ts';
import type { IdFactory } from '../ids.ts';
import type { RefusalCode, RuleId } from '../rules.ts';

export type EditContext = { catalogue: Catalogue; newId: IdFactory };

/**
 * The commands of a table of edits, as data: each edit's name, and its input when it takes one
 * (none for whole-bar edits such as "delete all panels"). `EditCommand` is this of the whole
 * table; a command file's random steps use it of its own table, so that the file needs no import of
 * the whole table (which imports every command file).
 */
export type CommandsOf<Edits> = {
  [K in keyof Edits]: Edits[K] extends (...args: infer P) => unknown
    ? P extends [BarDocument, EditContext, infer Input]
      ? { type: K; input: Input }
      : { type: K }
    : never;
}[keyof Edits];

/** A follow-up change a command made besides the one asked for, for the UI to report or animate. */
export type Change =
  | { kind: 'moduleAdded'; side: 'front' | 'back'; moduleId: string }
  | { kind: 'moduleRemoved'; side: 'front' | 'back'; moduleId: string }
  | { kind: 'neighboursLinked'; side: 'front' | 'back'; moduleIds: string[] }
  | { kind: 'frontFramesAdded'; moduleId: string; count: number }
  | { kind: 'counterBoardsRefilled'; rootIds: string[] }
  | { kind: 'bottleShelvesRemoved'; moduleIds: string[] }
  | { kind: 'sideApplicationsMoved'; moduleIds: string[] }
  | { kind: 'brandingsMoved'; count: number }
  | { kind: 'brandingsRemoved'; count: number }
  | { kind: 'speedRacksRemoved'; moduleId: string }
  | { kind: 'panelsChanged'; count: number }
  | { kind: 'bannerHolderAdded'; moduleId: string }
  | { kind: 'colorsApplied'; key: string; count: number }
  | { kind: 'insertsRemoved'; moduleId: string }
  | { kind: 'sideApplicationsRemoved'; count: number }
  | { kind: 'counterBoardsRemoved'; count: number };

/** A follow-up the UI should offer (D2: apply a front panel type to all front panels). */
export type Offer = { kind: 'applyFrontPanelTypeToAll'; assemblyId: number };

export type Refusal = { ok: false; reason: RefusalCode; rule: RuleId; details?: Record<string, string | number> };
export type Applied = { ok: true; doc: BarDocument; changes: Change[]; history: boolean; offer?: Offer };
export type CommandResult = Applied | Refusal;

export function refuse(reason: RefusalCode, rule: RuleId, details?: Refusal['details']): Refusal {
  return details ? { ok: false, reason, rule, details } : { ok: false, reason, rule };
}
