import { restoreBarDocument } from '@bar/contracts/barDocument';
import type { UpdateBarRequest } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { relinkNeighbours } from '@bar/domain/geometry';
import { validateBar } from '@bar/domain/validate';
import { addFieldError, type FieldErrors, validationError } from '../../appError.ts';
import { markRestored } from './presentBar.ts';
import { violationMessage } from './violationMessages.ts';

const DOCUMENT_FIELDS = [
  'schemaVersion',
  'front',
  'back',
  'additionalAccessories',
  'singleParts',
  'settings',
  'orbit_settings',
] as const;

/** The stored document with the fields the request carries laid over it; the rest of the body is ignored. */
function mergeDocument(stored: () => BarDocument, request: UpdateBarRequest): Record<string, unknown> {
  // An autosave sends the whole document: then the stored one is not needed (nor restored).
  const complete = DOCUMENT_FIELDS.every((field) => request[field] !== undefined);
  const merged: Record<string, unknown> = complete ? {} : { ...stored() };
  for (const field of DOCUMENT_FIELDS) {
    if (request[field] !== undefined) merged[field] = request[field];
  }
  return merged;
}

/**
 * The document a save would store: merged (`stored` is only called when the request lacks a
 * field), restored (schema + migrations), neighbours recomputed (they are derived data) and every
 * invariant checked. Throws a 422 naming the field paths.
 */
export function prepareDocument(
  stored: () => BarDocument,
  request: UpdateBarRequest,
  catalogue: Catalogue,
): BarDocument {
  const restored = restoreBarDocument(mergeDocument(stored, request));
  if (!restored.ok) {
    const errors: FieldErrors = {};
    for (const issue of restored.issues) addFieldError(errors, issue.path, issue.message);
    throw validationError(errors);
  }
  const doc: BarDocument = {
    ...restored.doc,
    front: relinkNeighbours(restored.doc.front, catalogue),
    back: relinkNeighbours(restored.doc.back, catalogue),
  };
  const violations = validateBar(doc, catalogue);
  if (violations.length > 0) {
    const errors: FieldErrors = {};
    for (const violation of violations) addFieldError(errors, violation.path, violationMessage(violation));
    throw validationError(errors);
  }
  return markRestored(doc);
}
