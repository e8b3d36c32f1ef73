import type { CreateBarRequest } from '@bar/contracts/bars';
import { createEmptyBarDocument } from '@bar/domain/document';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import type { Session } from '../../plugins/session/store.ts';
import { randomToken } from '../../secrets.ts';
import { insertBar } from './repository.ts';

/** A new, empty bar. A guest's bar has no owner; the creating session and the tokens reach it again. */
export async function createBar(db: Database, request: CreateBarRequest, session: Session | null): Promise<BarRow> {
  if (request.preset_id !== undefined) {
    // Presets arrive with their own feature; until then no preset id exists.
    throw new AppError('validation', { errors: { preset_id: ['The selected preset does not exist.'] } });
  }
  return insertBar(db, {
    name: request.name,
    ownerId: session?.userId ?? null,
    createdBySession: session?.id ?? null,
    document: createEmptyBarDocument(),
    totalPriceCents: 0,
    editToken: randomToken(),
    previewToken: randomToken(),
  });
}
