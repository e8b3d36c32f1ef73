import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { graxxBar } from './helpers/bars.ts';
import { createPostgresDatabase, type DatabaseKind, databaseKinds } from './helpers/database.ts';
import {
  freePort,
  HttpClient,
  killHard,
  type ServerProcess,
  startProcess,
  waitUntil,
} from './helpers/serverProcess.ts';

const SAVES = 50;
/** SIGTERM goes out once this many saves have been answered, while the others are in flight. */
const ANSWERED_BEFORE_SIGNAL = 3;

type Bar = { id: string; version: number; name: string; front: { baseModules: unknown[] } };

/**
 * What a client can see of a save sent while the server shuts down: an answer, or a failed
 * connection (refused, or reset before an answer came).
 */
type Outcome =
  | { kind: 'answered'; status: number; connection: string | null; retryAfter: string | null; body: unknown }
  | { kind: 'connectionFailed'; code: string };

const running = new Set<ServerProcess>();
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const process of running) await killHard(process);
  running.clear();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setUp(kind: DatabaseKind): Promise<{ client: HttpClient; startServer: () => ServerProcess }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-shutdown-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dataDir, 'no-web'),
  };
  if (kind === 'postgres') {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    Object.assign(env, { DATABASE_URL: database.url, APP_KEY: 'shutdown-test-app-key-shutdown-test-key' });
  }
  const startServer = () => {
    const process = startProcess('main.ts', env);
    running.add(process);
    return process;
  };
  return { client: new HttpClient(`http://127.0.0.1:${port}`), startServer };
}

function connectionErrorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? String(error);
}

async function save(client: HttpClient, bar: Bar, index: number): Promise<Outcome> {
  try {
    const response = await client.send('PUT', `/api/bars/${bar.id}`, {
      version: bar.version,
      name: `Saved ${index}`,
      ...graxxBar(2 + (index % 3)),
    });
    const text = await response.text();
    return {
      kind: 'answered',
      status: response.status,
      connection: response.headers.get('connection'),
      retryAfter: response.headers.get('retry-after'),
      body: text ? JSON.parse(text) : null,
    };
  } catch (error) {
    return { kind: 'connectionFailed', code: connectionErrorCode(error) };
  }
}

describe.each(databaseKinds)('SIGTERM while saves are in flight (%s)', (kind) => {
  it('answers every save 200 or a clean 503, exits 0, and keeps every 200 after a restart', {
    timeout: 180_000,
  }, async () => {
    const { client, startServer } = await setUp(kind);
    const server = startServer();
    await waitUntil(() => client.isUp(), `server up\n${server.output()}`, 90_000);

    expect((await client.request('GET', '/sanctum/csrf-cookie')).status).toBe(204);
    const created: Bar[] = [];
    for (let index = 0; index < SAVES; index++) {
      const response = await client.request('POST', '/api/bars', { name: `Bar ${index}` });
      expect(response.status).toBe(201);
      created.push((response.json as { data: Bar }).data);
    }

    let answered = 0;
    let signalled = false;
    let answeredBeforeSignal = 0;
    const saves = created.map((bar, index) =>
      save(client, bar, index).then((outcome) => {
        answered += 1;
        if (!signalled && answered >= ANSWERED_BEFORE_SIGNAL) {
          signalled = true;
          answeredBeforeSignal = answered;
          server.child.kill('SIGTERM');
        }
        return outcome;
      }),
    );
    const outcomes = await Promise.all(saves);
    const exitCode = await server.exited;
    expect(exitCode, server.output()).toBe(0);
    running.delete(server);
    // The signal came mid-way: some saves were answered before it, most were still in flight.
    expect(answeredBeforeSignal).toBeLessThan(SAVES);

    // Every save was sent before the signal, on a connection the kernel had completed: each one
    // gets an answer (its 200 or a 503), none a reset or refused connection.
    const failed = outcomes.filter((outcome) => outcome.kind === 'connectionFailed');
    expect(failed, server.output()).toEqual([]);
    for (const outcome of outcomes) {
      if (outcome.kind !== 'answered') continue;
      expect([200, 503], JSON.stringify(outcome.body)).toContain(outcome.status);
      if (outcome.status === 503) {
        expect(outcome.connection).toBe('close');
        expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
        expect(outcome.body).toEqual({ message: expect.stringMatching(/restart/i) });
      }
    }
    const ok = outcomes.filter((outcome) => outcome.kind === 'answered' && outcome.status === 200).length;
    expect(ok).toBeGreaterThanOrEqual(ANSWERED_BEFORE_SIGNAL);

    // The same data folder or database: PGlite's lock on its folder was released by the clean exit.
    const restarted = startServer();
    await waitUntil(() => client.isUp(), `server up again\n${restarted.output()}`, 90_000);
    for (const [index, bar] of created.entries()) {
      const outcome = outcomes[index];
      const stored = await client.request('GET', `/api/bars/${bar.id}`);
      expect(stored.status).toBe(200);
      const data = (stored.json as { data: Bar }).data;
      if (outcome?.kind === 'answered' && outcome.status === 200) {
        expect(data.version).toBe(2);
        expect(data.name).toBe(`Saved ${index}`);
        expect(data.front.baseModules).toHaveLength(2 + (index % 3));
      } else {
        // A 503: nothing of the save was stored.
        expect(data.version).toBe(1);
        expect(data.name).toBe(`Bar ${index}`);
        expect(data.front.baseModules).toHaveLength(0);
      }
    }
  });
});
