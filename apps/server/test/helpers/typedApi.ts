import type { paths } from '../generated/openapi.d.ts';
import type { TestClient } from './client.ts';

/**
 * A typed client over app.inject(), from the types that openapi-typescript generates from the
 * OpenAPI document: the path, method, parameters and body are checked at compile time, and the
 * reply is a union over the documented statuses, so narrowing on `status` types `body`.
 */
type Method = 'get' | 'put' | 'post' | 'delete';
type Path = keyof paths;
type MethodOf<P extends Path> = {
  [M in Method]: paths[P][M] extends { responses: unknown } ? M : never;
}[Method];
type Operation<P extends Path, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

type PathParams<O> = O extends { parameters: { path: infer Params } } ? Params : never;
type QueryParams<O> = O extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
type JsonContent<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
/** A required JSON body, an optional one (`body` may be left out), or none (`never`). */
type JsonBody<O> = O extends { requestBody: infer R }
  ? JsonContent<R>
  : O extends { requestBody?: infer R }
    ? JsonContent<NonNullable<R>> | undefined
    : never;

type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;
type Responses<O> = O extends { responses: infer R } ? R : never;
export type TypedReply<O> = {
  [Status in keyof Responses<O>]: { status: Status; body: Json<Responses<O>[Status]> };
}[keyof Responses<O>];

type BodyOption<O> = [JsonBody<O>] extends [never]
  ? { body?: never }
  : undefined extends JsonBody<O>
    ? { body?: JsonBody<O> }
    : { body: JsonBody<O> };
type RequestOptions<O> = ([PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> }) & {
  query?: QueryParams<O>;
} & BodyOption<O>;

/** `/api/bars/{id}` with `{ id: 'abc' }` → `/api/bars/abc`, each value URL-encoded. */
function fillPath(template: string, values: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`no value for the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export async function apiRequest<P extends Path, M extends MethodOf<P>>(
  client: TestClient,
  method: M,
  path: P,
  options: RequestOptions<Operation<P, M>>,
): Promise<TypedReply<Operation<P, M>>> {
  const {
    path: pathValues,
    query,
    body,
  } = options as {
    path?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = fillPath(path, pathValues) + queryString(query);
  const response = await client.request({
    method: method.toUpperCase() as 'GET' | 'PUT' | 'POST' | 'DELETE',
    url,
    ...(body === undefined ? {} : { payload: body }),
  });
  const isJson = (response.headers['content-type'] ?? '').toString().startsWith('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : undefined } as TypedReply<Operation<P, M>>;
}
