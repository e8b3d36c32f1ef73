import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@bar/domain/locale';
import { REFUSAL_CODES } from '@bar/domain/rules';
import { describe, expect, test } from 'vitest';
import { texts } from '../src/i18n/resources/index.ts';

/** Every leaf of a text tree as "dotted.key" → value. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (tree === null || typeof tree !== 'object') {
    result.set(prefix, tree);
    return result;
  }
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) result.set(path, leaf);
  }
  return result;
}

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(texts[locale])]));
const allKeys = new Set(LOCALES.flatMap((locale) => [...(flat[locale]?.keys() ?? [])]));

describe('interface texts', () => {
  test('all six languages are present', () => {
    expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
  });

  test.each(LOCALES)('%s has every key that any language has', (locale) => {
    const keys = flat[locale] ?? new Map();
    const missing = [...allKeys].filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });

  test.each(LOCALES)('%s has no empty or non-string value', (locale) => {
    const bad = [...(flat[locale] ?? new Map()).entries()]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  test.each(LOCALES)('%s uses the same interpolation placeholders as English', (locale) => {
    const placeholders = (value: unknown) => [...String(value).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const english = flat.en ?? new Map();
    const differing = [...english.entries()]
      .filter(([key, value]) => placeholders(value).join() !== placeholders(flat[locale]?.get(key)).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  test('every refusal code of the domain has a text', () => {
    const english = flat.en ?? new Map();
    const missing = REFUSAL_CODES.filter((code) => !english.has(`refusals.${code}`));
    expect(missing).toEqual([]);
  });

  test('every area folder holds one JSON file per language and nothing else', () => {
    const dir = fileURLToPath(new URL('../src/i18n/resources/', import.meta.url));
    const expected = LOCALES.map((locale) => `${locale}.json`).sort();
    const odd = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({ area: entry.name, files: readdirSync(join(dir, entry.name)).sort() }))
      .filter(({ files }) => files.join() !== expected.join());
    expect(odd).toEqual([]);
  });

  test('the flattening sees a missing key (the check can fail)', () => {
    const a = flatten({ x: { y: 'a', z: 'b' } });
    const b = flatten({ x: { y: 'a' } });
    expect([...a.keys()].filter((key) => !b.has(key))).toEqual(['x.z']);
  });
});
