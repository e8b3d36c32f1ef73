import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readOrCreateAppKey } from './appKey.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseTarget = { driver: 'pglite'; dir: string } | { driver: 'postgres'; url: string };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** null: mails are written as .eml files into `mailDir`. */
  smtpUrl: string | null;
  mailDir: string;
  mailFrom: string;
  appKey: string;
  publicUrl: string;
  admin: { email: string; password: string } | null;
  jobs: JobsConfig;
  /** PGlite only: hours between two VACUUM ANALYZE runs (PGlite has no autovacuum). */
  embeddedVacuumHours: number;
  logLevel: LogLevel;
  /** The built web app; served only when the folder exists. */
  webDist: string;
};

/**
 * Background jobs. `inServer` null: the server works the queues only in the embedded default
 * (PGlite); with PostgreSQL `npm run worker` processes do, unless JOBS_IN_SERVER=true.
 * A job whose worker died (killed, machine lost) is still "active"; pg-boss's maintenance, run
 * every `maintenanceSeconds`, fails it once it has run `expireSeconds`, and then it is retried.
 */
export type JobsConfig = {
  inServer: boolean | null;
  expireSeconds: number;
  maintenanceSeconds: number;
  /** Delay before the first retry of a failed job; it doubles with every further retry. */
  retryDelaySeconds: number;
};

const optionalText = z.string().trim().min(1).optional();

const envSchema = z.object({
  PORT: z.coerce.number('must be a port number').int().min(1).max(65_535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Bar Configurator <no-reply@localhost>'),
  APP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  WEB_DIST: optionalText,
  JOBS_IN_SERVER: z.enum(['true', 'false'], 'must be true or false').optional(),
  JOB_EXPIRE_SECONDS: z.coerce.number('must be a number of seconds').int().min(1).max(3600).default(120),
  JOB_MAINTENANCE_SECONDS: z.coerce.number('must be a number of seconds').int().min(1).max(3600).default(30),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number('must be a number of seconds').int().min(0).max(3600).default(30),
  EMBEDDED_VACUUM_HOURS: z.coerce.number('must be a number of hours').min(0.01).max(720).default(24),
});

/** Rules between variables; checked on the raw values so that they are reported with every other error. */
function crossFieldProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    const missing = env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    problems.push(`${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`);
  }
  if (env.DATABASE_URL !== undefined && env.APP_KEY === undefined) {
    problems.push('APP_KEY: is required when DATABASE_URL is set (every process must share one key)');
  }
  return problems;
}

/** Empty variables count as unset, as in most .env tooling. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

/** The repository root: the nearest folder above this file whose package.json declares workspaces. */
function findRepoRoot(start: string): string | null {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function defaultWebDist(): string {
  // Works from src/config.ts (tests, tsx) and from the bundled dist/main.js alike.
  const here = dirname(fileURLToPath(import.meta.url));
  const root = findRepoRoot(here) ?? resolve(here, '../../..');
  return join(root, 'apps/web/dist');
}

/** Reads the environment once at start-up; throws one error listing every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const raw = withoutEmptyValues(env);
  const parsed = envSchema.safeParse(raw);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...crossFieldProblems(raw),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(cwd, values.DATA_DIR);
  const database: DatabaseTarget = values.DATABASE_URL
    ? { driver: 'postgres', url: values.DATABASE_URL }
    : { driver: 'pglite', dir: join(dataDir, 'db') };
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database,
    smtpUrl: values.SMTP_URL ?? null,
    mailDir: join(dataDir, 'mail'),
    mailFrom: values.MAIL_FROM,
    appKey: values.APP_KEY ?? readOrCreateAppKey(dataDir),
    publicUrl: (values.PUBLIC_URL ?? `http://${values.HOST}:${values.PORT}`).replace(/\/+$/, ''),
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : null,
    jobs: {
      inServer: values.JOBS_IN_SERVER === undefined ? null : values.JOBS_IN_SERVER === 'true',
      expireSeconds: values.JOB_EXPIRE_SECONDS,
      maintenanceSeconds: values.JOB_MAINTENANCE_SECONDS,
      retryDelaySeconds: values.JOB_RETRY_DELAY_SECONDS,
    },
    embeddedVacuumHours: values.EMBEDDED_VACUUM_HOURS,
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST ? resolve(cwd, values.WEB_DIST) : defaultWebDist(),
  };
}

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}
