import { randomBytes } from 'node:crypto';
import type { LiveConsultationTimeout } from '@bar/contracts/live';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../../db/client.ts';
import type { LiveConsultationEnder } from '../../db/schemaQuotes.ts';
import { accessGround } from '../bars/access.ts';
import { findBarHead } from '../bars/repository.ts';
import { diffJson } from '../bars/revisionPatch.ts';
import { endUnattendedConsultations, markConsultantsSeen } from './liveConsultationSweep.ts';
import { type LiveEndReason, LiveHub, type LiveViewer } from './liveHub.ts';
import { LIVE_CHANNEL, type LiveNotice, noticeText, parseNotice } from './liveNotices.ts';
import { missedVersions, revisionBar } from './missedVersions.ts';
import { sseFrame } from './sseFrame.ts';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveService;
  }
}

/**
 * A committed version of a bar. Its operations are read from the kept revisions (the version before
 * and this one), only where someone watches: what was stored, after the server's own checks and
 * upgrades, not what the request asked for.
 */
export type CommittedVersion = {
  barId: string;
  version: number;
  by: string | null;
  /**
   * The bar as stored at this version, when the saving request has it: the next version saved here
   * is then told from it without reading the revisions (a notice from another process has none).
   */
  stored?: { name: string; document: object };
};

/** How a consultant's stream ends with their consultation, by who ended it. */
const CONSULTANT_END_REASONS = {
  customer: 'consultationEnded',
  consultant: 'consultationLeft',
  timeout: 'consultationTimedOut',
} as const satisfies Record<LiveConsultationEnder, LiveEndReason>;

/** What the rest of the server tells the live channel; each call reaches the viewers of every server process. */
export type LiveService = {
  hub: LiveHub;
  /** A bar is at a new version: its viewers get the change as one `patch` event. */
  committed(change: CommittedVersion): void;
  /** A bar's links were replaced, it got an owner or a consultant, or it was removed: its viewers are checked again. */
  accessChanged(barId: string): void;
  /** A bar's live consultation ended: the consultant's streams end (saying who ended it), the others are checked again. */
  consultationEnded(barId: string, endedBy: LiveConsultationEnder): void;
  /** A session ended (logout): its streams end. */
  sessionEnded(sessionId: string): void;
  /** A user was removed: their streams end. */
  userRemoved(userId: number): void;
  /** Sends the bar's participants to its viewers, as `presence`. */
  presenceChanged(barId: string): void;
  /** A consultant's live view opened or closed: their consultation's `last_seen_at` is refreshed. */
  consultantSeen(viewer: LiveViewer): void;
  /** Refreshes what this process's consultants were seen at and ends the consultations nobody attends (tests). */
  sweep(): Promise<void>;
  /** Settles when the work queued so far is done (tests). */
  settled(): Promise<void>;
};

export type LivePluginOptions = {
  connection: DatabaseConnection;
  /**
   * A consultation ends by itself once its consultant has had no live view of the bar open for
   * `graceSeconds`; every `sweepSeconds` each process refreshes its consultants' and ends those.
   */
  consultantAbsence: { graceSeconds: number; sweepSeconds: number };
};

/**
 * The live channel's service. On PostgreSQL every call is also sent as a NOTIFY on LIVE_CHANNEL,
 * and every process LISTENs there, so a viewer on any process hears of a save on any other; the
 * embedded database has one process, and the calls act in it alone. Work for one bar runs in
 * order (a chain of promises per bar), so a viewer gets the versions in the order they were made.
 */
export const livePlugin = fp(
  async (app: FastifyInstance, options: LivePluginOptions) => {
    const hub = new LiveHub();
    const processId = randomBytes(8).toString('base64url');
    const { connection } = options;
    const crossProcess = connection.driver === 'postgres';
    const chains = new Map<string, Promise<void>>();

    /** Runs `work` after the bar's earlier work; a failure is logged, never thrown at a request. */
    function inOrder(barId: string, work: () => Promise<void>): void {
      const previous = chains.get(barId) ?? Promise.resolve();
      const next = previous
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error, barId }, 'live delivery failed'));
      chains.set(barId, next);
      void next.then(() => {
        if (chains.get(barId) === next) chains.delete(barId);
      });
    }

    function announce(notice: LiveNotice): void {
      if (!crossProcess) return;
      connection.notify(LIVE_CHANNEL, noticeText(notice)).catch((error: unknown) => {
        app.log.error({ err: error }, 'live notice not sent');
      });
    }

    async function deliverVersion(barId: string, version: number, by: string | null, stored?: object) {
      const known = hub.storedAt(barId, version - 1);
      const viewers = hub.viewersOf(barId).filter((viewer) => viewer.lastVersion < version);
      if (viewers.length === 0) {
        hub.keepStored(barId, version, stored ?? null);
        return;
      }
      // The bar before and after the change: from memory where this process has it (it saved the
      // version, or told the one before), else from the kept revisions; both are kept for the next.
      const before = known ?? (await revisionBar(app.db, barId, version - 1));
      const after = stored ?? (await revisionBar(app.db, barId, version));
      hub.keepStored(barId, version, after);
      const ops = before && after ? diffJson(before, after) : null;
      for (const viewer of viewers) {
        // A viewer that missed a version in between (a notice lost while the listening connection
        // was down) gets the versions it missed from the revisions.
        const changes =
          viewer.lastVersion === version - 1 && ops !== null
            ? [{ version, ops }]
            : await missedVersions(app.db, barId, viewer.lastVersion, version);
        sendChanges(viewer, changes, version, by);
      }
    }

    /** `consultationEndedBy`: the consultation ended, and a consultant's stream ends saying who ended it. */
    async function recheckAccess(barId: string, consultationEndedBy?: LiveConsultationEnder) {
      const viewers = hub.viewersOf(barId);
      if (viewers.length === 0) return;
      const bar = await findBarHead(app.db, barId);
      for (const viewer of viewers) {
        if (!bar || bar.deletedAt) {
          endViewer(viewer, 'removed');
          continue;
        }
        const ground = accessGround(bar, viewer.caller);
        if (viewer.consultant && ground !== 'consultant' && consultationEndedBy) {
          endViewer(viewer, CONSULTANT_END_REASONS[consultationEndedBy]);
          continue;
        }
        // The consultant had already left the participants: the customer is told why the consultation is over.
        if (consultationEndedBy === 'timeout' && !viewer.consultant && !viewer.staff) {
          viewer.send(sseFrame('consultation', { ended_by: 'timeout' } satisfies LiveConsultationTimeout));
        }
        if (ground === null && !viewer.staff) {
          endViewer(viewer, 'revoked');
          continue;
        }
        viewer.consultant = ground === 'consultant';
        viewer.access = ground === null || ground === 'previewLink' ? 'view' : 'edit';
      }
      sendPresence(barId);
    }

    function endViewer(viewer: LiveViewer, reason: Parameters<LiveViewer['end']>[0]) {
      hub.endWhere((candidate) => candidate === viewer, reason);
    }

    function sendPresence(barId: string) {
      hub.broadcast(barId, sseFrame('presence', { participants: hub.presenceOf(barId) }));
    }

    function act(notice: LiveNotice): void {
      switch (notice.kind) {
        case 'version':
          inOrder(notice.bar, () => deliverVersion(notice.bar, notice.version, notice.by));
          return;
        case 'access':
          inOrder(notice.bar, () => recheckAccess(notice.bar));
          return;
        case 'consultation':
          inOrder(notice.bar, () => recheckAccess(notice.bar, notice.ended_by));
          return;
        case 'session':
          for (const barId of endWhereAndCollect((viewer) => viewer.sessionId === notice.session, 'loggedOut')) {
            sendPresence(barId);
          }
          return;
        case 'user':
          for (const barId of endWhereAndCollect((viewer) => viewer.userId === notice.user, 'removed')) {
            sendPresence(barId);
          }
          return;
      }
    }

    function endWhereAndCollect(
      matches: (viewer: LiveViewer) => boolean,
      reason: 'loggedOut' | 'removed',
    ): Set<string> {
      const bars = new Set<string>();
      hub.endWhere((viewer) => {
        const ends = matches(viewer);
        if (ends) bars.add(viewer.barId);
        return ends;
      }, reason);
      return bars;
    }

    function tell(notice: LiveNotice): void {
      act(notice);
      announce(notice);
    }

    const service: LiveService = {
      hub,
      committed: ({ barId, version, by, stored }) => {
        const notice = { kind: 'version', from: processId, bar: barId, version, by } as const;
        const addressed = stored && { name: stored.name, ...stored.document };
        inOrder(barId, () => deliverVersion(barId, version, by, addressed));
        announce(notice);
      },
      accessChanged: (barId) => tell({ kind: 'access', from: processId, bar: barId }),
      consultationEnded: (barId, endedBy) =>
        tell({ kind: 'consultation', from: processId, bar: barId, ended_by: endedBy }),
      sessionEnded: (sessionId) => tell({ kind: 'session', from: processId, session: sessionId }),
      userRemoved: (userId) => tell({ kind: 'user', from: processId, user: userId }),
      presenceChanged: sendPresence,
      consultantSeen: (viewer) => {
        if (!viewer.consultant || viewer.userId === null) return;
        markConsultantsSeen(app.db, [{ barId: viewer.barId, staffUserId: viewer.userId }]).catch((error: unknown) =>
          app.log.error({ err: error, barId: viewer.barId }, 'live consultant not marked seen'),
        );
      },
      sweep,
      settled: async () => {
        while (chains.size > 0) await Promise.all([...chains.values()]);
      },
    };
    app.decorate('live', service);

    /**
     * Every process sweeps: it first marks its own consultants seen, then ends what nobody marked
     * within the grace (one bounded UPDATE, rows another process holds skipped). The grace is at
     * least twice the sweep's interval (config.ts), so a consultant on another process is marked
     * again before it can run out.
     */
    async function sweep(): Promise<void> {
      const seen = hub
        .all()
        .filter((viewer) => viewer.consultant && viewer.userId !== null)
        .map((viewer) => ({ barId: viewer.barId, staffUserId: viewer.userId as number }));
      await markConsultantsSeen(app.db, seen);
      const ended = await endUnattendedConsultations(app.db, options.consultantAbsence.graceSeconds);
      for (const row of ended) {
        app.log.info({ barId: row.barId, consultation: row.id }, 'live consultation ended: consultant away');
        service.consultationEnded(row.barId, 'timeout');
      }
    }
    let sweeping: Promise<void> | null = null;
    const sweepTimer = setInterval(() => {
      if (sweeping) return;
      sweeping = sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'live consultation sweep failed'))
        .finally(() => {
          sweeping = null;
        });
    }, options.consultantAbsence.sweepSeconds * 1000);
    sweepTimer.unref();

    let stopListening: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      if (!crossProcess) return;
      try {
        stopListening = await connection.listen(LIVE_CHANNEL, (payload) => {
          const notice = parseNotice(payload);
          if (notice && notice.from !== processId) act(notice);
        });
      } catch (error) {
        // The process still serves its own viewers; others' saves reach them on reconnect.
        app.log.error({ err: error }, 'live channel not listening');
      }
    });
    // Open streams would keep the server from closing: they end first, and the clients reconnect
    // (to this process once it is back, or to another).
    app.addHook('preClose', async () => {
      clearInterval(sweepTimer);
      await sweeping;
      hub.endWhere(() => true, 'shutdown');
      await stopListening?.();
    });

    /** `changes` null: the viewer reloads the bar (the versions it missed are no longer kept). */
    function sendChanges(
      viewer: LiveViewer,
      changes: Array<{ version: number; ops: unknown[] }> | null,
      version: number,
      by: string | null,
    ) {
      if (changes === null) {
        viewer.send(sseFrame('reload', { version }, version));
      } else {
        for (const change of changes) {
          const author = change.version === version ? by : null;
          viewer.send(sseFrame('patch', { version: change.version, ops: change.ops, by: author }, change.version));
        }
      }
      viewer.lastVersion = version;
    }
  },
  { name: 'live' },
);
