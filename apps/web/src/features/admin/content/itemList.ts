/** The list with the item at `index` replaced (items of a section have no id, only a place). */
export function replaceItemAt<Item>(items: readonly Item[], index: number, item: Item): Item[] {
  return items.map((old, at) => (at === index ? item : old));
}

export function removeItemAt<Item>(items: readonly Item[], index: number): Item[] {
  return items.filter((_, at) => at !== index);
}

/** The keys of the texts around a list of items; `item` and `remove` take `{{number}}`, counted from 1. */
export type ItemListLabelKeys = { empty: string; item: string; remove: string; add: string };

/**
 * The texts of a list of `noun`s under `adminCatalogue.content.fields`; for `Question`:
 * noQuestions, questionNumber, removeQuestion, addQuestion.
 */
export function itemListLabelKeys(noun: string): ItemListLabelKeys {
  const prefix = 'adminCatalogue.content.fields';
  return {
    empty: `${prefix}.no${noun}s`,
    item: `${prefix}.${noun.charAt(0).toLowerCase()}${noun.slice(1)}Number`,
    remove: `${prefix}.remove${noun}`,
    add: `${prefix}.add${noun}`,
  };
}
