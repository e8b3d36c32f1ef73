import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { createPostgresDatabase } from '../apps/server/test/helpers/database.ts';
import { startBuiltServer } from './builtServer.ts';
import {
  type CpuPerRequest,
  type MeasuredProcesses,
  measureOpenConnections,
  type OpenConnectionLatency,
  withCpu,
} from './loadMeasures.ts';
import { sixtyModuleBar } from './sceneBars.ts';

const port = 8097;
const base = `http://127.0.0.1:${port}`;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.DURATION_S ?? 10);
/** The PATCH goes as the editor sends it (`Prefer: return=minimal`); `PATCH_REPLY=full` asks for the reply API clients get. */
const PATCH_PREFER: Record<string, string> = process.env.PATCH_REPLY === 'full' ? {} : { prefer: 'return=minimal' };
// Colours of the seeded palette; each request sets one that differs from the stored one.
const COLOURS = ['9005', '9010', '7016', '3020', '5010', '6018', '9006', '9016'];
const JSON_PATCH = 'application/json-patch+json';

type Session = Record<string, string>;
type Editor = { id: string; editToken: string; version: number; colour: string; turn: number };
type BarKind = { label: string; document: Record<string, unknown> };
type Row = {
  database: string;
  bar: string;
  request: string;
  result: autocannon.Result;
  open?: OpenConnectionLatency;
  cpu?: CpuPerRequest;
  health: number;
  bytes?: number;
};

/** A guest session: its cookies and the CSRF header every write needs. */
async function guestSession(): Promise<Session> {
  const response = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf) };
}

async function call(method: string, path: string, session: Session, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...session, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data;
}

const DOCUMENT_FIELDS = [
  'schemaVersion',
  'front',
  'back',
  'additionalAccessories',
  'singleParts',
  'settings',
  'orbit_settings',
];

/** The preset whose document is the largest, as a bar document. */
async function largestPreset(session: Session): Promise<BarKind> {
  const presets = (await call('GET', '/api/bar-presets', session)) as { id: number; name: string }[];
  let best: { name: string; document: Record<string, unknown>; size: number } | null = null;
  for (const preset of presets) {
    const full = await call('GET', `/api/bar-presets/${preset.id}`, session);
    const size = JSON.stringify(full.document).length;
    if (!best || size > best.size) best = { name: full.name, document: full.document, size };
  }
  if (!best) throw new Error('no preset');
  const modules = (side: string) => (best.document[side] as { baseModules: unknown[] }).baseModules.length;
  return {
    label: `preset ${best.name} (${modules('front') + modules('back')} modules, ${(best.size / 1024).toFixed(0)} KB)`,
    document: best.document,
  };
}

/** One bar per connection, each saved once with the document. */
async function createEditors(session: Session, kind: BarKind): Promise<Editor[]> {
  const editors: Editor[] = [];
  // A few spare bars, so a connection always finds an editor that is not waiting for a reply.
  for (let index = 0; index < CONNECTIONS + 10; index++) {
    const created = await call('POST', '/api/bars', session, { name: `Saves ${index}` });
    const saved = await call('PUT', `/api/bars/${created.id}?edit_token=${created.edit_token}`, session, {
      version: created.version,
      ...kind.document,
    });
    const colour = saved.settings.colors.frames as string;
    editors.push({ id: created.id, editToken: created.edit_token, version: saved.version, colour, turn: 0 });
  }
  return editors;
}

/** The next colour for this editor's bar: never the stored one, so every save is a real change. */
function nextColour(editor: Editor): string {
  let colour = editor.colour;
  while (colour === editor.colour) colour = COLOURS[editor.turn++ % COLOURS.length] ?? '9005';
  return colour;
}

type Context = { editor?: Editor; sent?: string };

/**
 * 50 connections on the editors' bars: a request borrows an idle editor (autocannon resets the
 * context between requests, so a connection does not keep one), sends a real change built from
 * that editor's last answer, and gives it back with the answer. No two requests edit one bar at
 * the same time, so a 409 would mean a lost answer.
 */
async function saveLoad(
  measuring: MeasuredProcesses,
  editors: Editor[],
  method: 'PATCH' | 'PUT',
  headers: (editor: Editor) => Record<string, string>,
  body: (editor: Editor, colour: string) => string,
): Promise<{ result: autocannon.Result; open: OpenConnectionLatency; cpu: CpuPerRequest }> {
  const idle = [...editors];
  const [measured, cpu] = await withCpu(
    measuring,
    () => runSaves(idle, method, headers, body),
    (run) => run.result.requests.total,
  );
  return { ...measured, cpu };
}

function runSaves(
  idle: Editor[],
  method: 'PATCH' | 'PUT',
  headers: (editor: Editor) => Record<string, string>,
  body: (editor: Editor, colour: string) => string,
): Promise<{ result: autocannon.Result; open: OpenConnectionLatency }> {
  return measureOpenConnections({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 30,
    requests: [
      {
        method,
        setupRequest: (request, context: Context) => {
          const editor = idle.shift();
          if (!editor) throw new Error('no idle editor');
          context.editor = editor;
          context.sent = nextColour(editor);
          return {
            ...request,
            path: `/api/bars/${editor.id}?edit_token=${editor.editToken}`,
            headers: { ...request.headers, ...headers(editor) },
            body: body(editor, context.sent),
          };
        },
        onResponse: (status, responseBody, context: Context) => {
          const editor = context.editor;
          if (!editor) return;
          if (status === 200) {
            const version = /"version":(\d+)/.exec(responseBody)?.[1];
            if (version) editor.version = Number(version);
            if (context.sent) editor.colour = context.sent;
          }
          idle.push(editor);
        },
      },
    ],
  });
}

/**
 * Every bar read back: a save answered 200 must be in it (version at least the acknowledged one,
 * and the acknowledged colour unless a later, unanswered save changed it: autocannon stops with
 * requests in flight). Returns the bars that lost an acknowledged save, and brings every editor
 * up to the stored state for the next run.
 */
async function lostSaves(session: Session, editors: Editor[]): Promise<number> {
  let lost = 0;
  for (const editor of editors) {
    const bar = await call('GET', `/api/bars/${editor.id}?edit_token=${editor.editToken}`, session);
    const stored = { version: bar.version as number, colour: bar.settings.colors.frames as string };
    if (stored.version < editor.version || (stored.version === editor.version && stored.colour !== editor.colour)) {
      lost += 1;
    }
    editor.version = stored.version;
    editor.colour = stored.colour;
  }
  return lost;
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  const server = await startBuiltServer({ port, env, entry: 'source' });
  const measuring: MeasuredProcesses = {
    serverPid: server.child.pid ?? 0,
    postgres: env.DATABASE_URL !== undefined,
  };
  const rows: Row[] = [];
  try {
    const session = await guestSession();
    const sixty: BarKind = {
      label: '60-module bar (sceneBars.ts)',
      document: sixtyModuleBar() as unknown as Record<string, unknown>,
    };
    const kinds = [await largestPreset(session), sixty];
    const healthRun = () =>
      withCpu(
        measuring,
        () => autocannon({ url: `${base}/api/health`, connections: CONNECTIONS, duration: DURATION_S }),
        (result) => result.requests.total,
      );
    // Each save run is set against a health run made just before it: the speed of this shared
    // machine drifts over the minutes a whole run takes.
    const healthRateNow = async () => (await healthRun())[0].requests.average;
    const [health, healthCpu] = await healthRun();
    const healthRate = health.requests.average;
    rows.push({
      database: label,
      bar: '',
      request: 'GET /api/health',
      result: health,
      health: healthRate,
      cpu: healthCpu,
    });
    for (const kind of kinds) {
      console.log(`${label}: ${kind.label}`);
      const editors = await createEditors(session, kind);
      const patchBody = (_editor: Editor, colour: string) =>
        JSON.stringify([{ op: 'replace', path: '/settings/colors/frames', value: colour }]);
      const patchHeaders = (editor: Editor) => ({
        ...session,
        'content-type': JSON_PATCH,
        'if-match': `"${editor.version}"`,
        ...PATCH_PREFER,
      });
      const probe = editors[0] as Editor;
      const probeColour = nextColour(probe);
      const sample = await fetch(`${base}/api/bars/${probe.id}?edit_token=${probe.editToken}`, {
        method: 'PATCH',
        headers: patchHeaders(probe),
        body: patchBody(probe, probeColour),
      });
      const sampleBody = await sample.text();
      if (sample.status !== 200) throw new Error(`PATCH answered ${sample.status}: ${sampleBody}`);
      probe.version = Number(sample.headers.get('etag')?.slice(1, -1));
      probe.colour = probeColour;
      const patchHealth = await healthRateNow();
      const {
        result: patch,
        open: patchOpen,
        cpu: patchCpu,
      } = await saveLoad(measuring, editors, 'PATCH', patchHeaders, patchBody);
      const patchLost = await lostSaves(session, editors);
      rows.push({
        database: label,
        bar: kind.label,
        request: `PATCH one colour${patchLost ? ` (${patchLost} LOST)` : ''}`,
        result: patch,
        open: patchOpen,
        cpu: patchCpu,
        health: patchHealth,
        bytes: Buffer.byteLength(sampleBody),
      });

      const template = JSON.stringify({
        ...Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, kind.document[field]])),
        settings: {
          ...(kind.document.settings as Record<string, unknown>),
          colors: {
            ...((kind.document.settings as Record<string, unknown>).colors as Record<string, string>),
            frames: '__FRAMES__',
          },
        },
      });
      const [before, after] = template.slice(1).split('"__FRAMES__"');
      const putHealth = await healthRateNow();
      const {
        result: put,
        open: putOpen,
        cpu: putCpu,
      } = await saveLoad(
        measuring,
        editors,
        'PUT',
        () => ({ ...session, 'content-type': 'application/json' }),
        (editor, colour) => `{"version":${editor.version},${before}"${colour}"${after}`,
      );
      const putLost = await lostSaves(session, editors);
      rows.push({
        database: label,
        bar: kind.label,
        request: `full PUT${putLost ? ` (${putLost} LOST)` : ''}`,
        result: put,
        open: putOpen,
        cpu: putCpu,
        health: putHealth,
        bytes: Buffer.byteLength(template),
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = [
    'database',
    'bar',
    'request',
    'req/s',
    'health req/s before',
    '/ health',
    'p50',
    'p99',
    'p50 / p99 on open connections',
    'statuses',
    'errors',
    'bytes',
    'CPU ms/request: server, PostgreSQL',
  ];
  const lines = rows.map((row) => [
    row.database,
    row.bar,
    row.request,
    row.result.requests.average.toFixed(0),
    row.health.toFixed(0),
    `${((100 * row.result.requests.average) / row.health).toFixed(1)} %`,
    `${row.result.latency.p50} ms`,
    `${row.result.latency.p99} ms`,
    row.open ? `${row.open.p50.toFixed(0)} / ${row.open.p99.toFixed(0)} ms` : '',
    Object.entries(row.result.statusCodeStats ?? {})
      .map(([status, stats]) => `${status}: ${stats.count}`)
      .join(', '),
    String(row.result.errors + row.result.timeouts),
    row.bytes === undefined ? '' : `${(row.bytes / 1024).toFixed(1)} KB`,
    row.cpu ? `${row.cpu.server.toFixed(2)}, ${row.cpu.postgres === null ? '-' : row.cpu.postgres.toFixed(2)}` : '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s a run; bytes: the PATCH reply, the PUT request body;` +
      " on open connections: each connection's first request left out",
  );
  console.log(format(header));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  for (const line of lines) console.log(format(line));
}

const rows = await benchDatabase('PGlite', {});
if (process.env.TEST_DATABASE_URL) {
  const database = await createPostgresDatabase();
  try {
    rows.push(
      ...(await benchDatabase('PostgreSQL', {
        DATABASE_URL: database.url,
        APP_KEY: randomBytes(48).toString('base64'),
      })),
    );
  } finally {
    await database.drop();
  }
} else {
  console.log('TEST_DATABASE_URL is not set: PostgreSQL skipped.');
}
printTable(rows);
