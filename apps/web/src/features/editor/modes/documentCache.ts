import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';

/**
 * A memo of values derived from one bar document and the catalogue, by a string key. Documents
 * are immutable (each edit makes a new one), so an entry stays right as long as its document
 * lives, and goes with it.
 */
export function documentCache<T>(): (catalogue: Catalogue, doc: BarDocument, key: string, build: () => T) => T {
  const byCatalogue = new WeakMap<Catalogue, WeakMap<BarDocument, Map<string, T>>>();
  return (catalogue, doc, key, build) => {
    let byDocument = byCatalogue.get(catalogue);
    if (!byDocument) {
      byDocument = new WeakMap();
      byCatalogue.set(catalogue, byDocument);
    }
    let entries = byDocument.get(doc);
    if (!entries) {
      entries = new Map();
      byDocument.set(doc, entries);
    }
    const cached = entries.get(key);
    if (cached !== undefined) return cached;
    const value = build();
    entries.set(key, value);
    return value;
  };
}
