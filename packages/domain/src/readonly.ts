// Documents are values: a command returns a new document and never changes the one it is given,
// so the editor's undo history and the server's caches can share objects between versions.

/** `T` with every field and array read-only, all the way down (numbers, branded or not, stay as they are). */
export type DeepReadonly<T> = T extends number | string | boolean | bigint | symbol | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly (infer Item)[]
      ? readonly DeepReadonly<Item>[]
      : { readonly [Key in keyof T]: DeepReadonly<T[Key]> };

/**
 * Freezes a plain value and everything it holds, so that a change in place throws (in strict
 * code, as every module is). Tests freeze the documents they hand to commands; a value that is
 * already frozen is left as it is (shared parts of two documents are frozen once).
 */
export function freezeDeep<T>(value: T): DeepReadonly<T> {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) freezeDeep(child);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}
