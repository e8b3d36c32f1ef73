import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import { throttles } from '../../db/schema.ts';
import { sha256Hex } from '../../secrets.ts';
import { authMessage } from './authMessages.ts';

export type ThrottleState = { hits: number; retryAfterSeconds: number };

function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}

/** The attempts counted for `key` in its current window (0 when none or the window has passed). */
export async function readThrottle(db: Database, key: string, now = new Date()): Promise<ThrottleState> {
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key)).limit(1);
  if (!row || row.windowEndsAt <= now) return { hits: 0, retryAfterSeconds: 0 };
  return { hits: row.hits, retryAfterSeconds: secondsUntil(row.windowEndsAt, now) };
}

/**
 * Counts one attempt in a fixed window of `windowMs`. One statement, so concurrent processes
 * count every attempt: a passed window starts over at 1.
 */
export async function hitThrottle(
  db: Database,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<ThrottleState> {
  const nowText = now.toISOString();
  const windowEnd = new Date(now.getTime() + windowMs);
  const passed = sql`${throttles.windowEndsAt} <= ${nowText}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${passed} then 1 else ${throttles.hits} + 1 end`,
        windowEndsAt: sql`case when ${passed} then excluded.window_ends_at else ${throttles.windowEndsAt} end`,
      },
    })
    .returning();
  if (!row) throw new Error('throttle upsert returned no row');
  return { hits: row.hits, retryAfterSeconds: secondsUntil(row.windowEndsAt, now) };
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

export async function deletePassedThrottles(db: Database, now = new Date()): Promise<void> {
  await db.delete(throttles).where(lt(throttles.windowEndsAt, now));
}

/** A limit: at most `limit` attempts per subject (an address, a user, a client IP) in a fixed window. */
export type ThrottleRule = { name: string; limit: number; windowMs: number };

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Every limit on what a visitor may make the server do (docs/security.md, "Throttles and abuse").
 * Mails are counted per target address (or account) so that nobody floods one mailbox, and per
 * client IP so that one client cannot mail many addresses; each route has counters of its own.
 * THROTTLE_LIMIT_FACTOR multiplies every limit (the end-to-end tests raise it; production keeps 1).
 */
export const THROTTLE_RULES = {
  forgotPasswordPerEmail: { name: 'forgot-password:email', limit: 5, windowMs: HOUR_MS },
  forgotPasswordPerIp: { name: 'forgot-password:ip', limit: 20, windowMs: HOUR_MS },
  registerPerEmail: { name: 'register:email', limit: 5, windowMs: HOUR_MS },
  registerPerIp: { name: 'register:ip', limit: 20, windowMs: HOUR_MS },
  /** Resends of the verification mail, per account (its address) and per IP. */
  verificationPerUser: { name: 'verification-mail:user', limit: 5, windowMs: HOUR_MS },
  verificationPerIp: { name: 'verification-mail:ip', limit: 20, windowMs: HOUR_MS },
  /** E-mail change requests (Profile): each mails the new and the current address. */
  emailChangePerUser: { name: 'email-change:user', limit: 5, windowMs: HOUR_MS },
  emailChangePerIp: { name: 'email-change:ip', limit: 20, windowMs: HOUR_MS },
  /** Inquiries mail the customer and every administrator. */
  inquiryPerUser: { name: 'inquiry:user', limit: 10, windowMs: HOUR_MS },
  inquiryPerIp: { name: 'inquiry:ip', limit: 20, windowMs: HOUR_MS },
  /** Consultation requests mail every responsible administrator; guests may send them too. */
  consultationPerEmail: { name: 'consultation:email', limit: 5, windowMs: HOUR_MS },
  consultationPerIp: { name: 'consultation:ip', limit: 10, windowMs: HOUR_MS },
  /** The parts-list PDF by e-mail. */
  pdfMailPerUser: { name: 'pdf-mail:user', limit: 10, windowMs: HOUR_MS },
  pdfMailPerIp: { name: 'pdf-mail:ip', limit: 20, windowMs: HOUR_MS },
  /** Per signed-in user, else per IP (never per session: a new session is free to get). */
  uploads: { name: 'upload', limit: 60, windowMs: 10 * MINUTE_MS },
} as const satisfies Record<string, ThrottleRule>;

/** One attempt to count: the rule and whom it is counted for (hashed into the key, never stored plain). */
export type ThrottleCheck = { rule: ThrottleRule; subject: string };

export type Throttles = {
  /**
   * Counts one attempt against every check, each in one statement shared by all processes.
   * Returns the seconds to wait when any check is past its limit (the longest wait), else null.
   */
  take(checks: ThrottleCheck[]): Promise<number | null>;
  /** Like `take`, but throws the 429 (translated message, Retry-After) when refused. */
  enforce(request: FastifyRequest, checks: ThrottleCheck[], message?: (seconds: number) => string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    throttles: Throttles;
  }
}

export type ThrottlesOptions = {
  /** Multiplies every rule's limit; 1 in production. */
  limitFactor: number;
  /** The clock (tests move it past a window). */
  now?: () => Date;
};

/** The request's client IP subject: `request.ip`, which honours TRUST_PROXY behind a load balancer. */
export function ipSubject(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

export const throttlesPlugin = fp(
  async (app: FastifyInstance, options: ThrottlesOptions) => {
    const now = options.now ?? (() => new Date());
    const take: Throttles['take'] = async (checks) => {
      const at = now();
      let wait: number | null = null;
      for (const { rule, subject } of checks) {
        const key = `${rule.name}:${sha256Hex(subject)}`;
        const state = await hitThrottle(app.db, key, rule.windowMs, at);
        if (state.hits > rule.limit * options.limitFactor) wait = Math.max(wait ?? 0, state.retryAfterSeconds);
      }
      return wait;
    };
    app.decorate('throttles', {
      take,
      async enforce(request, checks, message) {
        const seconds = await take(checks);
        if (seconds === null) return;
        throw new AppError('throttled', {
          message: message?.(seconds) ?? authMessage('tooManyAttempts', request.locale, { seconds: String(seconds) }),
          retryAfterSeconds: seconds,
        });
      },
    } satisfies Throttles);
  },
  { name: 'throttles', dependencies: ['db'] },
);
