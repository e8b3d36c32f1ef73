import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isWebOrigin } from '@bar/contracts/embed';
import { isSafeLinkUrl } from '@bar/contracts/safeUrl';
import { z } from 'zod';
import { readOrCreateAppKey } from './appKey.ts';
import { renderMessage } from './i18n/catalogue.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * `startFrom` (PGlite): a data folder as `dumpDataDir` writes it, loaded into a new `memory://`
 * database (the tests start each database from one migrated and seeded once).
 */
export type DatabaseTarget = { driver: 'pglite'; dir: string; startFrom?: Blob } | { driver: 'postgres'; url: string };

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
  /**
   * Fastify's `trustProxy`: false (the default) takes the client IP from the connection; true or
   * a list of proxy addresses/CIDRs take it from X-Forwarded-For behind them.
   */
  trustProxy: TrustProxy;
  /** Multiplies every throttle limit (THROTTLE_RULES); 1 in production, raised by the e2e tests. */
  throttleLimitFactor: number;
  /** Uploads that nothing references are removed once they are this old. */
  uploadGraceHours: number;
  /** Which saved revisions of a bar are kept (features/bars/revisionRetention.ts). */
  revisions: { keepLast: number; keepDailyDays: number };
  /**
   * A live consultation ends by itself once its consultant has had no live view of the bar open
   * for `graceSeconds` (a reload or a short network drop stays well within it); each server
   * process looks every `sweepSeconds` (features/live/liveConsultationSweep.ts).
   */
  consultantAbsence: { graceSeconds: number; sweepSeconds: number };
  logLevel: LogLevel;
  /** The built web app; served only when the folder exists. */
  webDist: string;
  /** Sources of the CSP `frame-ancestors` directive: who may show the app in a frame. */
  frameAncestors: string[];
  /**
   * Origins (scheme://host[:port]) of dealer sites that may show the embed pages (`/embed/…`) in a
   * frame: their CSP `frame-ancestors` lists exactly these; empty: the embed may not be framed.
   */
  embedOrigins: string[];
  /** The company website (narrow-screen notice) until an administrator stores another. */
  companyUrl: string;
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

export type TrustProxy = boolean | string[];

/** An IPv4/IPv6 address, optionally with a /prefix, or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: true/false or a comma list of proxy addresses and CIDRs, as Fastify takes them. No
 * hop count: Fastify 5 trusts no proxy when given one (it cannot check the nearest peer).
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === 'true' || value === 'false') return value === 'true';
    const list = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (list.length === 0 || !list.every(isProxyAddress)) {
      context.addIssue({
        code: 'custom',
        message: 'must be true, false or a comma list of proxy addresses/CIDRs (no hop count)',
      });
      return z.NEVER;
    }
    return list;
  });

/** One `frame-ancestors` source: 'self', 'none' or an http(s) origin (a leading `*.` for subdomains). */
const FRAME_SOURCE = /^(?:'self'|'none'|https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)$/i;

const frameAncestorsSchema = z
  .string()
  .trim()
  .transform((value) => value.split(/\s+/))
  .refine((sources) => sources.every((source) => FRAME_SOURCE.test(source)), {
    error: "must be 'self', 'none' or http(s) origins separated by spaces",
  })
  .refine((sources) => !sources.includes("'none'") || sources.length === 1, {
    error: "'none' must stand alone",
  });

/** An origin as a browser sends it: http(s), a host, an optional port, nothing after it. */
export function embedOriginProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not an origin (https://host or https://host:port)`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${value}" must start with https:// or http://`;
  if (url.origin !== value)
    return `"${value}" is not an origin: write it as ${url.origin} (no path, query, user or trailing slash)`;
  if (!isWebOrigin(value)) return `"${value}" is not an origin: name one host, without a wildcard`;
  return null;
}

/** EMBED_ORIGINS: a comma list of origins allowed to frame the embed pages. */
const embedOriginsSchema = z
  .string()
  .trim()
  .transform((value, context): string[] => {
    const origins = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const problems = origins.map(embedOriginProblem).filter((problem) => problem !== null);
    if (origins.length === 0) problems.push('must list at least one origin, comma-separated');
    for (const problem of problems) context.addIssue({ code: 'custom', message: problem });
    return problems.length > 0 ? z.NEVER : [...new Set(origins)];
  });

/** A placeholder: set COMPANY_URL, or store the address in the admin content builder. */
export const DEFAULT_COMPANY_URL = 'https://www.example.com/';

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
  MAIL_FROM: z.string().trim().min(3).default('no-reply@localhost'),
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
  TRUST_PROXY: trustProxySchema.default(false),
  THROTTLE_LIMIT_FACTOR: z.coerce.number('must be a whole number from 1 to 1000').int().min(1).max(1000).default(1),
  UPLOAD_GRACE_HOURS: z.coerce.number('must be a number of hours').min(0.01).max(8760).default(24),
  REVISIONS_KEEP_LAST: z.coerce.number('must be a whole number').int().min(1).max(10_000).default(50),
  REVISIONS_KEEP_DAILY_DAYS: z.coerce.number('must be a whole number of days').int().min(0).max(3650).default(30),
  LIVE_CONSULTANT_GRACE_SECONDS: z.coerce.number('must be a number of seconds').int().min(10).max(86_400).default(120),
  LIVE_SWEEP_SECONDS: z.coerce.number('must be a number of seconds').int().min(1).max(3600).default(30),
  FRAME_ANCESTORS: frameAncestorsSchema.default(["'self'"]),
  EMBED_ORIGINS: embedOriginsSchema.default([]),
  // The rule administrators' addresses follow (packages/contracts/src/safeUrl.ts).
  COMPANY_URL: z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .refine(isSafeLinkUrl, 'must be an https:// or http:// URL or a path starting with one /')
    .default(DEFAULT_COMPANY_URL),
});

/** Every environment variable the server reads (the deploy test holds compose.yaml to this list). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

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
  const grace = Number(env.LIVE_CONSULTANT_GRACE_SECONDS ?? 120);
  const sweep = Number(env.LIVE_SWEEP_SECONDS ?? 30);
  if (grace < 2 * sweep) {
    // A consultant served by another process is marked seen only once per sweep there.
    problems.push('LIVE_CONSULTANT_GRACE_SECONDS: must be at least twice LIVE_SWEEP_SECONDS');
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
    // In English: a catalogue key (once the app configured zod's messages) rendered for the operator.
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${renderMessage(issue.message, 'en')}`) ?? []),
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
    trustProxy: values.TRUST_PROXY,
    throttleLimitFactor: values.THROTTLE_LIMIT_FACTOR,
    uploadGraceHours: values.UPLOAD_GRACE_HOURS,
    revisions: { keepLast: values.REVISIONS_KEEP_LAST, keepDailyDays: values.REVISIONS_KEEP_DAILY_DAYS },
    consultantAbsence: { graceSeconds: values.LIVE_CONSULTANT_GRACE_SECONDS, sweepSeconds: values.LIVE_SWEEP_SECONDS },
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST ? resolve(cwd, values.WEB_DIST) : defaultWebDist(),
    frameAncestors: values.FRAME_ANCESTORS,
    embedOrigins: values.EMBED_ORIGINS,
    companyUrl: values.COMPANY_URL,
  };
}

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}
