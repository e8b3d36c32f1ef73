import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresHalfNotice } from './helpers/database.ts';

const script = new URL('../../../.ci/postgres.sh', import.meta.url).pathname;
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * Runs .ci/run's PostgreSQL step with stand-ins for PostgreSQL's client programs (each exits with
 * the status given), so that no real server is touched.
 */
function preparePostgres(exitCodes: { psql: number; pg_ctlcluster: number; createdb: number }) {
  const bin = mkdtempSync(join(tmpdir(), 'bar-ci-postgres-'));
  folders.push(bin);
  for (const [program, code] of Object.entries(exitCodes)) {
    const file = join(bin, program);
    writeFileSync(file, `#!/bin/sh\necho "${program} $*" >>"${bin}/calls"\nexit ${code}\n`);
    chmodSync(file, 0o755);
  }
  const run = spawnSync(
    'bash',
    ['-c', `set -euo pipefail; source "${script}"; prepare_postgres; echo "url=\${TEST_DATABASE_URL:-}"`],
    { env: { PATH: `${bin}:/usr/bin:/bin`, PG_WAIT_SECONDS: '1' }, encoding: 'utf8' },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('CI and the PostgreSQL half of the server tests', () => {
  it('fails the CI run when PostgreSQL does not answer, even after trying to start it', () => {
    const run = preparePostgres({ psql: 2, pg_ctlcluster: 1, createdb: 0 });
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain('url=');
    expect(run.stderr).toMatch(/PostgreSQL does not answer on 127\.0\.0\.1:5432/);
  });

  it('fails the CI run when its database cannot be created', () => {
    const run = preparePostgres({ psql: 0, pg_ctlcluster: 0, createdb: 1 });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/could not create the database bar_ci_/);
  });

  it('gives the tests a fresh database when PostgreSQL answers', () => {
    const run = preparePostgres({ psql: 0, pg_ctlcluster: 1, createdb: 0 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/url=postgres:\/\/postgres@127\.0\.0\.1:5432\/bar_ci_\d+_\d+/);
  });

  it('refuses to run the server tests without PostgreSQL in CI; a local run says it skips that half', () => {
    expect(postgresHalfNotice({ CI: 'true' })).toMatchObject({ kind: 'missingInCi' });
    expect(postgresHalfNotice({ CI: 'true', TEST_DATABASE_URL: 'postgres://x' })).toEqual({ kind: 'runs' });
    const local = postgresHalfNotice({});
    expect(local.kind).toBe('skippedLocally');
    expect(local.kind === 'skippedLocally' && local.message).toMatch(/PostgreSQL half is skipped/);
  });
});
