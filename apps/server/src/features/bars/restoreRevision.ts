import type { Catalogue } from '@bar/domain/catalogue';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import { storeAsNextVersion } from './barHistory.ts';
import { checkDocument, problemsError } from './prepareDocument.ts';
import { markRestored } from './presentBar.ts';
import { findRevision } from './repository.ts';
import type { RevisionRetention } from './revisionRetention.ts';

export type RestoreOutcome = { ok: true; bar: BarRow } | { ok: false; reason: 'staleVersion' | 'unknownRevision' };

/**
 * Makes the document of an older revision the bar's next version (the name stays as it is now):
 * a save like any other, one step above the current state in the history, so the version check
 * guards it, an undo takes it back and it cuts off the redo path. The old document passes the
 * checks of a save against today's catalogue (a 422 names what no longer holds); nothing is
 * stored when it fails or when `expectedVersion` is stale.
 */
export async function restoreRevision(
  db: Database,
  bar: BarRow,
  version: number,
  expectedVersion: number,
  catalogue: Catalogue,
  retention: RevisionRetention,
): Promise<RestoreOutcome> {
  if (expectedVersion !== bar.version) return { ok: false, reason: 'staleVersion' };
  const target = await findRevision(db, bar.id, version);
  if (!target) return { ok: false, reason: 'unknownRevision' };
  const checked = checkDocument(target.document, catalogue, 'stored');
  if (!checked.ok) throw problemsError(checked.problems);
  const change = { name: bar.name, document: markRestored(checked.doc) };
  const saved = await storeAsNextVersion(db, { bar, change, catalogue, retention, entry: { kind: 'restore' } });
  return saved ? { ok: true, bar: saved } : { ok: false, reason: 'staleVersion' };
}
