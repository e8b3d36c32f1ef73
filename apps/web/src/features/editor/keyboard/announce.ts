import type { TFunction } from 'i18next';
import type { DispatchResult } from '../store/types.ts';

/** A refusal as the door or the engine gives it: the engine's carry a rule, the door's do not. */
type Refused = Extract<DispatchResult, { ok: false }>;

/** Why a command was turned away, in the user's language (the engine's reasons are the side menu's texts). */
export function reasonText(t: TFunction, refusal: Refused): string {
  return 'rule' in refusal ? t(`refusals.${refusal.reason}`) : t(`keyboard.door.${refusal.reason}`);
}

/** The place the arrow keys arrived at, what sits there, and where it is in the mode's order. */
export type PlaceNews = {
  place: string;
  /** What is on the place (null: nothing yet). */
  occupant: string | null;
  position: number;
  count: number;
};

/** An item held ready for Enter and whether it can go on the chosen place (nothing said without a place). */
export type ItemFit = { item: string; fit: 'fits' | { refusal: Refused } | 'noPlace' };

function fitSentence(t: TFunction, fit: ItemFit): string {
  if (fit.fit === 'noPlace') return '';
  if (fit.fit === 'fits') return t('keyboard.fits', { item: fit.item });
  return t('keyboard.doesNotFit', { item: fit.item, reason: reasonText(t, fit.fit.refusal) });
}

function joined(...sentences: string[]): string {
  return sentences.filter((sentence) => sentence !== '').join(' ');
}

/** "Module 3, customer side, mount 1: Front panel 860. Place 4 of 12." and, with an item chosen, whether it fits. */
export function placeSentence(t: TFunction, news: PlaceNews, chosen: ItemFit | null): string {
  const where =
    news.occupant === null
      ? t('keyboard.emptyPlace', { place: news.place, position: news.position, count: news.count })
      : t('keyboard.place', { place: news.place, occupant: news.occupant, position: news.position, count: news.count });
  return joined(where, chosen ? fitSentence(t, chosen) : '');
}

/** "Front panel 860 chosen, 2 of 5." and whether it fits the chosen place. */
export function itemSentence(t: TFunction, chosen: ItemFit, position: number, count: number): string {
  return joined(t('keyboard.item', { item: chosen.item, position, count }), fitSentence(t, chosen));
}

type Acted = { item: string; place: string | null };

/** The sentence of a placement or removal: done (on a place or on the bar) or not, with the reason. */
function actionSentence(t: TFunction, action: 'placed' | 'removed', what: Acted, result: DispatchResult): string {
  const keys = {
    placed: { failed: 'keyboard.notPlaced', onBar: 'keyboard.placedOnBar', onPlace: 'keyboard.placed' },
    removed: { failed: 'keyboard.notRemoved', onBar: 'keyboard.removedOnBar', onPlace: 'keyboard.removed' },
  } as const;
  if (!result.ok) return t(keys[action].failed, { item: what.item, reason: reasonText(t, result) });
  if (what.place === null) return t(keys[action].onBar, { item: what.item });
  return t(keys[action].onPlace, { item: what.item, place: what.place });
}

/** What Enter did: "Front panel 860 placed. Module 3, customer side, mount 1." or why it was not placed. */
export const placedSentence = (t: TFunction, what: Acted, result: DispatchResult): string =>
  actionSentence(t, 'placed', what, result);

/** What Delete did: "Front panel 860 removed. Module 3, customer side, mount 1." or why it was not removed. */
export const removedSentence = (t: TFunction, what: Acted, result: DispatchResult): string =>
  actionSentence(t, 'removed', what, result);

/** What undo or redo did: "Undone." or why nothing happened. */
export function historySentence(t: TFunction, direction: 'undo' | 'redo', result: DispatchResult): string {
  if (!result.ok) return reasonText(t, result);
  return t(direction === 'undo' ? 'keyboard.undone' : 'keyboard.redone');
}
