import type { DuplicateBarRequest } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import { computePartsList } from '@bar/domain/partsList';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import type { Session } from '../../plugins/session/store.ts';
import { randomToken } from '../../secrets.ts';
import { storedDocument } from './presentBar.ts';
import { insertBar } from './repository.ts';

/**
 * "Save as": a new bar with a copy of the source's current document and a history of its own. It
 * belongs to the logged-in caller; a guest's copy has no owner and fresh tokens, like a new bar.
 */
export async function duplicateBar(
  db: Database,
  source: BarRow,
  request: DuplicateBarRequest,
  session: Session | null,
  catalogue: Catalogue,
): Promise<BarRow> {
  const document = storedDocument(source);
  return insertBar(db, {
    name: request.name,
    ownerId: session?.userId ?? null,
    createdBySession: session?.id ?? null,
    document,
    totalPriceCents: computePartsList(document, catalogue, 'en').total_price,
    editToken: randomToken(),
    previewToken: randomToken(),
  });
}
