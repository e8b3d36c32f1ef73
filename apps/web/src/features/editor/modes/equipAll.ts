import type { BarTopSpot } from '@bar/domain/commands/counterBoardEdits';
import type { EditCommandOf } from '@bar/domain/commands/editCommands';
import type { RefusalCode, RuleId } from '@bar/domain/rules';
import type { Place } from '../places/placeTypes.ts';
import type { EditOutcome } from '../store/types.ts';

/** What "Equip all bar tops" did: how many spots took the accessory, and each refused place with its reason. */
export type EquipAllReport = {
  placed: number;
  refused: { place: Place; reason: RefusalCode; rule: RuleId }[];
  /** Why the whole edit was refused (nothing placed, the bar unchanged); null when it was applied. */
  refusal: { reason: RefusalCode; rule: RuleId } | null;
};

/** A menu item of a bar-top accessory mode is an assembly (`assembly:<id>`). */
export function assemblyIdOfItem(itemKey: string | null): number | null {
  const match = itemKey?.match(/^assembly:(\d+)$/);
  return match ? Number(match[1]) : null;
}

/**
 * Puts the accessory on every bar-top spot among the mode's places, as one edit (one undo entry)
 * passed to the door; the engine decides spot by spot and says why a spot refuses. Null when no
 * edit could be run (nothing loaded, read-only bar).
 */
export function equipAllPlaces(
  places: readonly Place[],
  assemblyId: number,
  dispatch: (command: EditCommandOf<'equipAllBarTops'>) => EditOutcome,
): EquipAllReport | null {
  const spotPlaces = places.filter((place) => place.kind === 'boardSpot');
  const spots: BarTopSpot[] = spotPlaces.map((place) => ({
    rootId: place.rootId,
    boardId: place.boardId,
    offset: place.offset,
  }));
  const result = dispatch({ type: 'equipAllBarTops', input: { assemblyId, spots } });
  if (!('rule' in result) && !result.ok) return null;
  const outcomes = result.outcomes ?? [];
  const refused = outcomes.flatMap((outcome, index) => {
    const place = spotPlaces[index];
    return !outcome.placed && place ? [{ place, reason: outcome.reason, rule: outcome.rule }] : [];
  });
  return {
    placed: outcomes.filter((outcome) => outcome.placed).length,
    refused,
    refusal: result.ok ? null : { reason: result.reason, rule: result.rule },
  };
}
