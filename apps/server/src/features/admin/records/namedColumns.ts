/** The columns of `Values` that can hold the field's value (a column of a wider type may too). */
type ColumnFor<Values, Value> = {
  [Column in keyof Values]-?: Exclude<Value, undefined> extends Values[Column] ? Column : never;
}[keyof Values];

/**
 * The columns an administrator's change names: each field of the request that is not `undefined`,
 * written to the column `columnOf` names for it. A field left out of the change is left as stored.
 */
export function namedColumns<Change extends object, Values extends object>(
  change: Change,
  columnOf: { readonly [Field in keyof Change]?: ColumnFor<Values, Change[Field]> },
): Partial<Values> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columnOf)) {
    const value = (change as Record<string, unknown>)[field];
    if (value !== undefined) values[column as string] = value;
  }
  return values as Partial<Values>;
}
