// Autosave throughput of the built server (embedded PGlite): 50 editors, each autosaving its own
// 60-module, fully equipped bar with PUT /api/bars/{id}?edit_token as fast as the server answers,
// for 10 s; GET /api/health in the same run as the floor.
// Run: npm run build -w @bar/server && npx tsx bench/autosave.ts
// On PostgreSQL: give the server's own variables, e.g. DATABASE_URL=postgres://…/bar_bench
// APP_KEY=$(openssl rand -base64 48) npx tsx bench/autosave.ts (an empty database: it is migrated
// and seeded on start, and keeps the bench's bars afterwards).
import autocannon from 'autocannon';
import { startBuiltServer } from './builtServer.ts';
import { sixtyModuleBar } from './sceneBars.ts';

const server = await startBuiltServer();
const { base } = server;
const CONNECTIONS = 50;
const DURATION_S = 10;

/** A guest session: its cookies and the CSRF header every write needs. */
async function guestSession(): Promise<Record<string, string>> {
  const response = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf), 'content-type': 'application/json' };
}

type Editor = { id: string; editToken: string; version: number };

/** One bar per editor: created as a guest, then saved once with the 60-module document. */
async function createEditors(headers: Record<string, string>, documentJson: string, count: number) {
  const editors: Editor[] = [];
  for (let index = 0; index < count; index++) {
    const created = await fetch(`${base}/api/bars`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Autosave ${index}` }),
    });
    const bar = (await created.json()).data;
    const saved = await fetch(`${base}/api/bars/${bar.id}?edit_token=${bar.edit_token}`, {
      method: 'PUT',
      headers,
      body: `{"version":${bar.version},${documentJson.slice(1)}`,
    });
    if (saved.status !== 200) throw new Error(`first save answered ${saved.status}: ${await saved.text()}`);
    const { data } = await saved.json();
    if (index === 0)
      console.log(
        `bar: ${data.front.baseModules.length} front + ${data.back.baseModules.length} back modules, ${(documentJson.length / 1024).toFixed(0)} KB a save`,
      );
    editors.push({ id: bar.id, editToken: bar.edit_token, version: data.version });
  }
  return editors;
}

function report(title: string, result: autocannon.Result): void {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, stats]) => `${status}: ${stats.count}`)
    .join(', ');
  console.log(`\n${title}`);
  console.log(`  requests/s  ${result.requests.average.toFixed(0)} (total ${result.requests.total})`);
  console.log(`  latency     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(`  statuses    ${statuses || 'none'}; errors ${result.errors}, timeouts ${result.timeouts}`);
}

try {
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`);
  const headers = await guestSession();
  const documentJson = JSON.stringify(sixtyModuleBar());
  // A few spare bars, so a connection always finds an editor that is not waiting for a reply.
  const idle = await createEditors(headers, documentJson, CONNECTIONS + 10);

  const health = await autocannon({ url: `${base}/api/health`, connections: CONNECTIONS, duration: DURATION_S });
  report('GET /api/health (floor)', health);

  // Each request borrows an idle editor and saves with the version its last answer carried, as the
  // editor does; conflicts can only come from a lost reply, and would be counted as 409.
  const autosave = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 30,
    requests: [
      {
        method: 'PUT',
        headers,
        setupRequest: (request, context) => {
          const editor = idle.shift();
          if (!editor) throw new Error('no idle editor');
          (context as { editor?: Editor }).editor = editor;
          return {
            ...request,
            path: `/api/bars/${editor.id}?edit_token=${editor.editToken}`,
            body: `{"version":${editor.version},${documentJson.slice(1)}`,
          };
        },
        onResponse: (_status, body, context) => {
          const editor = (context as { editor: Editor }).editor;
          const version = /"version":(\d+)/.exec(body)?.[1];
          if (version) editor.version = Number(version);
          idle.push(editor);
        },
      },
    ],
  });
  report(`PUT /api/bars/{id}?edit_token (${CONNECTIONS} editors, 60-module bar)`, autosave);
} finally {
  await server.stop();
}
