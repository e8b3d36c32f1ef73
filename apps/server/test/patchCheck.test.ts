import type { BarDocument } from '@bar/domain/document';
import fc from 'fast-check';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/appError.ts';
import {
  checkDocument,
  checkedAgainstBaseOrThrow,
  checkedDocumentOrThrow,
  checkPatchedDocument,
} from '../src/features/bars/prepareDocument.ts';
import { applyDiffSharing, diffJson } from '../src/features/bars/revisionPatch.ts';
import { graxxBar, seedCatalogue } from './helpers/bars.ts';

const checkedBase = checkDocument(graxxBar(6), seedCatalogue);
if (!checkedBase.ok) throw new Error('the base bar must pass the checks');
const base: BarDocument = checkedBase.doc;

/** Operations a patch may carry: valid and invalid values, unknown keys, array changes. */
const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('replace' as const),
    path: fc.constantFrom('/settings/colors/frames', '/front/settings/colors/panels', '/back/settings/colors/worktops'),
    value: fc.constantFrom('9005', '9010', '7016', 'no-such-colour', '', 42),
  }),
  fc.record({
    op: fc.constantFrom('replace' as const, 'add' as const),
    path: fc.constantFrom(
      '/settings/offsetX',
      '/back/settings/offsetX',
      '/back/settings/offsetZ',
      '/orbit_settings/zoom',
    ),
    value: fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.constant('x')),
  }),
  fc.record({
    op: fc.constant('replace' as const),
    path: fc.integer({ min: 0, max: 5 }).map((index) => `/front/baseModules/${index}/position/x`),
    value: fc.integer({ min: -2000, max: 6000 }),
  }),
  fc.record({
    op: fc.constant('remove' as const),
    path: fc.constantFrom('/front/baseModules/0', '/front/baseModules/3', '/settings/colors/frames', '/orbit_settings'),
  }),
  fc.record({
    op: fc.constant('add' as const),
    path: fc.constantFrom('/settings/colors/unknown', '/front/baseModules/1/extra', '/singleParts/-'),
    value: fc.constantFrom({ part_id: 1, count: 2 }, 'x', { part_id: 1, count: 0 }),
  }),
  fc.record({
    op: fc.constant('move' as const),
    from: fc.constant('/front/baseModules/0'),
    path: fc.constant('/front/baseModules/2'),
  }),
);

function applied(operations: Operation[]): Record<string, unknown> | null {
  try {
    return jsonPatch.applyPatch(structuredClone(base), operations, true, true).newDocument as unknown as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

describe('checkPatchedDocument', () => {
  it('accepts and refuses a patched document exactly as checkDocument does, with the same document', () => {
    const seen = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(fc.array(operationArbitrary, { minLength: 1, maxLength: 4 }), (operations) => {
        const whole = applied(operations);
        const part = applied(operations);
        fc.pre(whole !== null && part !== null);
        const pointers = operations.flatMap((operation) =>
          operation.op === 'move' ? [operation.path, operation.from] : [operation.path],
        );
        const partial = checkPatchedDocument(base, part as Record<string, unknown>, pointers, seedCatalogue);
        const full = checkDocument(whole, seedCatalogue);
        // Null: a part failed the schema (or sits at the top); the caller then checks the whole.
        if (partial === null) return;
        seen[partial.ok ? 'accepted' : 'refused'] += 1;
        expect(partial.ok).toBe(full.ok);
        if (partial.ok && full.ok) expect(partial.doc).toEqual(full.doc);
        if (!partial.ok && !full.ok) expect(partial.problems).toEqual(full.problems);
      }),
      { numRuns: 400 },
    );
    // Both answers were compared many times (the rest fell back to the whole check).
    expect(seen.accepted).toBeGreaterThan(20);
    expect(seen.refused).toBeGreaterThan(20);
  });

  it('parses only the changed parts: a colour on the top-level settings is checked without the sides', () => {
    const part = applied([{ op: 'replace', path: '/settings/colors/frames', value: '9005' }]);
    const checked = checkPatchedDocument(
      base,
      part as Record<string, unknown>,
      ['/settings/colors/frames'],
      seedCatalogue,
    );
    expect(checked?.ok).toBe(true);
    expect(checked?.ok && checked.doc.settings.colors.frames).toBe('9005');
    expect(checkPatchedDocument(base, { ...base }, ['/schemaVersion'], seedCatalogue)).toBeNull();
  });
});

/** What a check that throws a 422 answered: the document, or the 422's field errors. */
function outcome(check: () => BarDocument) {
  try {
    return { ok: true as const, doc: check() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false as const, errors: error.errors };
  }
}

describe('a whole document checked against the checked one it was made from (a full PUT)', () => {
  it('accepts and refuses exactly as checkedDocumentOrThrow does, with the same document or errors', () => {
    const seen = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(fc.array(operationArbitrary, { minLength: 1, maxLength: 4 }), (operations) => {
        // A body as JSON gives it: no object shared with the base.
        const submitted = applied(operations);
        fc.pre(submitted !== null);
        const full = outcome(() => checkedDocumentOrThrow(structuredClone(submitted), seedCatalogue));
        const fast = outcome(() =>
          checkedAgainstBaseOrThrow(base, submitted as Record<string, unknown>, seedCatalogue),
        );
        seen[fast.ok ? 'accepted' : 'refused'] += 1;
        expect(fast).toEqual(full);
      }),
      { numRuns: 300 },
    );
    expect(seen.accepted).toBeGreaterThan(20);
    expect(seen.refused).toBeGreaterThan(20);
  });

  it('keeps the parts a change left alone as the very objects of the base', () => {
    const copy = structuredClone(base);
    const submitted: BarDocument = {
      ...copy,
      settings: { ...copy.settings, colors: { ...copy.settings.colors, frames: '9005' } },
    };
    const checked = checkedAgainstBaseOrThrow(base, submitted as unknown as Record<string, unknown>, seedCatalogue);
    expect(checked.settings.colors.frames).toBe('9005');
    expect(checked.front).toBe(base.front);
    expect(checked.back).toBe(base.back);
    expect(checked.singleParts).toBe(base.singleParts);
    expect(base.settings.colors.frames).not.toBe('9005');
  });
});

describe('applyDiffSharing', () => {
  /** JSON objects as JSON gives them back (no -0, no `__proto__` keys). */
  const jsonObject = fc
    .dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }))
    .map((value) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>)
    .filter((value) => !JSON.stringify(value).includes('"__proto__"'));

  it('turns the base into the other value and changes nothing of the base', () => {
    fc.assert(
      fc.property(jsonObject, jsonObject, (before, after) => {
        const untouched = structuredClone(before);
        const result = applyDiffSharing(before, diffJson(before, after));
        expect(result).toEqual(after);
        expect(before).toEqual(untouched);
      }),
      { numRuns: 500 },
    );
  });
});
