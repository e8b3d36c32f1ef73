import type { z } from 'zod';
import { api, parseResponse } from '../../../shared/api.ts';

/** `/users/7`: an admin API record path with its id escaped. */
export function recordPath(base: string, id: string | number): string {
  return `${base}/${encodeURIComponent(String(id))}`;
}

/** GET an admin record (relative to `/api`) and check it against its contract schema. */
export async function getRecord<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
  const response = await api.get(path);
  return parseResponse(schema, response.data, `GET ${path}`);
}

/** PUT (record with id) or POST (new record) the data and check the answer against its schema. */
export async function sendRecord<T extends z.ZodType>(
  method: 'put' | 'post',
  path: string,
  body: unknown,
  schema: T,
): Promise<z.output<T>> {
  const response = await api.request({ method, url: path, data: body });
  return parseResponse(schema, response.data, `${method.toUpperCase()} ${path}`);
}
