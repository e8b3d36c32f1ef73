import { restoreBarDocument, restoreStoredBarDocument } from '@bar/contracts/barDocument';
import type { UpdateBarRequest } from '@bar/contracts/bars';
import { encodeMessage } from '@bar/contracts/messages';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { relinkNeighbours } from '@bar/domain/geometry';
import { type Violation, validateBar } from '@bar/domain/validate';
import { addFieldError, type FieldErrors, validationError } from '../../appError.ts';
import { markRestored } from './presentBar.ts';
import { VIOLATION_MESSAGES } from './violationMessages.ts';

const DOCUMENT_FIELDS = [
  'schemaVersion',
  'front',
  'back',
  'additionalAccessories',
  'singleParts',
  'settings',
  'orbit_settings',
] as const;

/** Whether the request carries every document field: an autosave does, and needs no stored document then. */
export function carriesWholeDocument(request: UpdateBarRequest): boolean {
  return DOCUMENT_FIELDS.every((field) => request[field] !== undefined);
}

/** The stored document with the fields the request carries laid over it; the rest of the body is ignored. */
function mergeDocument(stored: () => BarDocument, request: UpdateBarRequest): Record<string, unknown> {
  const merged: Record<string, unknown> = carriesWholeDocument(request) ? {} : { ...stored() };
  for (const field of DOCUMENT_FIELDS) {
    if (request[field] !== undefined) merged[field] = request[field];
  }
  return merged;
}

/** The violation as a catalogue message, rendered in the request's language when the 422 is sent. */
export function violationMessage(violation: Violation): string {
  const problem = Object.hasOwn(VIOLATION_MESSAGES, violation.code) ? `violations.${violation.code}` : violation.code;
  return encodeMessage('violations.rule', { rule: violation.rule, problem });
}

/** What keeps a document from being saved: the field path and its message (schema issue or rule violation). */
export type DocumentProblem = { path: string; message: string };

/**
 * A document (raw JSON, as stored or submitted) checked as a save checks it: restored (schema +
 * migrations), neighbours recomputed (they are derived data) and every invariant checked against
 * `catalogue`. The problems come in the order the checks report them. A submitted document may
 * hold no unknown key; a stored one has them dropped (see restoreStoredBarDocument).
 */
export function checkDocument(
  raw: unknown,
  catalogue: Catalogue,
  origin: 'submitted' | 'stored' = 'submitted',
): { ok: true; doc: BarDocument } | { ok: false; problems: DocumentProblem[] } {
  const restored = origin === 'stored' ? restoreStoredBarDocument(raw) : restoreBarDocument(raw);
  if (!restored.ok) return { ok: false, problems: restored.issues };
  const doc: BarDocument = {
    ...restored.doc,
    front: relinkNeighbours(restored.doc.front, catalogue),
    back: relinkNeighbours(restored.doc.back, catalogue),
  };
  const violations = validateBar(doc, catalogue);
  if (violations.length > 0) {
    return {
      ok: false,
      problems: violations.map((violation) => ({ path: violation.path, message: violationMessage(violation) })),
    };
  }
  return { ok: true, doc };
}

/**
 * The document a save would store: merged (`stored` is only called when the request lacks a
 * field), then `checkDocument`. Throws a 422 naming the field paths.
 */
export function prepareDocument(
  stored: () => BarDocument,
  request: UpdateBarRequest,
  catalogue: Catalogue,
): BarDocument {
  return checkedDocumentOrThrow(mergeDocument(stored, request), catalogue);
}

/** A submitted document (raw JSON) that passed `checkDocument`; throws a 422 naming the field paths. */
export function checkedDocumentOrThrow(raw: unknown, catalogue: Catalogue): BarDocument {
  const checked = checkDocument(raw, catalogue);
  if (!checked.ok) {
    const errors: FieldErrors = {};
    for (const problem of checked.problems) addFieldError(errors, problem.path, problem.message);
    throw validationError(errors);
  }
  return markRestored(checked.doc);
}
