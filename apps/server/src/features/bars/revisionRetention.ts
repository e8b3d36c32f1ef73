/**
 * Which saved revisions of a bar are kept. Every save, undo and redo writes a revision (mostly a
 * patch of a few hundred bytes, a snapshot of the whole document every 20 versions), so an hour
 * of editing leaves hundreds; undo, redo and restore only ever need the recent
 * ones. Kept: the newest `keepLast` versions, the newest revision of each calendar day (UTC) of the
 * last `keepDailyDays` days, and the newest plain save or restore (redo compares against it); and the snapshot
 * each kept patch revision is read from (see `barRevisions`).
 */
export type RevisionRetention = { keepLast: number; keepDailyDays: number };

export type RevisionStamp = {
  version: number;
  kind: 'save' | 'undo' | 'redo' | 'restore';
  createdAt: Date;
  /** The snapshot a patch revision is read from (null for a snapshot): kept while the revision is. */
  baseVersion?: number | null;
};

/** Pruning runs on every save whose new version is a multiple of this, so a bar holds at most this many extra. */
export const PRUNE_EVERY_VERSIONS = 10;

const DAY_MS = 86_400_000;

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The versions to delete, ascending; never the current (newest) one. */
export function revisionsToPrune(revisions: RevisionStamp[], policy: RevisionRetention, now: Date): number[] {
  const newestFirst = [...revisions].sort((a, b) => b.version - a.version);
  const keep = new Set(newestFirst.slice(0, Math.max(1, policy.keepLast)).map((revision) => revision.version));
  const since = now.getTime() - policy.keepDailyDays * DAY_MS;
  const daysSeen = new Set<string>();
  let newestSaveKept = false;
  for (const revision of newestFirst) {
    if (!newestSaveKept && (revision.kind === 'save' || revision.kind === 'restore')) {
      keep.add(revision.version);
      newestSaveKept = true;
    }
    if (policy.keepDailyDays > 0 && revision.createdAt.getTime() > since) {
      const day = utcDay(revision.createdAt);
      if (!daysSeen.has(day)) {
        daysSeen.add(day);
        keep.add(revision.version);
      }
    }
  }
  for (const revision of newestFirst) {
    if (keep.has(revision.version) && revision.baseVersion != null) keep.add(revision.baseVersion);
  }
  return newestFirst
    .filter((revision) => !keep.has(revision.version))
    .map((revision) => revision.version)
    .sort((a, b) => a - b);
}
