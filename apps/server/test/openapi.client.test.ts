import { beforeAll, describe, expect, it } from 'vitest';
import { graxxBar } from './helpers/bars.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { recordStatuses, undocumentedStatuses } from './helpers/statusContract.ts';
import { useTestApp } from './helpers/testApp.ts';
import { apiRequest } from './helpers/typedApi.ts';

/**
 * The generated client types (test/generated/openapi.d.ts) describe what the server really does:
 * a guest creates, saves, reads and removes a bar through the typed helper, and every reply has
 * the status and body shape the document promised.
 */
describe.each(databaseKinds)('typed API client (%s)', (kind) => {
  const server = useTestApp(kind);
  let client: TestClient;
  let observed: Map<string, Set<number>>;

  beforeAll(async () => {
    observed = recordStatuses(server.app);
    client = await startedClient(server.app);
  });

  it('creates, saves, reads and removes a bar with the documented statuses and bodies', async () => {
    const created = await apiRequest(client, 'post', '/api/bars', { body: { name: 'Typed bar' } });
    if (created.status !== 201) throw new Error(`create answered ${String(created.status)}`);
    const { id, version } = created.body.data;
    expect(created.body.data.name).toBe('Typed bar');

    const { front } = graxxBar(2);
    const saved = await apiRequest(client, 'put', '/api/bars/{id}', {
      path: { id },
      body: { version, name: 'Typed bar, two racks', front },
    });
    if (saved.status !== 200) throw new Error(`save answered ${String(saved.status)}`);
    expect(saved.body.data.version).toBe(version + 1);

    const stale = await apiRequest(client, 'put', '/api/bars/{id}', { path: { id }, body: { version, name: 'Old' } });
    if (stale.status !== 409) throw new Error(`a stale save answered ${String(stale.status)}`);
    expect(stale.body.message).toMatch(/changed/);

    const read = await apiRequest(client, 'get', '/api/bars/{id}', { path: { id } });
    if (read.status !== 200) throw new Error(`read answered ${String(read.status)}`);
    expect(read.body.data.name).toBe('Typed bar, two racks');
    expect(read.body.data.front.baseModules).toHaveLength(2);
    expect(read.body.data.can_edit).toBe(true);

    const removed = await apiRequest(client, 'delete', '/api/bars/{id}', { path: { id } });
    expect(removed).toEqual({ status: 204, body: undefined });
    const gone = await apiRequest(client, 'get', '/api/bars/{id}', { path: { id } });
    expect(gone.status).toBe(404);
  });

  it('types an error reply as the shared error body with field messages', async () => {
    const refused = await apiRequest(client, 'post', '/api/bars', { body: { name: 'x' } });
    if (refused.status !== 422) throw new Error(`a one-letter name answered ${String(refused.status)}`);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['name']);
  });

  it('answered only statuses the document lists for each route', async () => {
    expect(observed.get('PUT /api/bars/{id}')).toEqual(new Set([200, 409]));
    expect(await undocumentedStatuses(server.app, observed)).toEqual([]);
  });
});
