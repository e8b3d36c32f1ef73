import { barDocumentSchema } from '@bar/contracts/barDocument';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_DEPTH } from '../src/plugins/jsonLimits.ts';
import { useTestApp } from './helpers/testApp.ts';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * How deeply a value the schema accepts may nest objects and arrays; `open` stands for a value the
 * schema leaves open (`{}`). A schema that refers back to itself has no bound: an error.
 */
function schemaDepth(
  schema: JsonSchema,
  open: number,
  lookup: (ref: string) => JsonSchema,
  seen: string[] = [],
): number {
  if (schema.$ref) {
    if (seen.includes(schema.$ref)) throw new Error(`${schema.$ref} nests without bound`);
    return schemaDepth(lookup(schema.$ref), open, lookup, [...seen, schema.$ref]);
  }
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (alternatives.length > 0) return Math.max(...alternatives.map((item) => schemaDepth(item, open, lookup, seen)));
  const children: JsonSchema[] = [
    ...Object.values(schema.properties ?? {}),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ...(schema.items ? [schema.items] : []),
    ...(schema.prefixItems ?? []),
  ];
  const types = [schema.type ?? []].flat();
  const isContainer = types.includes('object') || types.includes('array') || children.length > 0;
  if (!isContainer) return types.length === 0 ? open : 0;
  return 1 + Math.max(0, ...children.map((child) => schemaDepth(child, open, lookup, seen)));
}

const noRefs = (ref: string): JsonSchema => {
  throw new Error(`unexpected ${ref}`);
};

describe('MAX_JSON_DEPTH', () => {
  const server = useTestApp('pglite');
  let document: {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
    components: { schemas: Record<string, JsonSchema> };
  };

  beforeAll(async () => {
    document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });

  const documentDepth = schemaDepth(z.toJSONSchema(barDocumentSchema) as JsonSchema, 0, noRefs);

  it('leaves room above the bar document, which nests 9 levels', () => {
    expect(documentDepth).toBe(9);
    expect(documentDepth + 2).toBeLessThan(MAX_JSON_DEPTH);
  });

  it('refuses no body a route accepts, even with a whole bar document wherever a value is left open', () => {
    const lookup = (ref: string) => {
      const schema = document.components.schemas[ref.replace('#/components/schemas/', '')];
      if (!schema) throw new Error(`no schema ${ref}`);
      return schema;
    };
    const depths: Record<string, number> = {};
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
          if (!type.includes('json')) continue;
          depths[`${method.toUpperCase()} ${path} ${type}`] = schemaDepth(content.schema, documentDepth, lookup);
        }
      }
    }
    expect(depths['PATCH /api/bars/{id} application/json-patch+json']).toBe(2 + documentDepth);
    expect(Object.entries(depths).filter(([, depth]) => depth > MAX_JSON_DEPTH)).toEqual([]);
  });
});
