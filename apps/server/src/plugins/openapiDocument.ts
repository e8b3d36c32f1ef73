import { barDocumentSchema } from '@bar/contracts/barDocument';
import { barSchema } from '@bar/contracts/bars';
import {
  COUNTRY_CODE_DESCRIPTION,
  COUNTRY_DESCRIPTION,
  countryCodeResponseSchema,
  countrySchema,
  optionalCountrySchema,
} from '@bar/contracts/countries';
import { presetSchema } from '@bar/contracts/presets';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_ERROR_STATUS } from '../appError.ts';
import type { OperationAccess, OperationMeta, OperationTag } from './openapiOperationMeta.ts';
import { OPERATIONS } from './openapiOperations.ts';
import { SESSION_COOKIE } from './session/plugin.ts';

/**
 * The large schemas that many operations share become components, referenced instead of being
 * repeated in every bar route (the document would be four times larger otherwise).
 */
const sharedSchemas = z.registry<{ id: string; description?: string }>();
sharedSchemas.add(barDocumentSchema, { id: 'BarDocument' });
sharedSchemas.add(countrySchema, { id: 'Country', description: COUNTRY_DESCRIPTION });
sharedSchemas.add(optionalCountrySchema, {
  id: 'ProfileCountry',
  description: `${COUNTRY_DESCRIPTION} Blank or null: DE (registration), back to DE (profile).`,
});
sharedSchemas.add(countryCodeResponseSchema, { id: 'CountryCode', description: COUNTRY_CODE_DESCRIPTION });
sharedSchemas.add(barSchema, { id: 'Bar' });
sharedSchemas.add(presetSchema, { id: 'Preset' });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: sharedSchemas });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: sharedSchemas });

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type ErrorReply = { name: string; description: string };

/** Every error status the API sends on purpose (plugins/errors.ts), as a reusable response. */
const ERROR_REPLIES: Record<number, ErrorReply> = {
  400: {
    name: 'BadRequest',
    description: 'The URL or the body could not be read (bad percent-encoding, malformed JSON, empty JSON body).',
  },
  [APP_ERROR_STATUS.unauthenticated]: { name: 'Unauthenticated', description: 'Nobody is logged in.' },
  [APP_ERROR_STATUS.forbidden]: { name: 'Forbidden', description: 'The caller may not do this.' },
  [APP_ERROR_STATUS.notFound]: { name: 'NotFound', description: 'No such resource (or not visible to the caller).' },
  [APP_ERROR_STATUS.conflict]: {
    name: 'Conflict',
    description: 'The resource was changed in the meantime; `data` may hold its current state.',
  },
  [APP_ERROR_STATUS.gone]: { name: 'Gone', description: 'The link has expired.' },
  [APP_ERROR_STATUS.payloadTooLarge]: { name: 'PayloadTooLarge', description: 'The request body is too large.' },
  414: { name: 'UriTooLong', description: 'A path parameter is longer than the router takes (100 characters).' },
  415: { name: 'UnsupportedMediaType', description: 'The body has a content type this route does not read.' },
  [APP_ERROR_STATUS.csrfTokenMismatch]: {
    name: 'CsrfTokenMismatch',
    description: 'No session, or the X-XSRF-TOKEN header does not match its XSRF-TOKEN cookie.',
  },
  [APP_ERROR_STATUS.validation]: {
    name: 'ValidationFailed',
    description: 'The input is invalid; `errors` names each field (dotted path) with its messages.',
  },
  [APP_ERROR_STATUS.throttled]: {
    name: 'Throttled',
    description: 'Too many attempts; retry after the seconds in `Retry-After`.',
  },
};

const ERROR_BODY_SCHEMA = {
  type: 'object',
  description: 'The body of every error reply.',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, in the language of the request.' },
    errors: {
      type: 'object',
      description: '422 only: messages per dotted field path (`front.baseModules.3`, `_` for the body).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    data: { description: 'A payload for the client, e.g. the current bar with a 409.' },
  },
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted; the work continues in the background.',
  '503': 'The database does not answer.',
};

const TAG_DESCRIPTIONS: Record<OperationTag, string> = {
  Session: 'Sessions, CSRF token, registration, login and e-mail verification (at the site root).',
  Health: 'Liveness and database check for load balancers.',
  Catalogue: 'Base modules, parts, assemblies, colours and their CSV downloads.',
  Bars: 'Saved bar configurations, their history, share links and PDF parts lists.',
  Presets: 'Ready-made bars a new bar can start from.',
  Uploads: 'Images for banners and signs.',
  Content: "The home screen's sections.",
  Account: "The logged-in user's account and addresses.",
  Inquiries: 'Quote requests.',
  Admin: 'The staff area: lists, records, catalogue and content.',
};

type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; schema?: { type?: string }; style?: string; explode?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { description?: string; content?: unknown; $ref?: string; headers?: unknown }>;
  security?: Record<string, string[]>[];
};
type OpenApiDocument = {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
};

/** The error statuses one operation documents: from its access, its inputs and its own `errors`. */
export function errorStatusesOf(method: string, operation: OpenApiOperation, meta: OperationMeta): number[] {
  const statuses = new Set<number>(meta.errors ?? []);
  const parameters = operation.parameters ?? [];
  const hasInput = parameters.length > 0 || operation.requestBody !== undefined || meta.requestBody !== undefined;
  if (UNSAFE_METHODS.has(method)) {
    // Every unsafe request passes the CSRF check, then fastify reads whatever body it carries
    // (422: a JSON body nested deeper than MAX_JSON_DEPTH, refused before it is parsed).
    for (const status of [400, 413, 415, 419, 422]) statuses.add(status);
  }
  if (hasInput) statuses.add(422);
  if (parameters.some((parameter) => parameter.in === 'path')) {
    // The router answers before the route: 400 for a path it cannot decode, 414 for an overlong segment.
    for (const status of [400, 404, 414]) statuses.add(status);
  }
  const byAccess: Record<OperationAccess, number[]> = {
    public: [],
    session: [],
    user: [401],
    admin: [401, 403],
    barView: [401, 403, 404],
    barEdit: [401, 403, 404],
  };
  for (const status of byAccess[meta.access]) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** Reads need nothing but a bar token or a session; every unsafe request needs the session and its XSRF header. */
function securityOf(method: string, access: OperationAccess): Record<string, string[]>[] {
  const unsafe = UNSAFE_METHODS.has(method);
  const session: Record<string, string[]> = unsafe ? { sessionCookie: [], xsrfHeader: [] } : { sessionCookie: [] };
  if (access === 'barView' || access === 'barEdit') {
    const tokens = access === 'barView' ? ['editToken', 'previewToken'] : ['editToken'];
    // A token alone opens a bar for reading; a change also needs a session (the CSRF check).
    return [session, ...tokens.map((token) => (unsafe ? { ...session, [token]: [] } : { [token]: [] }))];
  }
  if ((access === 'public' || access === 'session') && !unsafe) return [];
  return [session];
}

function decorateOperation(method: string, operation: OpenApiOperation, meta: OperationMeta): void {
  operation.operationId = meta.operationId;
  operation.summary = meta.summary;
  operation.tags = [meta.tag];
  operation.security = securityOf(method, meta.access);
  if (meta.requestBody && !operation.requestBody) {
    operation.requestBody = {
      required: true,
      description: meta.requestBody.description,
      content: Object.fromEntries(
        [meta.requestBody.contentType].flat().map((type) => [
          type,
          // A JSON or form body is an object; anything else (a picture) is the bytes themselves.
          { schema: /json|form/.test(type) ? { type: 'object' } : { type: 'string', format: 'binary' } },
        ]),
      ),
    };
  }
  if (meta.success) {
    // A route without a response schema gets fastify-swagger's placeholder `200`; it is replaced.
    delete operation.responses['200'];
    const { status, contentType, description } = meta.success;
    operation.responses[String(status)] = {
      description,
      ...(contentType ? { content: { [contentType]: { schema: { type: 'string', format: 'binary' } } } } : {}),
    };
  }
  if (meta.notModified) {
    operation.responses['304'] = {
      description: 'Not modified: the `ETag` named in `If-None-Match` is still current; no body.',
      ...(meta.headers?.ETag ? { headers: { ETag: meta.headers.ETag } } : {}),
    };
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    if (response.description === 'Default Response') response.description = SUCCESS_DESCRIPTIONS[status] ?? 'OK';
    if (meta.headers && status.startsWith('2')) response.headers = { ...meta.headers };
  }
  for (const status of errorStatusesOf(method, operation, meta)) {
    const reply = ERROR_REPLIES[status];
    if (!reply) throw new Error(`no error reply is defined for status ${status}`);
    operation.responses[String(status)] = { $ref: `#/components/responses/${reply.name}` };
  }
  for (const parameter of operation.parameters ?? []) {
    // `filter[status]=open`: fastify's query parser keeps the brackets, the admin lists gather them.
    if (parameter.in === 'query' && parameter.schema?.type === 'object') {
      parameter.style = 'deepObject';
      parameter.explode = true;
    }
  }
}

function errorResponses(): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, reply] of Object.entries(ERROR_REPLIES)) {
    responses[reply.name] = {
      description: reply.description,
      ...(status === '429'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return responses;
}

/** Query keys whose zod schema accepts a missing value are optional parameters, whatever JSON Schema made of them. */
function withOptionalQueryKeys(jsonSchema: unknown, zodSchema: unknown): unknown {
  const shape = (zodSchema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  const required = (jsonSchema as { required?: string[] } | undefined)?.required;
  if (!shape || !required) return jsonSchema;
  const stillRequired = required.filter((key) => !shape[key]?.safeParse(undefined).success);
  return { ...(jsonSchema as object), required: stillRequired };
}

/** Per route: zod schemas to JSON Schema; the SPA's static routes stay out of the document. */
export const transformRoute: SwaggerTransform = (input) => {
  const method = String(input.route.method);
  const isApi = /^\/(api|sanctum)\//.test(input.url) || UNSAFE_METHODS.has(method);
  if (!isApi) return { schema: { ...input.schema, hide: true }, url: input.url };
  const result = zodTransform(input as Parameters<typeof zodTransform>[0]);
  const querystring = (input.schema as { querystring?: unknown } | undefined)?.querystring;
  const transformed = result.schema as Record<string, unknown> | undefined;
  if (transformed && querystring && transformed.querystring) {
    transformed.querystring = withOptionalQueryKeys(transformed.querystring, querystring);
  }
  return result;
};

/**
 * The zod registry yields an input and an output component of each shared schema; only those
 * the paths use stay (directly or through another kept component).
 */
function withoutUnusedSchemas(schemas: Record<string, unknown>, paths: unknown): Record<string, unknown> {
  const kept = new Map<string, unknown>();
  let pending = [JSON.stringify(paths)];
  while (pending.length > 0) {
    const text = pending.join('');
    pending = [];
    for (const [name, schema] of Object.entries(schemas)) {
      if (kept.has(name) || !text.includes(`"#/components/schemas/${name}"`)) continue;
      kept.set(name, schema);
      pending.push(JSON.stringify(schema));
    }
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
}

/** The whole document: shared schemas, error replies, security, operation ids and summaries. */
export function transformDocument(publicUrl: string): SwaggerTransformObject {
  return (input) => {
    const document = zodTransformObject(input) as unknown as OpenApiDocument;
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        const meta = OPERATIONS[`${method.toUpperCase()} ${path}`];
        // An operation missing from the table stays bare, which the lint and the tests report.
        if (meta) decorateOperation(method.toUpperCase(), operation, meta);
      }
    }
    const schemas = withoutUnusedSchemas(document.components?.schemas ?? {}, document.paths);
    return {
      ...document,
      servers: [{ url: publicUrl }],
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
      components: {
        ...document.components,
        schemas: { ...schemas, Error: ERROR_BODY_SCHEMA },
        responses: errorResponses(),
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session, started by `GET /sanctum/csrf-cookie` and tied to a user at login.',
          },
          xsrfHeader: {
            type: 'apiKey',
            in: 'header',
            name: 'X-XSRF-TOKEN',
            description: 'The value of the XSRF-TOKEN cookie, echoed on every POST, PUT, PATCH and DELETE.',
          },
          editToken: {
            type: 'apiKey',
            in: 'query',
            name: 'edit_token',
            description: "A bar's edit link token: whoever holds it may change the bar.",
          },
          previewToken: {
            type: 'apiKey',
            in: 'query',
            name: 'preview_token',
            description: "A bar's preview link token: whoever holds it may view the bar.",
          },
        },
      },
    } as ReturnType<SwaggerTransformObject>;
  };
}
