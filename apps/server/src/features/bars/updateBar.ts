import type { UpdateBarRequest } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import { computePartsList } from '@bar/domain/partsList';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import { prepareDocument } from './prepareDocument.ts';
import { storedDocument } from './presentBar.ts';
import { findBar, saveNextVersion } from './repository.ts';
import type { RevisionRetention } from './revisionRetention.ts';

export type UpdateOutcome =
  | { ok: true; bar: BarRow }
  | { ok: false; reason: 'staleVersion'; current: BarRow }
  | { ok: false; reason: 'gone' };

/**
 * Saves a new version of the bar: refuses a stale `version`, validates the merged document
 * (throws 422) and stores it with its revision. Nothing of a refused save is stored.
 */
export async function updateBar(
  db: Database,
  bar: BarRow,
  request: UpdateBarRequest,
  catalogue: Catalogue,
  retention: RevisionRetention,
): Promise<UpdateOutcome> {
  if (request.version !== bar.version) return { ok: false, reason: 'staleVersion', current: bar };
  const document = prepareDocument(() => storedDocument(bar), request, catalogue);
  // The stored total is for lists and reports; responses recompute it from the current catalogue.
  const totalPriceCents = computePartsList(document, catalogue, 'en').total_price;
  const saved = await saveNextVersion(
    db,
    bar.id,
    request.version,
    {
      name: request.name ?? bar.name,
      document,
      totalPriceCents,
    },
    retention,
  );
  if (saved) return { ok: true, bar: saved };
  // Another save won the race (maybe in another process): answer with what is stored now.
  const current = await findBar(db, bar.id);
  if (!current || current.deletedAt) return { ok: false, reason: 'gone' };
  return { ok: false, reason: 'staleVersion', current };
}
