import { type ClientRequest, get, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config.ts';
import { createTestApp } from './app.ts';
import type { TestClient } from './client.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './database.ts';

export type LiveEvent = { event: string; id: string | null; data: unknown };

/**
 * A bar's live channel as EventSource reads it, over a real socket (inject() waits for the end of
 * a reply, which a stream never reaches). Events are kept in arrival order; `take` removes the
 * first of a name, so a test can wait for one kind without losing the others.
 */
export class LiveStream {
  readonly events: LiveEvent[] = [];
  #waiters: Array<() => void> = [];
  #done = false;
  #closed = false;
  readonly finished: Promise<void>;

  private constructor(
    private readonly request: ClientRequest,
    body: IncomingMessage,
  ) {
    this.finished = this.#read(body);
  }

  /**
   * Opens the stream on a connection of its own (no keep-alive pool: a test's server closes
   * without waiting for idle client connections); a refusal is returned as its status and JSON body.
   */
  static open(
    base: string,
    path: string,
    options: { client?: TestClient; headers?: Record<string, string> } = {},
  ): Promise<LiveStream | { status: number; body: unknown }> {
    const cookie = [...(options.client?.cookies ?? [])].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...options.headers };
    return new Promise((resolve, reject) => {
      const request = get(`${base}${path}`, { headers, agent: false }, (response) => {
        if (response.statusCode !== 200) {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
          });
          return;
        }
        if (!response.headers['content-type']?.startsWith('text/event-stream')) {
          reject(new Error(`not an event stream: ${response.headers['content-type']}`));
          return;
        }
        resolve(new LiveStream(request, response));
      });
      request.on('error', reject);
    });
  }

  /** The first event named `event` that arrived or arrives within `timeoutMs`, taken from the queue. */
  async take(event: string, timeoutMs = 10_000): Promise<LiveEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.events.findIndex((candidate) => candidate.event === event);
      if (index >= 0) return this.events.splice(index, 1)[0] as LiveEvent;
      if (this.#done) throw new Error(`the stream ended without a "${event}" event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms; got ${this.names()}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  names(): string {
    return JSON.stringify(this.events.map((event) => event.event));
  }

  get done(): boolean {
    return this.#done;
  }

  close(): void {
    this.#closed = true;
    this.request.destroy();
  }

  async #read(body: IncomingMessage): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.#parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      if (!this.#closed) throw error;
    } finally {
      this.#done = true;
      this.#wake();
    }
  }

  #parse(block: string): void {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line.startsWith('retry:')) continue;
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    this.events.push({ event, id, data: JSON.parse(data.join('\n')) });
    this.#wake();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}

/** The app listening on a free port of 127.0.0.1; its base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Server processes on one database, as a suite of the live channel uses them. */
export type LiveServers = {
  database: TestDatabase;
  /** The processes, each listening on a free port of its own. */
  apps: FastifyInstance[];
  /** Each process's base URL, in the order of `apps`. */
  bases: string[];
  /** Streams the suite opened: closed after it, before the processes. */
  streams: LiveStream[];
};

/**
 * Registers a suite's `count` server processes on one fresh database of `kind` (call it in a
 * `describe`): made listening before its tests, their streams, the processes and the database
 * closed after them. Read the fields in tests and hooks only.
 */
export function useLiveServers(kind: DatabaseKind, count: number, overrides: Partial<Config> = {}): LiveServers {
  const servers: LiveServers = { database: undefined as unknown as TestDatabase, apps: [], bases: [], streams: [] };
  beforeAll(async () => {
    servers.database = await createTestDatabase(kind);
    for (let index = 0; index < count; index++) {
      const app = await createTestApp(servers.database, { port: 0, ...overrides });
      servers.apps.push(app);
      servers.bases.push(await listening(app));
    }
  });
  afterAll(async () => {
    for (const stream of servers.streams) stream.close();
    for (const app of servers.apps) await app.close();
    await servers.database?.dispose();
  });
  return servers;
}
