import type { Database } from '../../db/client.ts';
import { findRevision } from '../bars/repository.ts';
import { diffJson } from '../bars/revisionPatch.ts';

/** A reconnecting viewer catches up by at most this many versions; further behind, it reloads the bar. */
export const MAX_MISSED_VERSIONS = 50;

export type VersionChange = { version: number; ops: unknown[] };

/**
 * The changes that lead from version `since` to `current`, one per version, read from the kept
 * revisions (the bar as a client addresses it: its name beside the document); null when one of
 * them was pruned or the gap is wider than MAX_MISSED_VERSIONS, and the viewer must reload.
 */
export async function missedVersions(
  db: Database,
  barId: string,
  since: number,
  current: number,
): Promise<VersionChange[] | null> {
  if (since >= current) return [];
  if (since < 1 || current - since > MAX_MISSED_VERSIONS) return null;
  const changes: VersionChange[] = [];
  let before = await revisionBar(db, barId, since);
  if (!before) return null;
  for (let version = since + 1; version <= current; version++) {
    const after = await revisionBar(db, barId, version);
    if (!after) return null;
    changes.push({ version, ops: diffJson(before, after) });
    before = after;
  }
  return changes;
}

/** The bar as a client addresses it (its name beside the document) at a kept revision; null when pruned. */
export async function revisionBar(db: Database, barId: string, version: number): Promise<object | null> {
  const revision = await findRevision(db, barId, version);
  return revision && { name: revision.name, ...revision.document };
}
