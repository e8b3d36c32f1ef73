// The OpenAPI document and the typed client generated from it, checked (default) or rewritten (--write):
//   1. builds the app on an in-memory PGlite (no port opened) and GETs /api/openapi.json;
//   2. lints it with `redocly lint` and the repository's redocly.yaml (0 problems allowed);
//   3. generates TypeScript types from it with openapi-typescript and compares them with the
//      committed test/generated/openapi.d.ts (`--write` updates that file instead).
// `--out <file>` also keeps the document (e.g. for another client generator).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/client.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(serverRoot, '../..');
const typesFile = join(serverRoot, 'test/generated/openapi.d.ts');
const require = createRequire(import.meta.url);

const HEADER = [
  '// Generated from the OpenAPI document by `npm run openapi:write -w @bar/server`; do not edit.',
  '// `npm run check:openapi -w @bar/server` fails when it is out of date.',
  '',
].join('\n');

/** The document as the app serves it; PUBLIC_URL only changes `servers`, which the types leave out. */
async function readDocument(workDir: string): Promise<Record<string, unknown>> {
  const config = loadConfig({
    DATA_DIR: workDir,
    APP_KEY: 'openapi-check-openapi-check-openapi-check',
    LOG_LEVEL: 'silent',
    ...(process.env.PUBLIC_URL ? { PUBLIC_URL: process.env.PUBLIC_URL } : {}),
  });
  // Building the app reads no table, so the empty database is left unmigrated.
  const database = await connectDatabase({ driver: 'pglite', dir: 'memory://' });
  const app = await buildApp(config, { database, jobs: { runWorker: false } });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
    return response.json();
  } finally {
    await app.close();
  }
}

/** Fails on any error or warning of the recommended rules; prints them in redocly's own format. */
function lint(documentFile: string): void {
  const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  const args = [redocly, 'lint', documentFile, `--config=${join(repoRoot, 'redocly.yaml')}`, '--max-problems=50'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  let report: { totals?: { errors: number; warnings: number } } = {};
  try {
    const output = execFileSync(process.execPath, [...args, '--format=json'], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    report = JSON.parse(output);
  } catch {
    // redocly exits non-zero on errors; the readable run below shows them.
  }
  const totals = report.totals ?? { errors: -1, warnings: -1 };
  if (totals.errors === 0 && totals.warnings === 0) {
    console.log('redocly lint: 0 errors, 0 warnings.');
    return;
  }
  try {
    execFileSync(process.execPath, args, { env, stdio: 'inherit' });
  } catch {}
  throw new Error(`redocly lint found ${totals.errors} errors and ${totals.warnings} warnings`);
}

/** openapi-typescript's output, formatted by biome like every other file of the repository. */
async function generateTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { silent: true });
  const biome = join(dirname(require.resolve('@biomejs/biome/package.json')), 'bin/biome');
  return execFileSync(process.execPath, [biome, 'format', `--stdin-file-path=${typesFile}`], {
    cwd: repoRoot,
    input: HEADER + astToString(ast),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

const write = process.argv.includes('--write');
const outIndex = process.argv.indexOf('--out');
const workDir = mkdtempSync(join(tmpdir(), 'bar-openapi-'));
try {
  const document = await readDocument(workDir);
  const documentFile = join(workDir, 'openapi.json');
  writeFileSync(documentFile, `${JSON.stringify(document, null, 2)}\n`);
  const outFile = outIndex >= 0 ? process.argv[outIndex + 1] : undefined;
  // npm runs workspace scripts in apps/server; INIT_CWD is where the command was typed.
  if (outFile) writeFileSync(resolve(process.env.INIT_CWD ?? '.', outFile), `${JSON.stringify(document, null, 2)}\n`);
  lint(documentFile);
  const types = await generateTypes(document);
  if (write) {
    writeFileSync(typesFile, types);
    console.log(`Wrote ${typesFile}.`);
  } else {
    let committed = '';
    try {
      committed = readFileSync(typesFile, 'utf8');
    } catch {}
    if (committed !== types) {
      console.error(`${typesFile} is out of date with the OpenAPI document.`);
      console.error('Run `npm run openapi:write -w @bar/server` and commit it.');
      process.exitCode = 1;
    } else {
      console.log('The OpenAPI document lints clean and the generated client types are up to date.');
    }
  }
} catch (error) {
  console.error('The OpenAPI check failed:', (error as Error).message);
  process.exitCode = 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
