import type { Catalogue } from '@bar/domain/catalogue';
import { computePartsList } from '@bar/domain/partsList';
import { addFieldError, type FieldErrors, validationError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import { checkDocument } from './prepareDocument.ts';
import { markRestored } from './presentBar.ts';
import { findRevision, saveNextVersion } from './repository.ts';
import { diffJson } from './revisionPatch.ts';
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
  if (!checked.ok) {
    const errors: FieldErrors = {};
    for (const problem of checked.problems) addFieldError(errors, problem.path, problem.message);
    throw validationError(errors);
  }
  const document = markRestored(checked.doc);
  const totalPriceCents = computePartsList(document, catalogue, 'en').total_price;
  const saved = await saveNextVersion(
    db,
    bar.id,
    expectedVersion,
    { name: bar.name, document, totalPriceCents },
    retention,
    { diff: diffJson(bar.document, document) },
    { kind: 'restore' },
  );
  return saved ? { ok: true, bar: saved } : { ok: false, reason: 'staleVersion' };
}
