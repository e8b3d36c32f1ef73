/** Ids inside a bar document are short strings chosen by whoever edits (client or server). */
export type IdFactory = () => string;

/** A deterministic id factory for tests and benchmarks. */
export function sequentialIds(prefix = 'id'): IdFactory {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}${next}`;
  };
}
