import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../src/plugins/openapiOperations.ts';
import { useTestApp } from './helpers/testApp.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; style?: string }[];
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> }
  >;
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
};
type Document = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
  };
};

describe('GET /api/openapi.json', () => {
  const server = useTestApp('pglite', { config: { publicUrl: 'https://bar.example.org' } });
  let document: Document;

  beforeAll(async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  const operations = (): [string, Operation][] =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
    );

  // A route missing from the operation table still shows in the document, without an operationId.
  it('documents every route of the app once, and only those', () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      for (const key of Object.keys(OPERATIONS).filter((entry) => entry.startsWith(`${method} `))) {
        const url = key.slice(method.length + 1).replace(/\{(\w+)\}/g, ':$1');
        expect(server.app.hasRoute({ method, url }), `${key} is in the operation table but not a route`).toBe(true);
      }
    }
    expect(
      operations()
        .map(([key]) => key)
        .sort(),
    ).toEqual(Object.keys(OPERATIONS).sort());
    expect(document.openapi).toBe('3.0.3');
  });

  it('gives every operation a unique camelCase operationId and a summary in words', () => {
    const ids = operations().map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, operation] of operations()) {
      expect(operation.operationId, key).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(operation.summary, key).toMatch(/^[A-Z][a-z]+ [\w' (),-]+$/);
    }
  });

  it('takes servers from PUBLIC_URL and declares the session, XSRF and bar token schemes', () => {
    expect(document.servers).toEqual([{ url: 'https://bar.example.org' }]);
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'bar_session' }),
      xsrfHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' }),
      editToken: expect.objectContaining({ type: 'apiKey', in: 'query', name: 'edit_token' }),
      previewToken: expect.objectContaining({ type: 'apiKey', in: 'query', name: 'preview_token' }),
    });
    const security = (key: string) => {
      const [method = '', path = ''] = key.split(' ');
      return document.paths[path]?.[method.toLowerCase()]?.security;
    };
    expect(security('GET /api/parts')).toEqual([]);
    expect(security('GET /api/user')).toEqual([{ sessionCookie: [] }]);
    expect(security('POST /login')).toEqual([{ sessionCookie: [], xsrfHeader: [] }]);
    expect(security('GET /api/bars/{id}')).toEqual([{ sessionCookie: [] }, { editToken: [] }, { previewToken: [] }]);
    expect(security('PUT /api/bars/{id}')).toEqual([
      { sessionCookie: [], xsrfHeader: [] },
      { sessionCookie: [], xsrfHeader: [], editToken: [] },
    ]);
  });

  it('documents the error replies each route can give, with the shared error body', () => {
    const statuses = (key: string) => {
      const [method = '', path = ''] = key.split(' ');
      return Object.keys(document.paths[path]?.[method.toLowerCase()]?.responses ?? {});
    };
    // Unsafe requests: CSRF (419), unreadable or oversized bodies (400, 413, 415), input (422).
    expect(statuses('POST /api/bars')).toEqual(['201', '400', '413', '415', '419', '422']);
    // A bar by id: access (401, 403), unknown (404), stale version (409), router limits (400, 414).
    expect(statuses('PUT /api/bars/{id}')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '414',
      '415',
      '419',
      '422',
    ]);
    expect(statuses('GET /api/users')).toEqual(['200', '401', '403', '422']);
    expect(statuses('POST /forgot-password')).toContain('429');
    expect(statuses('POST /api/uploads')).toEqual(expect.arrayContaining(['413', '422', '429']));
    for (const [name, response] of Object.entries(document.components.responses)) {
      expect(response.content['application/json']?.schema, name).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });

  it('documents DELETEs and logout as 204 without a body, and files with their media type', () => {
    for (const key of ['DELETE /api/bars/{id}', 'DELETE /api/addresses/{id}', 'DELETE /api/bar-presets/{id}']) {
      const [, path = ''] = key.split(' ');
      const responses = document.paths[path]?.delete?.responses ?? {};
      expect(responses['204'], key).toEqual({ description: expect.any(String) });
      expect(responses['200'], key).toBeUndefined();
    }
    expect(document.paths['/logout']?.post?.responses['204']).toBeDefined();
    expect(Object.keys(document.paths['/api/downloads/parts.csv']?.get?.responses['200']?.content ?? {})).toEqual([
      'text/csv',
    ]);
  });

  it('marks optional query parameters optional (admin list sortBy and filter, bar tokens)', () => {
    const users = document.paths['/api/users']?.get?.parameters ?? [];
    expect(users.filter((parameter) => parameter.required).map((parameter) => parameter.name)).toEqual([]);
    expect(users.find((parameter) => parameter.name === 'filter')?.style).toBe('deepObject');
    const bar = document.paths['/api/bars/{id}']?.get?.parameters ?? [];
    expect(bar.filter((parameter) => parameter.required).map((parameter) => parameter.name)).toEqual(['id']);
    const verify = document.paths['/email/verify/{id}/{hash}']?.post?.parameters ?? [];
    expect(verify.filter((parameter) => parameter.in === 'query' && parameter.required).length).toBe(2);
  });

  it('still carries the zod request schemas', () => {
    const put = document.paths['/api/bars/{id}']?.put;
    expect(put?.requestBody?.content['application/json']?.schema.required).toContain('version');
  });

  it('declares the ETag of GET, PUT and PATCH of a bar, and the If-Match a PATCH needs', () => {
    const bar = document.paths['/api/bars/{id}'] ?? {};
    for (const method of ['get', 'put', 'patch']) {
      expect(bar[method]?.responses['200']?.headers?.ETag?.required).toBe(true);
    }
    const ifMatch = bar.patch?.parameters?.find((parameter) => parameter.name === 'if-match');
    expect(ifMatch).toMatchObject({ in: 'header', required: true });
  });
});
