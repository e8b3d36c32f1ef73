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
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer.ts';

const ADMIN = { email: 'crash-admin@example.com', password: 'crash admin password' };
// A lost job is failed 4 s after it started and retried 1 s later, so the test runs in seconds.
const FAST_RECOVERY = { JOB_EXPIRE_SECONDS: '4', JOB_MAINTENANCE_SECONDS: '1', JOB_RETRY_DELAY_SECONDS: '1' };

type Setup = {
  client: HttpClient;
  startServer: () => ServerProcess;
  /** The process that works the PDF queue: the server itself on PGlite, `npm run worker` with PostgreSQL. */
  startJobProcess: () => ServerProcess;
  cleanup: () => Promise<void>;
};

const running = new Set<ServerProcess>();
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const process of running) await killHard(process);
  running.clear();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function track(process: ServerProcess): ServerProcess {
  running.add(process);
  return process;
}

async function setUp(kind: DatabaseKind, smtp: TestSmtpServer): Promise<Setup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-crash-'));
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dataDir, 'no-web'),
    ...FAST_RECOVERY,
  };
  const client = new HttpClient(`http://127.0.0.1:${port}`);
  if (kind === 'pglite') {
    const startServer = () => track(startProcess('main.ts', env));
    return {
      client,
      startServer,
      startJobProcess: startServer,
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createPostgresDatabase();
  const postgresEnv = { ...env, DATABASE_URL: database.url, APP_KEY: 'crash-test-app-key-crash-test-app-key' };
  return {
    client,
    startServer: () => track(startProcess('main.ts', { ...postgresEnv, JOBS_IN_SERVER: 'false' })),
    startJobProcess: () => track(startProcess('worker.ts', postgresEnv)),
    cleanup: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function requestPdf(client: HttpClient): Promise<void> {
  expect((await client.request('GET', '/sanctum/csrf-cookie')).status).toBe(204);
  expect((await client.request('POST', '/login', { ...ADMIN, remember: false })).status).toBe(200);
  const created = await client.request('POST', '/api/bars', { name: 'Crash bar' });
  const bar = (created.json as { data: { id: string; version: number } }).data;
  const saved = await client.request('PUT', `/api/bars/${bar.id}`, { ...graxxBar(3), version: bar.version });
  expect(saved.status).toBe(200);
  expect((await client.request('POST', `/api/bars/${bar.id}/pdf`, {})).status).toBe(202);
}

describe.each(databaseKinds)('a PDF job whose process is killed (%s)', (kind) => {
  it('runs again after the restart and mails the PDF exactly once', { timeout: 120_000 }, async () => {
    const smtp = await startSmtpServer('stall');
    cleanups.push(() => smtp.close());
    const setup = await setUp(kind, smtp);
    cleanups.push(setup.cleanup);

    const server = setup.startServer();
    const serverOutput = () => [...running].map((process) => process.output()).join('\n');
    await waitUntil(() => setup.client.isUp(), `server up\n${serverOutput()}`, 90_000);
    let jobProcess = kind === 'pglite' ? server : setup.startJobProcess();
    await requestPdf(setup.client);

    // The PDF is built and its mail is being sent, but the mail server has not accepted it yet.
    await waitUntil(() => smtp.dataRequests() > 0, `the PDF mail reaching the mail server\n${serverOutput()}`, 30_000);
    await killHard(jobProcess);
    expect(smtp.accepted).toHaveLength(0);

    smtp.setMode('accept');
    jobProcess = setup.startJobProcess();
    await waitUntil(() => smtp.accepted.length > 0, `the PDF mail after the restart\n${serverOutput()}`, 60_000);
    // Longer than a further expiry and retry would take: no second mail follows.
    await new Promise((resolve) => setTimeout(resolve, 8_000));

    expect(smtp.accepted).toHaveLength(1);
    const mail = smtp.accepted[0] ?? '';
    expect(mail).toMatch(new RegExp(`^To: ${ADMIN.email}`, 'im'));
    expect(mail).toMatch(/Content-Type: application\/pdf/i);
    expect(mail).toMatch(/Crash bar/);
    expect(smtp.dataRequests()).toBe(2);
    await killHard(jobProcess);
  });
});
