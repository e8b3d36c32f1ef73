import type { LiveEnd, LiveHello } from '@bar/contracts/live';
import { lastEventIdSchema, liveEventsQuerySchema, livePresenceRequestSchema } from '@bar/contracts/live';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../appError.ts';
import { users } from '../../db/schema.ts';
import { isAdministrator } from '../admin/records/isAdministrator.ts';
import { accessGround, type BarAccess, requireAccess } from '../bars/access.ts';
import { barParamsSchema, liveBarAndCaller } from '../bars/routeSupport.ts';
import { LIVE_LIMITS, type LiveViewer } from './liveHub.ts';
import { missedVersions } from './missedVersions.ts';
import { SSE_HEARTBEAT, SSE_RETRY, sseFrame } from './sseFrame.ts';

/** A comment on an idle stream this often keeps proxies (which close after 30–60 s of silence) from cutting it. */
export const HEARTBEAT_MS = 20_000;

export type LiveRoutesOptions = { heartbeatMs?: number };

/**
 * The live channel of a bar: `GET /bars/:id/events` streams its changes and participants as
 * server-sent events; `POST /bars/:id/presence` tells the others what a participant selects and
 * where it looks from.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;

  app.get(
    '/bars/:id/events',
    { schema: { params: barParamsSchema, querystring: liveEventsQuerySchema } },
    async (request, reply) => {
      const { bar, caller } = await liveBarAndCaller(app.db, request);
      // The access of GET /bars/:id: staff may watch any bar, read only; the consultant edits.
      const ground = accessGround(bar, caller);
      const staff = ground === null && (await isAdministrator(app.db, caller.session));
      const allowed: BarAccess = staff ? 'view' : requireAccess(bar, caller, 'view');
      // A client that only looks is listed as a viewer, whatever its link could do.
      const isLooking = request.query.view_only === '1';
      const access: BarAccess = isLooking ? 'view' : allowed;
      const lastEventId = request.headers['last-event-id'];
      const resumed = lastEventId === undefined ? null : lastEventIdSchema.safeParse(lastEventId);
      if (resumed && !resumed.success) {
        throw new AppError('validation', { errors: { 'Last-Event-ID': ['validation.invalid'] } });
      }
      const since = resumed?.data ?? request.query.since ?? bar.version;
      const userId = caller.session?.userId ?? null;

      // Events that arrive while the missed versions are read wait here, in order.
      let waiting: string[] | null = [];
      const raw = reply.raw;
      const write = (frame: string) => {
        if (!raw.destroyed && !raw.writableEnded) raw.write(frame);
      };
      const joined = app.live.hub.join({
        barId: bar.id,
        sessionId: caller.session?.id ?? null,
        userId,
        caller,
        access,
        staff,
        consultant: ground === 'consultant' && !isLooking,
        name: userId === null ? null : await nameOf(userId),
        send: (frame) => {
          if (waiting) waiting.push(frame);
          else write(frame);
        },
        end: (reason) => {
          const end: LiveEnd = { reason };
          if (!raw.destroyed && !raw.writableEnded) raw.end(sseFrame('end', end), () => raw.socket?.destroy());
        },
      });
      if (joined === 'barFull') throw new AppError('throttled', { key: 'live.barFull', retryAfterSeconds: 60 });
      if (joined === 'sessionFull') throw new AppError('throttled', { key: 'live.sessionFull', retryAfterSeconds: 60 });
      const viewer: LiveViewer = joined;
      // Versions after the one read above reach the viewer as they come; the catch-up covers the rest.
      viewer.lastVersion = bar.version;

      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx and similar proxies pass the events on at once instead of buffering them.
        'x-accel-buffering': 'no',
        // A stream's connection serves nothing after it: closed with it, it cannot hold up a server's close.
        connection: 'close',
      });
      const heartbeat = setInterval(() => write(SSE_HEARTBEAT), heartbeatMs);
      raw.on('close', () => {
        clearInterval(heartbeat);
        raw.socket?.destroy();
        app.live.hub.leave(viewer);
        app.live.presenceChanged(viewer.barId);
        // The grace before an unattended consultation ends counts from the last view's close.
        app.live.consultantSeen(viewer);
      });
      app.live.consultantSeen(viewer);

      const hello: LiveHello = {
        participant: viewer.id,
        key: viewer.key,
        colour: viewer.colour,
        guest_number: viewer.guestNumber,
        version: bar.version,
      };
      write(SSE_RETRY + sseFrame('hello', hello));
      try {
        const missed = await missedVersions(app.db, bar.id, since, bar.version);
        if (missed === null) write(sseFrame('reload', { version: bar.version }, bar.version));
        for (const change of missed ?? []) write(sseFrame('patch', { ...change, by: null }, change.version));
      } catch (error) {
        request.log.error({ err: error }, 'missed versions not read');
        write(sseFrame('reload', { version: bar.version }, bar.version));
      }
      // What came meanwhile: versions after the catch-up, in order.
      const queued = waiting;
      waiting = null;
      for (const frame of queued) write(frame);
      app.live.presenceChanged(bar.id);
    },
  );

  app.post(
    '/bars/:id/presence',
    { schema: { params: barParamsSchema, body: livePresenceRequestSchema } },
    async (request, reply) => {
      // The key is the proof: only the stream that was let in got it, and a stream whose access
      // ends is removed with its key.
      const viewer = app.live.hub.byKey(request.params.id, request.body.key);
      if (!viewer) throw new AppError('notFound', { key: 'live.notJoined' });
      const now = Date.now();
      if (now - viewer.lastPresenceAt < LIVE_LIMITS.presenceEveryMs) {
        throw new AppError('throttled', { key: 'live.tooFast', retryAfterSeconds: 1 });
      }
      viewer.lastPresenceAt = now;
      viewer.presence = { selection: request.body.selection, camera: request.body.camera };
      app.live.presenceChanged(viewer.barId);
      return reply.code(204).send();
    },
  );

  async function nameOf(userId: number): Promise<string | null> {
    const [row] = await app.db
      .select({ given: users.givenName, family: users.familyName })
      .from(users)
      .where(eq(users.id, userId));
    const name = [row?.given, row?.family].filter(Boolean).join(' ').trim();
    return name === '' ? null : name;
  }
};
