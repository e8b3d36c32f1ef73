import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../src/db/client.ts';

/** Values that broke servers before: NUL, lone surrogates, numbers past every integer type, odd ids. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '😀'.repeat(3),
  'x'.repeat(10_000),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '=HYPERLINK("http://x")',
  '1e308',
  '99999999999',
  '-1',
  '0',
  'true',
  'null',
  '[]',
  '{}',
] as const;

export const NASTY_NUMBERS = [
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  99_999_999_999,
  -99_999_999_999,
  1e308,
  -1e308,
  Number.MIN_VALUE,
] as const;

/** Arrays nested `levels` deep (`[[[…]]]`), or objects (`{"a":{"a":…}}`). */
export function deeplyNested(levels: number, kind: 'array' | 'object'): unknown {
  let value: unknown = kind === 'array' ? [] : {};
  for (let level = 0; level < levels; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS),
  fc.constantFrom<unknown>(...NASTY_NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }),
  fc.constantFrom<unknown>(deeplyNested(1000, 'array'), deeplyNested(1000, 'object')),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
);

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
};

export type SchemaLookup = (ref: string) => JsonSchema;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      const maxLength = schema.maxLength ?? 200;
      return fc.stringMatching(pattern).filter((text) => text.length <= maxLength);
    } catch {
      // A pattern JavaScript cannot read: plain strings then.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  return fc.string({ minLength, maxLength });
}

function numberBounds(schema: JsonSchema, isInteger: boolean): { min: number; max: number } {
  const step = isInteger ? 1 : 1e-6;
  let min = schema.minimum ?? -1000;
  let max = schema.maximum ?? 100_000;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  else if (schema.exclusiveMinimum === true) min += step;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  else if (schema.exclusiveMaximum === true) max -= step;
  return { min: Math.max(min, -1e9), max: Math.min(Math.max(max, min), 1e9) };
}

/**
 * Values that follow a JSON schema of the OpenAPI document: mostly valid (the server must accept
 * them or refuse them with a 4xx for reasons beyond the schema, e.g. an unknown part id).
 */
export function fromSchema(schema: JsonSchema | undefined, lookup: SchemaLookup, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  if (schema.$ref) return fromSchema(lookup(schema.$ref), lookup, depth + 1);
  const inner = (): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return fc.oneof(...options.map((option) => fromSchema(option, lookup, depth + 1)));
    if (schema.allOf?.[0]) return fromSchema(schema.allOf[0], lookup, depth + 1);
    const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
    switch (type) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return fc.integer(numberBounds(schema, true));
      case 'number': {
        const { min, max } = numberBounds(schema, false);
        return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.min(schema.maxItems ?? 3, Math.max(minLength, depth > 3 ? 1 : 3));
        return fc.array(fromSchema(schema.items, lookup, depth + 1), { minLength, maxLength });
      }
      case 'object':
        return objectArbitrary(schema, lookup, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };
  const value = inner();
  return schema.nullable
    ? fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : value;
}

function objectArbitrary(schema: JsonSchema, lookup: SchemaLookup, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) {
    const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    return fc.dictionary(fc.string({ maxLength: 8 }), fromSchema(values, lookup, depth + 1), { maxKeys: 3 });
  }
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) record[key] = fromSchema(property, lookup, depth + 1);
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** A valid-looking value with one place broken: a key dropped, a value replaced, a key added. */
export function brokenFrom(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    nastyValue,
    fc.tuple(valid, fc.nat(), nastyValue).map(([value, pick, nasty]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return nasty;
      const keys = Object.keys(value);
      const copy: Record<string, unknown> = { ...value };
      const key = keys[pick % Math.max(keys.length, 1)];
      if (key !== undefined) copy[key] = nasty;
      return copy;
    }),
    fc.tuple(valid, fc.nat()).map(([value, pick]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const keys = Object.keys(value);
      const copy: Record<string, unknown> = { ...value };
      const key = keys[pick % Math.max(keys.length, 1)];
      if (key !== undefined) delete copy[key];
      return copy;
    }),
    fc
      .tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), nastyValue)
      .map(([value, key, nasty]) =>
        value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: nasty } : value,
      ),
  );
}

/** `[[[…]]]` or `{"a":{"a":…}}` as JSON text, `levels` deep (JSON.stringify would recurse as deep). */
export function nestedText(levels: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(levels)}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

const JSON_PATCH = 'application/json-patch+json';

/** Adds a 100-number list at `path`, then copies it into itself `copies` times: each copy doubles it. */
export function copyBombOperations(copies: number, path: string) {
  return [
    { op: 'add' as const, path, value: Array.from({ length: 100 }, (_, index) => index) },
    ...Array.from({ length: copies }, () => ({ op: 'copy' as const, from: path, path: `${path}/-` })),
  ];
}

/**
 * JSON Patch bodies that cost a server without bounds dear: `add`, `replace` and `test` values
 * nested 5,000 to 20,000 levels, a value copied into itself up to 24 times (each copy doubles it),
 * and up to 1,000 copies of a side. Sent with an `If-Match` of a version the fixture bars have.
 */
export const patchBodies = fc.oneof(
  fc
    .record({
      op: fc.constantFrom('add', 'replace', 'test'),
      levels: fc.constantFrom(5_000, 20_000),
      kind: fc.constantFrom('array' as const, 'object' as const),
    })
    .map(({ op, levels, kind }) => ({
      contentType: JSON_PATCH,
      payload: `[{"op":"${op}","path":"/settings/colors","value":${nestedText(levels, kind)}}]`,
    })),
  fc.integer({ min: 1, max: 24 }).map((copies) => ({
    contentType: JSON_PATCH,
    payload: JSON.stringify(copyBombOperations(copies, '/settings/bomb')),
  })),
  fc.integer({ min: 1, max: 1000 }).map((copies) => ({
    contentType: JSON_PATCH,
    payload: JSON.stringify(
      Array.from({ length: copies }, (_, index) => ({ op: 'copy', from: '/front', path: `/settings/copy${index}` })),
    ),
  })),
);

/** Bodies that are not JSON the route can read: wrong content types, broken or hostile JSON text. */
export const rawBodies = fc.constantFrom(
  { contentType: 'application/json', payload: '{"name":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: `{"name":"x","version":1,"front":${nestedText(20_000, 'object')}}` },
  { contentType: 'application/json', payload: '{"name":"\\ud800"}' },
  { contentType: 'application/json', payload: '{"name":"a\\u0000b"}' },
  { contentType: 'application/json', payload: '1e309' },
  { contentType: 'text/plain', payload: 'name=x' },
  { contentType: 'application/xml', payload: '<bar/>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'name=x&version=1' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  {
    contentType: 'multipart/form-data; boundary=fuzz',
    payload:
      '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\nnot an image\r\n--fuzz--\r\n',
  },
);

/** Path segments: mostly junk, URL-encoded by the caller unless marked raw. */
export const nastyPathIds = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483647',
    '2147483648',
    '99999999999',
    '9007199254740993',
    'abc',
    ' 1',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(300),
    'a\u0000b',
    '\uD800',
  ),
  fc.uuid().map(String),
  fc.integer().map(String),
  fc.string({ maxLength: 20 }),
);

/** Tables a refused request must leave alone (sessions, throttles, mails and queues change by design). */
const GUARDED_TABLES = [
  'users',
  'addresses',
  'bars',
  'bar_revisions',
  'bar_owner_counts',
  'bar_presets',
  'parts',
  'base_modules',
  'assemblies',
  'colors',
  'catalogue_version',
  'content_sections',
  'inquiries',
  'notifications',
  'password_reset_tokens',
] as const;

/** One digest per guarded table (uploads by id and size: their bytes would only slow it down). */
export async function snapshotTables(db: Database): Promise<Record<string, string>> {
  const parts = GUARDED_TABLES.map(
    (table) =>
      `select '${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${table} t`,
  );
  parts.push(
    `select 'uploads' as name, count(*)::text || ':' || coalesce(md5(string_agg(id || '/' || byte_size, '|' order by id)), '') as digest from uploads`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  const rows = (result as unknown as { rows: { name: string; digest: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
