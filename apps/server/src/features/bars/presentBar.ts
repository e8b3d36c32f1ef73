import { type BarDocumentDto, restoreStoredBarDocument } from '@bar/contracts/barDocument';
import type { BarDto, TransportTotals } from '@bar/contracts/bars';
import { presentTransport } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import { type ComputedPartsList, computePartsList, type PartsList } from '@bar/domain/partsList';
import type { TransportPlan } from '@bar/domain/transport';
import type { BarRow } from '../../db/schema.ts';
import { frozenWhileDeveloping } from '../../frozen.ts';
import type { PresentedAccess } from './access.ts';

// Documents that already passed the door in this process (a save answers with the document it
// just checked): restoring one again would only repeat the same work. Nothing mutates a document.
const restoredDocuments = new WeakSet<BarDocument>();

/** Records that `document` is the result of a restore (or of `prepareDocument`), so it is not restored again. */
export function markRestored(document: BarDocument): BarDocument {
  restoredDocuments.add(frozenWhileDeveloping(document));
  return document;
}

/**
 * A stored document passes the same door as a submitted one, so older versions are migrated on
 * read; keys the strict schema does not know are dropped (see restoreStoredBarDocument).
 */
export function storedDocument(row: Pick<BarRow, 'id' | 'document'>): BarDocument {
  if (restoredDocuments.has(row.document)) return row.document;
  const restored = restoreStoredBarDocument(row.document);
  if (!restored.ok) throw new Error(`stored document of bar ${row.id} is invalid: ${JSON.stringify(restored.issues)}`);
  return markRestored(restored.doc);
}

/** The parts list as replies carry it: the plan and the power budget travel beside it, not in it. */
export function listOnly(parts: ComputedPartsList): PartsList {
  const { transport: _transport, power: _power, ...list } = parts;
  return list;
}

/** T1 totals for a patch save's lean reply. */
export function transportTotals(plan: TransportPlan): TransportTotals {
  return { bags: plan.bags.length, volume_l: plan.volume_l, weight_g: plan.weight_g, vehicles: plan.vehicles };
}

/**
 * The bar as the API returns it; the tokens only go to callers who may edit, and not to a consultant
 * (`consult`), whose access ends with the consultation. `parts`: the parts
 * list of this document in `locale` when the caller has already computed it (a save has).
 */
export function presentBar(
  row: BarRow,
  catalogue: Catalogue,
  locale: Locale,
  access: PresentedAccess,
  parts?: ComputedPartsList,
): BarDto {
  const document = storedDocument(row);
  const canEdit = access !== 'view';
  parts ??= computePartsList(document, catalogue, locale);
  return {
    ...(document as BarDocumentDto),
    id: row.id,
    name: row.name,
    version: row.version,
    parts: listOnly(parts),
    packaging_recommendation: parts.packaging_recommendation,
    transport: presentTransport(parts.transport),
    power: parts.power,
    can_edit: canEdit,
    ...(access === 'edit' ? { edit_token: row.editToken, preview_token: row.previewToken } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
