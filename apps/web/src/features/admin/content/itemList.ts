/** The list with the item at `index` replaced (items of a section have no id, only a place). */
export function replaceItemAt<Item>(items: readonly Item[], index: number, item: Item): Item[] {
  return items.map((old, at) => (at === index ? item : old));
}

export function removeItemAt<Item>(items: readonly Item[], index: number): Item[] {
  return items.filter((_, at) => at !== index);
}
