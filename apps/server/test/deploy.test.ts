import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../src/config.ts';
import { selectDatabaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

/**
 * The deployment recipe (Dockerfile, compose.yaml, docs/deploy.md) is not run here (no Docker
 * engine), so this test holds it to what CI does run: the image installs and builds with the very
 * commands of .ci/run, starts the same files as `npm start` / `npm run worker`, targets the Node.js
 * major CI runs on, asks a route that exists for its health, and compose.yaml sets only variables
 * the server reads, with values it accepts.
 */
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const dockerfile = read('Dockerfile');
const ciRun = read('.ci/run');
const rootManifest = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string> };

/** The Dockerfile's instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const runs = instructions.filter((line) => line.startsWith('RUN ')).map((line) => line.slice(4));

type ComposeService = { image?: string; build?: unknown; command?: string[]; environment?: Record<string, string> };
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };

describe('Dockerfile', () => {
  it('installs with the exact npm ci command of .ci/run and builds with npm run build, as CI does', () => {
    const install = runs.filter((command) => command.startsWith('npm ci'));
    expect(install).toHaveLength(1);
    expect(ciRun).toContain(`\n  ${install[0]} 2>&1`);
    expect(runs).toContain('npm run build');
    expect(ciRun).toContain('stage "build" npm run build');
    expect(rootManifest.scripts.build).toBe('npm run build -w @bar/web && npm run build -w @bar/server');
    expect(runs).toContain('npm prune --omit=dev --no-audit --no-fund');
  });

  it('runs on the Node.js major that CI runs the suites on and that engines names', () => {
    const nodeMajor = ciRun.match(/^NODE_VERSION=(\d+)\.\d+\.\d+$/m)?.[1];
    expect(nodeMajor).toBe('24');
    const bases = instructions.filter((line) => line.startsWith('FROM '));
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(new RegExp(`^FROM node:${nodeMajor}-slim( AS \\w+)?$`));
    expect(rootManifest.engines.node).toBe(`>=${nodeMajor}`);
  });

  it('runs as the unprivileged node user and starts the file npm start starts', () => {
    const lastStage = instructions.slice(instructions.findLastIndex((line) => line.startsWith('FROM ')));
    expect(lastStage).toContain('USER node');
    expect(lastStage.indexOf('USER node')).toBeLessThan(lastStage.findIndex((line) => line.startsWith('CMD ')));
    expect(lastStage.at(-1)).toBe('CMD ["node", "apps/server/dist/main.js"]');
    expect(rootManifest.scripts.start).toBe('node apps/server/dist/main.js');
    expect(lastStage).toContain('EXPOSE 8080');
  });

  it('checks its health with node itself on a path the server answers', () => {
    const healthcheck = instructions.find((line) => line.startsWith('HEALTHCHECK '));
    expect(healthcheck).toBeDefined();
    expect(healthcheck).not.toMatch(/curl|wget/);
    expect(healthcheck).toContain('CMD ["node", "-e"');
    expect(healthcheck?.match(/'(\/api\/[a-z/]+)'/)?.[1]).toBe('/api/health');
  });
});

describe('.dockerignore', () => {
  it('keeps installed modules, builds, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  const { db, server, worker } = compose.services;

  it('runs PostgreSQL 15, the server built from the Dockerfile and a worker from the same image', () => {
    expect(db?.image).toBe('postgres:15');
    expect(server?.build).toBe('.');
    expect(worker?.image).toBe(server?.image);
    expect(worker?.command).toEqual(rootManifest.scripts.worker?.split(' '));
  });

  it('sets only variables the server reads', () => {
    for (const service of [server, worker]) {
      const names = Object.keys(service?.environment ?? {});
      expect(names).toContain('DATABASE_URL');
      expect(names).toContain('APP_KEY');
      for (const name of names) expect(CONFIG_VARIABLES, `${name} is not read by config.ts`).toContain(name);
    }
  });

  it('gives the server values that its configuration accepts, jobs left to the worker', () => {
    const secrets: Record<string, string> = {
      POSTGRES_PASSWORD: 'compose-test-password',
      APP_KEY: 'a-compose-test-app-key-of-more-than-32-characters',
      PUBLIC_URL: 'https://bar.example.org',
    };
    // ${NAME:?message} takes the value given; ${NAME:-default} its default, as compose does.
    const interpolate = (value: string) =>
      String(value).replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, fallback?: string) => {
        if (secrets[name] !== undefined) return secrets[name];
        if (kind === '?') throw new Error(`${name} has no test value`);
        return fallback ?? '';
      });
    const env = Object.fromEntries(
      Object.entries(server?.environment ?? {}).map(([name, value]) => [name, interpolate(value)]),
    );
    const config = loadConfig(env, '/tmp');
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://bar:compose-test-password@db:5432/bar' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('https://bar.example.org');
    expect(config.jobs.inServer).toBe(false);
    expect(config.trustProxy).toBe(true);
  });
});

describe('the Dockerfile health check path', () => {
  const server = useTestApp('pglite');

  it('answers 200 while the database answers', async () => {
    const path = instructions.find((line) => line.startsWith('HEALTHCHECK '))?.match(/'(\/api\/[a-z/]+)'/)?.[1];
    const response = await server.app.inject({ method: 'GET', url: path ?? '/missing' });
    expect(response.statusCode).toBe(200);
  });
});

describe('TEST_DATABASES (CI runs the PGlite and PostgreSQL halves side by side)', () => {
  it('keeps both by default, one when named, and refuses what cannot run', () => {
    expect(selectDatabaseKinds(undefined, undefined)).toEqual(['pglite']);
    expect(selectDatabaseKinds(undefined, 'postgres://x')).toEqual(['pglite', 'postgres']);
    expect(selectDatabaseKinds('pglite', 'postgres://x')).toEqual(['pglite']);
    expect(selectDatabaseKinds('postgres', 'postgres://x')).toEqual(['postgres']);
    expect(() => selectDatabaseKinds('postgres', undefined)).toThrow(/needs TEST_DATABASE_URL/);
    expect(() => selectDatabaseKinds('mysql', 'postgres://x')).toThrow(/pglite or postgres/);
  });
});
