import { createCatalogue } from '@bar/domain/catalogue';
import { type BarDocument, createEmptyBarDocument } from '@bar/domain/document';
import { seedAssemblies } from '@bar/domain/seed/assemblies';
import { seedBaseModules } from '@bar/domain/seed/baseModules';
import { seedColors } from '@bar/domain/seed/colors';
import { seedParts } from '@bar/domain/seed/parts';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restoreBarDocument, restoreStoredBarDocument } from '../src/barDocument.ts';
import { MAX_RECORD_ID } from '../src/ids.ts';
import { msg } from '../src/messages.ts';

const catalogue = createCatalogue({
  parts: seedParts,
  baseModules: seedBaseModules,
  assemblies: seedAssemblies,
  colors: seedColors,
});
const presetDocuments = seedPresets.map((preset) => buildPresetDocument(preset, catalogue));
const asJson = (doc: BarDocument | undefined): Record<string, unknown> => {
  if (!doc) throw new Error('no such preset document');
  return JSON.parse(JSON.stringify(doc));
};

type Path = (string | number)[];

/** The path of every object (not array) inside a JSON value, the root included. */
function objectPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectPaths(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return [path, ...Object.entries(value).flatMap(([key, item]) => objectPaths(item, [...path, key]))];
}

function at(value: unknown, path: Path): Record<string, unknown> {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)[key], value) as Record<
    string,
    unknown
  >;
}

describe('the bar document is strict at every level', () => {
  it('every seed preset passes the strict schema unchanged', () => {
    expect(presetDocuments.length).toBeGreaterThan(5);
    for (const doc of presetDocuments) expect(restoreBarDocument(asJson(doc))).toEqual({ ok: true, doc: asJson(doc) });
  });

  it.each([
    [['front'], 'baseModulez'],
    [['front', 'baseModules', 0], 'positon'],
    [['front', 'baseModules', 0, 'position'], 'y'],
    [['front', 'baseModules', 0, 'racks', 0], 'insert'],
    [['settings', 'colors'], 'frame'],
    [['orbit_settings'], 'zoomLevel'],
    [[], 'owner_id'],
  ] as [Path, string][])('refuses an unknown key in %j (%s) and names its path', (path, key) => {
    const doc = asJson(
      presetDocuments.find((candidate) => candidate.front.baseModules[0]?.racks.length) ?? presetDocuments[0],
    );
    at(doc, path)[key] = [];
    const result = restoreBarDocument(doc);
    expect(result).toEqual({
      ok: false,
      issues: [{ path: [...path, key].join('.'), message: msg('validation.unknownField') }],
    });
  });

  it('opens a stored document with unknown keys at every depth by dropping them, the copy unchanged', () => {
    const clean = asJson(presetDocuments[3]);
    const stored = structuredClone(clean);
    for (const path of objectPaths(stored)) at(stored, path).legacy_flag = { nested: true };
    const before = structuredClone(stored);
    expect(restoreStoredBarDocument(stored)).toEqual({ ok: true, doc: clean });
    expect(stored).toEqual(before);
  });

  it('a random unknown key at a random depth is refused by its path, and dropped on read (property)', () => {
    const key = fc.stringMatching(/^[a-z_]{1,12}$/).filter((candidate) => candidate !== '__proto__');
    fc.assert(
      fc.property(fc.nat(presetDocuments.length - 1), fc.nat(), key, (index, pick, extraKey) => {
        const clean = asJson(presetDocuments[index]);
        const doc = structuredClone(clean);
        const paths = objectPaths(doc).filter((path) => !Object.hasOwn(at(doc, path), extraKey));
        const path = paths[pick % paths.length] ?? [];
        at(doc, path)[extraKey] = 'x';
        const strict = restoreBarDocument(doc);
        expect(strict.ok).toBe(false);
        if (!strict.ok) expect(strict.issues.map((issue) => issue.path)).toEqual([[...path, extraKey].join('.')]);
        expect(restoreStoredBarDocument(doc)).toEqual({ ok: true, doc: clean });
      }),
    );
  });

  it('refuses catalogue ids outside the 32-bit range by their path', () => {
    const doc = asJson(createEmptyBarDocument());
    doc.singleParts = [{ part_id: MAX_RECORD_ID + 1, count: 1 }];
    const result = restoreBarDocument(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toEqual(['singleParts.0.part_id']);
  });

  it('still refuses a stored document whose problem is not an unknown key', () => {
    const doc = asJson(createEmptyBarDocument());
    doc.extra = 1;
    doc.singleParts = [{ part_id: 'one', count: 1 }];
    const result = restoreStoredBarDocument(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toEqual(['singleParts.0.part_id']);
  });
});
