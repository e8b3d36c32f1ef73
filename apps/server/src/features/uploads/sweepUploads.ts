import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../plugins/jobs/definition.ts';
import { deletePassedThrottles } from '../auth/throttle.ts';

/** How an upload is named wherever it is used: the `url` that POST /api/uploads answers. */
const UPLOAD_REFERENCE = '/api/uploads/([A-Za-z0-9_-]{22})';
/** Uploads looked at per transaction: the locks and the list of ids stay small. */
const SWEEP_BATCH = 500;
/** How often a server process queues a sweep (one waits or runs at a time across processes). */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
export const SWEEP_UPLOADS_JOB = 'uploads.sweep';

/**
 * The ids named anywhere an upload can be used: bars (also removed ones, which may be restored),
 * every revision kept (undo and restore bring them back), presets (document and thumbnail),
 * assembly thumbnails, home screen sections, the dealer themes' logos (content settings), the
 * bars frozen in inquiries and the bars' pictures (by id, held by a foreign key). A new place that
 * stores upload URLs must be added here and get the `uploads_hold_referenced` trigger (0016; bars
 * and revisions have their own, which walk the document and patch: 0022).
 */
const referencedIds: SQL = sql.raw(
  [
    // A bar's document is stored in three columns (migration 0028).
    "select m[1] from bars, regexp_matches(document_rest::text || ' ' || front::text || ' ' || back::text, $re$, $g$) m",
    'select m[1] from bar_revisions, regexp_matches(coalesce(document, patch)::text, $re$, $g$) m',
    "select m[1] from bar_presets, regexp_matches(document::text || ' ' || coalesce(thumbnail, ''), $re$, $g$) m",
    'select m[1] from assemblies, regexp_matches(thumbnail, $re$, $g$) m where thumbnail is not null',
    'select m[1] from content_sections, regexp_matches(value::text, $re$, $g$) m',
    'select m[1] from content_settings, regexp_matches(value, $re$, $g$) m',
    'select m[1] from inquiries, regexp_matches(bar_snapshot::text, $re$, $g$) m',
    'select upload_id from bar_pictures',
  ]
    .join(' union ')
    .replaceAll('$re$', `'${UPLOAD_REFERENCE}'`)
    .replaceAll('$g$', "'g'"),
);

export type SweepOptions = {
  /** Uploads younger than this are kept even when unused (an editor may be about to save them). */
  graceMs: number;
  now?: Date;
};

function rowsOf<Row>(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
}

/**
 * Removes the uploads older than the grace period that nothing references; returns how many.
 * Safe beside saves: each batch first locks its candidates (skipping any a save in flight holds
 * through the `uploads_hold_referenced` trigger), then, in a second statement that sees every
 * save committed meanwhile, deletes those still unreferenced. The bytes live in the row, so the
 * stored file goes with it.
 */
export async function sweepUploads(db: Database, options: SweepOptions): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.graceMs).toISOString();
  let removed = 0;
  let after = '';
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const candidates = rowsOf<{ id: string }>(
        await tx.execute(
          sql`select id from uploads where created_at < ${cutoff}::timestamptz and id > ${after}
              order by id limit ${SWEEP_BATCH} for update skip locked`,
        ),
      ).map((row) => row.id);
      if (candidates.length === 0) return { seen: 0, deleted: 0, last: after };
      const list = sql.join(
        candidates.map((id) => sql`${id}`),
        sql`, `,
      );
      const deleted = rowsOf<{ id: string }>(
        await tx.execute(sql`delete from uploads where id in (${list}) and id not in (${referencedIds}) returning id`),
      );
      return { seen: candidates.length, deleted: deleted.length, last: candidates[candidates.length - 1] ?? after };
    });
    removed += batch.deleted;
    if (batch.seen < SWEEP_BATCH) return removed;
    after = batch.last;
  }
}

/**
 * The scheduled sweep: safe to run twice (a second run finds nothing more to remove). It also
 * drops throttle counters whose window has passed, which nothing else would ever read again.
 */
export function sweepUploadsJob(graceMs: number) {
  return defineJob({
    name: SWEEP_UPLOADS_JOB,
    version: 1,
    payloadSchema: z.object({}),
    async handler(_payload, { app }) {
      const removed = await sweepUploads(app.db, { graceMs });
      app.log.info({ removed, graceHours: graceMs / 3_600_000 }, 'unreferenced uploads removed');
      await deletePassedThrottles(app.db);
    },
  });
}
