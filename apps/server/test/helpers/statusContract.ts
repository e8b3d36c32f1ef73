import type { FastifyInstance } from 'fastify';

/**
 * Records the status of every reply per route (`PUT /api/bars/{id}`), to compare with what the
 * OpenAPI document lists for that route. Attach before the app's first request.
 */
export function recordStatuses(app: FastifyInstance): Map<string, Set<number>> {
  const observed = new Map<string, Set<number>>();
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url) return;
    const route = `${request.method} ${url.replace(/:(\w+)/g, '{$1}')}`;
    const statuses = observed.get(route) ?? new Set<number>();
    statuses.add(reply.statusCode);
    observed.set(route, statuses);
  });
  return observed;
}

type Paths = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

/** `METHOD /path: status` for each observed status the document does not list for that route. */
export async function undocumentedStatuses(app: FastifyInstance, observed: Map<string, Set<number>>) {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Paths };
  const missing: string[] = [];
  for (const [route, statuses] of observed) {
    const [method = '', path = ''] = route.split(' ');
    if (path === '/api/openapi.json') continue;
    const documented = Object.keys(document.paths[path]?.[method.toLowerCase()]?.responses ?? {});
    for (const status of statuses) if (!documented.includes(String(status))) missing.push(`${route}: ${status}`);
  }
  return missing;
}
