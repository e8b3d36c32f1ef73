import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT_MESSAGE_KEYS, issueMessage, msg, parseMessage } from '../src/messages.ts';

/** The messages zod gives `schema` for `input`, by dotted path, with the catalogue's keys for its own issues. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input, { error: issueMessage });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('schema messages as catalogue keys', () => {
  it("maps zod's own issues to keys with their limits", () => {
    const schema = z.strictObject({
      missing: z.string(),
      text: z.string(),
      count: z.int(),
      flag: z.boolean(),
      list: z.array(z.int()).max(1),
      short: z.string().min(3),
      long: z.string().max(2),
      low: z.number().min(1),
      high: z.number().lt(5),
      email: z.email(),
      url: z.url(),
      pattern: z.string().regex(/^a$/),
      choice: z.enum(['a', 'b']),
      step: z.number().multipleOf(5),
    });
    expect(
      messages(schema, {
        text: 1,
        count: 1.5,
        flag: 'yes',
        list: [1, 2],
        short: 'ab',
        long: 'abc',
        low: 0,
        high: 5,
        email: 'no',
        url: 'no',
        pattern: 'b',
        choice: 'c',
        step: 3,
        extra: true,
      }),
    ).toEqual({
      missing: msg('validation.required'),
      text: msg('validation.expectedString'),
      count: msg('validation.expectedInteger'),
      flag: msg('validation.expectedBoolean'),
      list: msg('validation.tooManyItems', { max: 1 }),
      short: msg('validation.tooShort', { min: 3 }),
      long: msg('validation.tooLong', { max: 2 }),
      low: msg('validation.tooSmall', { min: 1 }),
      high: msg('validation.tooBigExclusive', { max: 5 }),
      email: msg('validation.email'),
      url: msg('validation.url'),
      pattern: msg('validation.format'),
      choice: msg('validation.invalidChoice'),
      step: msg('validation.multipleOf', { divisor: 5 }),
      '': msg('validation.unknownField'),
    });
  });

  it("keeps a schema's own message", () => {
    const schema = z.object({ name: z.string({ error: msg('validation.nameRequired') }) });
    expect(messages(schema, {})).toEqual({ name: 'validation.nameRequired' });
  });

  it('reads a key with values back, and nothing else', () => {
    expect(parseMessage(msg('validation.fieldMax', { field: 'field.street', max: 255 }))).toEqual({
      key: 'validation.fieldMax',
      values: { field: 'field.street', max: 255 },
    });
    expect(parseMessage('validation.required')).toEqual({ key: 'validation.required', values: {} });
    expect(parseMessage('This field is unknown.')).toBeNull();
    expect(parseMessage('validation.required [1]')).toBeNull();
    expect(parseMessage('validation.required {broken')).toBeNull();
  });

  it('lists every key once', () => {
    expect(new Set(CONTRACT_MESSAGE_KEYS).size).toBe(CONTRACT_MESSAGE_KEYS.length);
  });
});
