/** A JSON value's size: the bytes of its JSON text (UTF-8, no spaces) and how deeply it nests. */
export type JsonMeasure = { bytes: number; depth: number };

// The measures of values nobody changes any more (a stored document's parts, a patch's values):
// parts shared by many documents, or by many places of one document, are measured once.
const measures = new WeakMap<object, JsonMeasure>();

function stringBytes(text: string): number {
  return Buffer.byteLength(JSON.stringify(text));
}

/**
 * The measure of `value`, a JSON value. `isMutable` names the objects that may still change (their
 * measure is not kept). Objects and arrays count 1 level each; a scalar nests 0 levels. The walk
 * recurses: it is only given values whose depth is bounded (bodies are refused beyond
 * MAX_JSON_DEPTH before they are parsed, and a patch may not build deeper documents).
 */
export function measureJson(value: unknown, isMutable: (node: object) => boolean = () => false): JsonMeasure {
  if (value === null) return { bytes: 4, depth: 0 };
  switch (typeof value) {
    case 'string':
      return { bytes: stringBytes(value), depth: 0 };
    case 'number':
      return { bytes: String(value).length, depth: 0 };
    case 'boolean':
      return { bytes: value ? 4 : 5, depth: 0 };
    case 'object':
      break;
    default:
      return { bytes: 0, depth: 0 };
  }
  const known = measures.get(value);
  if (known) return known;
  let bytes = 2;
  let depth = 0;
  if (Array.isArray(value)) {
    for (const item of value) {
      const measure = measureJson(item, isMutable);
      bytes += measure.bytes;
      depth = Math.max(depth, measure.depth);
    }
    bytes += Math.max(0, value.length - 1);
  } else {
    let count = 0;
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (item === undefined) continue;
      const measure = measureJson(item, isMutable);
      bytes += stringBytes(key) + 1 + measure.bytes;
      depth = Math.max(depth, measure.depth);
      count += 1;
    }
    bytes += Math.max(0, count - 1);
  }
  const measure = { bytes, depth: depth + 1 };
  if (!isMutable(value)) measures.set(value, measure);
  return measure;
}
