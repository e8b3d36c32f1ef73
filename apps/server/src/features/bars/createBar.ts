import { restoreStoredBarDocument } from '@bar/contracts/barDocument';
import type { CreateBarRequest } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import { type BarDocument, createEmptyBarDocument } from '@bar/domain/document';
import { computePartsList } from '@bar/domain/partsList';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import { messageRef } from '../../i18n/catalogue.ts';
import type { Session } from '../../plugins/session/store.ts';
import { randomToken } from '../../secrets.ts';
import { findActivePreset } from '../presets/repository.ts';
import { insertBar } from './repository.ts';

/** A copy of the active preset's document; a 422 when the id names no active preset. */
async function presetStartDocument(db: Database, presetId: number): Promise<BarDocument> {
  const preset = await findActivePreset(db, presetId);
  if (!preset) throw new AppError('validation', { errors: { preset_id: [messageRef('bars.presetMissing')] } });
  // Restoring parses the stored JSON into a fresh object (and migrates an older document version).
  const restored = restoreStoredBarDocument(structuredClone(preset.document));
  if (!restored.ok) {
    throw new Error(`stored document of preset ${preset.id} is invalid: ${JSON.stringify(restored.issues)}`);
  }
  return restored.doc;
}

/**
 * A new bar: empty, or a copy of a preset's document. A guest's bar has no owner; the creating
 * session and the tokens reach it again.
 */
export async function createBar(
  db: Database,
  request: CreateBarRequest,
  session: Session | null,
  catalogue: Catalogue,
): Promise<BarRow> {
  const document =
    request.preset_id === undefined ? createEmptyBarDocument() : await presetStartDocument(db, request.preset_id);
  // The stored total is for lists and reports; responses recompute it from the current catalogue.
  const totalPriceCents = computePartsList(document, catalogue, 'en').total_price;
  return insertBar(db, {
    name: request.name,
    ownerId: session?.userId ?? null,
    createdBySession: session?.id ?? null,
    document,
    totalPriceCents,
    presetId: request.preset_id ?? null,
    editToken: randomToken(),
    previewToken: randomToken(),
  });
}
