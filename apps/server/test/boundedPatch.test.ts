import type { PatchOperation } from '@bar/contracts/barPatch';
import fc from 'fast-check';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { BoundedPatch, type PatchLimits } from '../src/features/bars/boundedPatch.ts';
import { measureJson } from '../src/features/bars/jsonMeasure.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../src/plugins/jsonLimits.ts';
import { copyBombOperations, nestedText } from './fuzz.helpers.ts';
import { graxxBar } from './helpers/bars.ts';

const LIMITS: PatchLimits = { maxBytes: 1024 * 1024, maxDepth: MAX_JSON_DEPTH };

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

const hundredNumbers = Array.from({ length: 100 }, (_, index) => index);

describe('measureJson', () => {
  it('counts the UTF-8 bytes of the JSON text and the nesting of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const measure = measureJson(value);
        expect(measure.bytes).toBe(Buffer.byteLength(JSON.stringify(value)));
        expect(measure.depth).toBe(depthOf(value));
      }),
      { numRuns: 500 },
    );
  });

  it('measures a value that holds one part many times by the text it stands for', () => {
    let value: unknown[] = hundredNumbers;
    for (let turn = 0; turn < 30; turn++) value = [value, value];
    // 2^30 copies of the 100 numbers: the walk visits each distinct part once.
    expect(measureJson(value).bytes).toBeGreaterThan(2 ** 30 * 290);
    expect(measureJson(value).depth).toBe(31);
  });
});

describe('nestsDeeperThan', () => {
  it('tells the nesting of any JSON text, brackets in strings not counted', () => {
    const text = fc.jsonValue().map((value) => JSON.stringify(value));
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 6 }), (json, max) => {
        expect(nestsDeeperThan(json, max)).toBe(depthOf(JSON.parse(json)) > max);
      }),
      { numRuns: 500 },
    );
    expect(nestsDeeperThan('{"a":"[[[[\\"[[[[","b":[1]}', 2)).toBe(false);
  });

  it('reads 20,000 levels without recursion', () => {
    expect(nestsDeeperThan(nestedText(20_000, 'array'), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nestedText(20_000, 'object'), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nestedText(MAX_JSON_DEPTH, 'object'), MAX_JSON_DEPTH)).toBe(false);
  });
});

const bar = deepFreeze({ name: 'Bar', ...graxxBar(3) }) as unknown as Record<string, unknown>;

/** Pointers into the bar, some of them missing, and array ends. */
const pointer = fc.constantFrom(
  '',
  '/name',
  '/settings',
  '/settings/colors',
  '/settings/colors/frames',
  '/settings/colors/x',
  '/singleParts',
  '/singleParts/0',
  '/singleParts/-',
  '/singleParts/01',
  '/front/baseModules',
  '/front/baseModules/0',
  '/front/baseModules/1/position',
  '/front/baseModules/2/position/x',
  '/front/baseModules/3',
  '/front/baseModules/-',
  '/front/baseModules/x',
  '/nothing/here',
  '/a~1b',
  '/orbit_settings/zoom',
);
const sharedValue = { part_id: 1, count: 2 };
const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom<unknown>(sharedValue, '9005', 42, []));
const operation: fc.Arbitrary<PatchOperation> = fc.oneof(
  fc.record({ op: fc.constantFrom('add' as const, 'replace' as const, 'test' as const), path: pointer, value }),
  fc.record({ op: fc.constant('remove' as const), path: pointer }),
  fc.record({ op: fc.constantFrom('copy' as const, 'move' as const), from: pointer, path: pointer }),
);

/** fast-json-patch's answer on a deep clone: the patched document, or null when it refuses. */
function reference(operations: PatchOperation[]): unknown {
  try {
    // fast-json-patch places the operations' values as they are and changes them later: a copy of
    // both, each operation on its own, since one structuredClone keeps a value two operations share
    // as one object, and a change through one would show through the other.
    const copies = operations.map((op) => structuredClone(op)) as Operation[];
    return jsonPatch.applyPatch(structuredClone(bar), copies, true, true, true).newDocument;
  } catch {
    return null;
  }
}

describe('BoundedPatch', () => {
  it('patches as fast-json-patch does, never changing the shared document or the values', () => {
    const isReferenceCase = (operations: PatchOperation[]) =>
      // Where RFC 6902 and fast-json-patch part ways, the RFC is followed: no leading zeros in an
      // index, no move into the moved value, the whole document stays an object.
      operations.every(
        (op) =>
          !op.path.endsWith('/01') &&
          !('from' in op && (op.from.endsWith('/01') || op.from === '')) &&
          (op.path !== '' || op.op === 'test'),
      );
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 8 }), (operations) => {
        fc.pre(isReferenceCase(operations));
        // Frozen: the applier changes neither the document nor the operations' values.
        const outcome = BoundedPatch.apply(bar, deepFreeze(structuredClone(operations)), LIMITS);
        const expected = reference(operations);
        // fast-json-patch checks the list index of an `add` only: a `copy` or `move` past the end
        // of a list appends there. RFC 6902 refuses it, as the applier does.
        const refused = outcome.ok ? null : operations[outcome.index];
        const isCopyPastTheEnd =
          !outcome.ok && outcome.reason === 'indexBeyond' && (refused?.op === 'copy' || refused?.op === 'move');
        if (expected === null) expect(outcome.ok).toBe(false);
        else if (isCopyPastTheEnd) expect(expected).not.toBeNull();
        else {
          expect(outcome.ok).toBe(true);
          if (outcome.ok) expect(outcome.patched()).toEqual(expected);
        }
      }),
      {
        numRuns: 2000,
        examples: [
          // Two operations that place one value: changing the one place must leave the other.
          [
            [
              { op: 'add', path: '/singleParts', value: sharedValue },
              { op: 'add', path: '/settings/colors', value: sharedValue },
              { op: 'copy', from: '/front/baseModules', path: '/settings/colors/frames' },
            ],
          ],
        ],
      },
    );
  });

  it('gives a result whose changed ways are fresh copies at each call', () => {
    const outcome = BoundedPatch.apply(
      bar,
      [{ op: 'replace', path: '/front/baseModules/1/position/x', value: 7 }],
      LIMITS,
    );
    if (!outcome.ok) throw new Error('the patch applies');
    const first = outcome.patched() as { front: { baseModules: object[] } };
    const second = outcome.patched() as { front: { baseModules: object[] } };
    expect(first).toEqual(second);
    expect(first.front).not.toBe(second.front);
    expect(first.front.baseModules[1]).not.toBe(second.front.baseModules[1]);
    // What no operation touched stays shared with the document.
    expect(first.front.baseModules[0]).toBe((bar.front as { baseModules: object[] }).baseModules[0]);
  });

  it('refuses a copy that doubles a value once the bytes written pass the limit, having counted no more', () => {
    const outcome = BoundedPatch.apply(bar, copyBombOperations(22, '/bomb'), LIMITS);
    expect(outcome).toMatchObject({ ok: false, reason: 'tooLarge' });
    if (outcome.ok) return;
    // 291 bytes doubled 12 times is 1.2 MB: the 12th copy passes the limit.
    expect(outcome.index).toBe(12);
    expect(outcome.bytes).toBeLessThanOrEqual(2 * LIMITS.maxBytes);
  });

  it('counts every copy of a large part, so that a thousand copies of /front are refused early', () => {
    const operations = Array.from(
      { length: 1000 },
      (_, index): PatchOperation => ({ op: 'copy', from: '/front', path: `/copy${index}` }),
    );
    const outcome = BoundedPatch.apply(bar, operations, LIMITS);
    const frontBytes = Buffer.byteLength(JSON.stringify(bar.front));
    expect(outcome).toMatchObject({ ok: false, reason: 'tooLarge' });
    if (outcome.ok) return;
    expect(outcome.index).toBe(Math.floor((LIMITS.maxBytes - Buffer.byteLength(JSON.stringify(bar))) / frontBytes));
  });

  it('counts the slots a change copies or shifts on its way through a large list', () => {
    const long = Array.from({ length: 200_000 }, () => 0);
    const operations: PatchOperation[] = [
      { op: 'add', path: '/long', value: long },
      // Each copy shares the list, so the next change copies it again.
      ...Array.from({ length: 500 }, (): PatchOperation[] => [
        { op: 'copy', from: '/name', path: '/other' },
        { op: 'add', path: '/long/0', value: 1 },
      ]).flat(),
    ];
    const outcome = BoundedPatch.apply(bar, operations, LIMITS);
    expect(outcome).toMatchObject({ ok: false, reason: 'tooLarge' });
    if (!outcome.ok) expect(outcome.index).toBeLessThan(10);
  });

  it('refuses values and copies that would nest the document deeper than the limit', () => {
    const deep = JSON.parse(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`);
    expect(BoundedPatch.apply(bar, [{ op: 'add', path: '/deep', value: deep }], LIMITS)).toMatchObject({
      ok: false,
      index: 0,
      reason: 'tooDeep',
    });
    // A copy of a list into itself nests it one level deeper each time.
    const chain: PatchOperation[] = [{ op: 'add', path: '/chain', value: [] }];
    let path = '/chain';
    for (let level = 0; level < 40; level++) {
      chain.push({ op: 'copy', from: path, path: `${path}/-` });
      path += '/0';
    }
    const outcome = BoundedPatch.apply(bar, chain, LIMITS);
    expect(outcome).toMatchObject({ ok: false, reason: 'tooDeep' });
  });
});
