import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeBarReply } from '../src/features/bars/routeSupport.ts';

/** JSON objects as JSON gives them back (no -0, no `__proto__` keys). */
const jsonRecord = fc
  .dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 })
  .filter((value) => !JSON.stringify(value).includes('"__proto__"'));

describe('serializeBarReply', () => {
  it('gives the JSON that JSON.stringify gives, for bar replies and any other value', () => {
    fc.assert(
      fc.property(
        jsonRecord,
        jsonRecord,
        jsonRecord,
        jsonRecord,
        fc.jsonValue({ maxDepth: 3 }),
        (rest, front, back, outer, other) => {
          for (const reply of [{ ...outer, data: { ...rest, front, back } }, { data: rest }, other, { data: other }]) {
            expect(JSON.parse(serializeBarReply(reply))).toEqual(JSON.parse(JSON.stringify(reply)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a side it has sent before from its memory, and a new side object anew', () => {
    const front = { baseModules: [{ id: 'm1' }] };
    const first = serializeBarReply({ data: { name: 'A', front, back: {} } });
    const again = serializeBarReply({ data: { name: 'B', front, back: {} }, meta: { n: 1 } });
    expect(JSON.parse(first)).toEqual({ data: { name: 'A', front, back: {} } });
    expect(JSON.parse(again)).toEqual({ data: { name: 'B', front, back: {} }, meta: { n: 1 } });
    const other = serializeBarReply({ data: { front: { baseModules: [] }, back: {} } });
    expect(JSON.parse(other).data.front).toEqual({ baseModules: [] });
  });
});
