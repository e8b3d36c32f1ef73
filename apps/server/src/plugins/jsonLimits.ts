/**
 * The largest JSON body the API reads (Fastify's `bodyLimit`): a full save of the largest bar
 * (about 100 KB) fits ten times over. A JSON Patch may not build a document larger than this.
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * How deeply a JSON body may nest objects and arrays. The bar document nests 9 levels (its
 * schema), a body carries it at most 2 levels down (a JSON Patch operation's value in the list of
 * operations), and no body the API documents nests deeper even with a whole document wherever it
 * leaves a value open (test/jsonLimits.test.ts): 16 leaves room, and keeps every recursive reader
 * (schemas, JSON Patch, JSON.stringify) far from the end of the call stack.
 */
export const MAX_JSON_DEPTH = 16;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether the JSON text nests objects and arrays deeper than `max` levels, read from the text
 * before anything parses it: one pass, no recursion, brackets inside strings not counted. Text
 * that is no JSON gives some answer; the parser refuses it anyway.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      // Skip the string: to the next quote that no backslash escapes.
      index += 1;
      while (index < length) {
        const inner = text.charCodeAt(index);
        if (inner === BACKSLASH) index += 2;
        else if (inner === QUOTE) break;
        else index += 1;
      }
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
    index += 1;
  }
  return false;
}
