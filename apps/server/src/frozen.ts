// Where the documents may be changed by mistake (a developer's machine, the tests), a change to a
// document shared through a cache throws instead of corrupting every later save. Production skips
// the walk: the promise is kept by the code, the freeze only catches whoever breaks it.
const FREEZES = process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';

function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  // A frozen part was frozen whole: parts shared between versions are walked once.
  for (const child of Object.values(value)) freezeDeep(child);
}

/**
 * `value` as it enters a cache that relies on it never being changed (a bar document, a parts
 * list): frozen to the bottom when `NODE_ENV` is `development` or `test`, as it is otherwise.
 */
export function frozenWhileDeveloping<T>(value: T): T {
  if (FREEZES) freezeDeep(value);
  return value;
}
