/**
 * JSON Pointer (RFC 6901), the paths of JSON Patch operations and of the revisions' diffs: the one
 * place that escapes and unescapes its keys.
 */

/** A key as a pointer segment: `~` and `/` escaped. */
export function pointerSegment(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key;
}

/** The pointer of `keys` (object keys escaped here, array indexes as they are). */
export function pointerOf(keys: readonly (string | number)[]): string {
  let pointer = '';
  for (const key of keys) pointer += `/${typeof key === 'number' ? key : pointerSegment(key)}`;
  return pointer;
}

/** The keys of a pointer, unescaped (`''`, the whole document: none). */
export function pointerKeys(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
}
