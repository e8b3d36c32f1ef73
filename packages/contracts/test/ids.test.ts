import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idParamSchema, MAX_RECORD_ID, recordIdSchema } from '../src/ids.ts';

describe('record ids', () => {
  it.each(['1', '42', '2147483647'])('reads the path id %s', (text) => {
    expect(idParamSchema.parse(text)).toBe(Number(text));
  });

  it.each([
    '0',
    '-1',
    '2147483648',
    '99999999999',
    '1e3',
    ' 1',
    '1 ',
    '01',
    '1.0',
    '1.5',
    '0x10',
    '+1',
    '',
    'abc',
    '１',
  ])('refuses the path id %j', (text) => {
    expect(idParamSchema.safeParse(text).success).toBe(false);
  });

  it('reads every positive 32-bit integer written in decimal (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_RECORD_ID }), (id) => idParamSchema.parse(String(id)) === id));
  });

  it('refuses any text that is not the canonical decimal of an id (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const canonical = /^\d+$/.test(text) && String(Number(text)) === text;
        const inRange = Number(text) >= 1 && Number(text) <= MAX_RECORD_ID;
        expect(idParamSchema.safeParse(text).success).toBe(canonical && inRange);
      }),
    );
  });

  it('refuses body ids outside 1 to 2^31 - 1', () => {
    expect(recordIdSchema.safeParse(MAX_RECORD_ID).success).toBe(true);
    for (const id of [0, -1, MAX_RECORD_ID + 1, 99_999_999_999, 1.5]) {
      expect(recordIdSchema.safeParse(id).success).toBe(false);
    }
  });
});
