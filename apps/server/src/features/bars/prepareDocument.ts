import { barDocumentPartSchema, restoreBarDocument, restoreStoredBarDocument } from '@bar/contracts/barDocument';
import type { UpdateBarRequest } from '@bar/contracts/bars';
import { encodeMessage } from '@bar/contracts/messages';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { relinkNeighbours } from '@bar/domain/geometry';
import { SideRuleMemo, type Violation, validateBar } from '@bar/domain/validate';
import { type AppError, addFieldError, type FieldErrors, validationError } from '../../appError.ts';
import { frozenWhileDeveloping } from '../../frozen.ts';
import { pointerKeys } from './jsonPointer.ts';
import { markRestored } from './presentBar.ts';
import { applyDiffSharing, diffJson } from './revisionPatch.ts';
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

/** A document that passed the checks, or what keeps it from being saved. */
export type CheckedDocument = { ok: true; doc: BarDocument } | { ok: false; problems: DocumentProblem[] };

// What the one-side rules found in the sides of the documents checked here. The documents this
// process checks are never changed (the same promise `isChecked` rests on), so a side a patch left
// alone, the very object of the document it applied to, is not checked again.
const sideRules = new SideRuleMemo();

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
): CheckedDocument {
  const restored = origin === 'stored' ? restoreStoredBarDocument(raw) : restoreBarDocument(raw);
  if (!restored.ok) return { ok: false, problems: restored.issues };
  const doc: BarDocument = {
    ...restored.doc,
    front: relinkNeighbours(restored.doc.front, catalogue),
    back: relinkNeighbours(restored.doc.back, catalogue),
  };
  return ruleChecked(doc, catalogue);
}

/** `doc` (schema-checked, neighbours linked) with every rule of `validateBar` checked on it. */
function ruleChecked(doc: BarDocument, catalogue: Catalogue): CheckedDocument {
  const violations = validateBar(doc, catalogue, sideRules);
  if (violations.length === 0) return { ok: true, doc };
  return {
    ok: false,
    problems: violations.map((violation) => ({ path: violation.path, message: violationMessage(violation) })),
  };
}

/** The 422 that names each problem's field path. */
export function problemsError(problems: readonly DocumentProblem[]): AppError {
  const errors: FieldErrors = {};
  for (const problem of problems) addFieldError(errors, problem.path, problem.message);
  return validationError(errors);
}

/**
 * The document a save would store: merged (`stored` is only called when the request lacks a
 * field), then `checkDocument`. Throws a 422 naming the field paths. `base`, the stored document
 * of the version the save was made on, when this process has it: if it passed a save's checks
 * here, the merged document's differences from it are laid onto it and only the parts they touch
 * are checked again (`checkedAgainstBaseOrThrow`).
 */
export function prepareDocument(
  stored: () => BarDocument,
  request: UpdateBarRequest,
  catalogue: Catalogue,
  base: unknown = null,
): BarDocument {
  const merged = mergeDocument(stored, request);
  return isChecked(base)
    ? checkedAgainstBaseOrThrow(base, merged, catalogue)
    : checkedDocumentOrThrow(merged, catalogue);
}

/**
 * A submitted whole document checked as `checkedDocumentOrThrow` checks it, at the cost of its
 * differences from `base` (a document that passed the checks here): those are applied to `base`
 * sharing every part they leave alone, and only the changed parts are parsed again, as for a
 * PATCH (checkPatchedDocument). A full save of an 80 KB bar that changed one colour is then
 * checked like a one-colour patch; the result is the same as the whole check's
 * (test/patchCheck.test.ts).
 */
export function checkedAgainstBaseOrThrow(
  base: BarDocument,
  submitted: Record<string, unknown>,
  catalogue: Catalogue,
): BarDocument {
  const diff = diffJson(base, submitted);
  const patched = applyDiffSharing(base, diff) as Record<string, unknown>;
  return checkedPatchedDocumentOrThrow(
    base,
    patched,
    diff.map((operation) => operation.path),
    catalogue,
  );
}

// The documents that passed every check of a save in this process (nothing changes a document).
const checkedDocuments = new WeakSet<object>();

/** Whether `document` passed the checks of a save in this process (checkedDocumentOrThrow and the like). */
export function isChecked(document: unknown): document is BarDocument {
  return typeof document === 'object' && document !== null && checkedDocuments.has(document);
}

function accepted(document: BarDocument): BarDocument {
  checkedDocuments.add(frozenWhileDeveloping(document));
  return markRestored(document);
}

/** A submitted document (raw JSON) that passed `checkDocument`; throws a 422 naming the field paths. */
export function checkedDocumentOrThrow(raw: unknown, catalogue: Catalogue): BarDocument {
  const checked = checkDocument(raw, catalogue);
  if (!checked.ok) throw problemsError(checked.problems);
  return accepted(checked.doc);
}

/**
 * The parts (keys of the objects and arrays) that hold the values `changedPointers` name, each
 * once and none inside another: a patch of a thousand operations on one module parses that module
 * once, and one that also changes the module list parses the list alone.
 */
function changedParts(changedPointers: readonly string[]): string[][] {
  const parts = new Map<string, string[]>();
  for (const pointer of changedPointers) {
    const keys = pointerKeys(pointer).slice(0, -1);
    parts.set(JSON.stringify(keys), keys);
  }
  const sorted = [...parts.values()].sort((left, right) => left.length - right.length);
  return sorted.filter((keys) => {
    for (let length = 0; length < keys.length; length++) {
      if (parts.has(JSON.stringify(keys.slice(0, length)))) return false;
    }
    return true;
  });
}

/**
 * `patched` (a document that `checkDocument` accepted, with some parts changed: `changedPointers`
 * name every value added, removed or replaced) checked as `checkDocument` would check it, at a
 * fraction of the cost: the schema parses only the objects and arrays that hold a changed value
 * (the schema checks nothing across parts; see barDocumentPartSchema), the neighbours of a side are
 * recomputed only when the side changed, and every rule of `validateBar` runs on the result, as
 * the rules span modules. Null when a part fails the schema or sits where the document has no
 * part: then `checkDocument` on the whole says why. `patched` may be changed (parts replaced by
 * their parsed form): pass a copy whose changed ways nobody else holds.
 */
export function checkPatchedDocument(
  base: BarDocument,
  patched: Record<string, unknown>,
  changedPointers: readonly string[],
  catalogue: Catalogue,
): CheckedDocument | null {
  for (const keys of changedParts(changedPointers)) {
    // A change at the top level (a new schema version, a whole side): the whole document is checked.
    if (keys.length === 0) return null;
    const schema = barDocumentPartSchema(keys);
    if (!schema) return null;
    let holder: Record<string, unknown> = patched;
    for (const key of keys.slice(0, -1)) {
      const next = Object.hasOwn(holder, key) ? holder[key] : undefined;
      if (typeof next !== 'object' || next === null) return null;
      holder = next as Record<string, unknown>;
    }
    const last = keys.at(-1) as string;
    if (!Object.hasOwn(holder, last)) return null;
    const parsed = schema.safeParse(holder[last]);
    if (!parsed.success) return null;
    holder[last] = parsed.data;
  }
  const parsed = patched as unknown as BarDocument;
  const doc: BarDocument = {
    ...parsed,
    front: parsed.front === base.front ? parsed.front : relinkNeighbours(parsed.front, catalogue),
    back: parsed.back === base.back ? parsed.back : relinkNeighbours(parsed.back, catalogue),
  };
  return ruleChecked(doc, catalogue);
}

/** As `checkedDocumentOrThrow` for a patched document (see checkPatchedDocument). */
export function checkedPatchedDocumentOrThrow(
  base: BarDocument,
  patched: Record<string, unknown>,
  changedPointers: readonly string[],
  catalogue: Catalogue,
): BarDocument {
  const checked = checkPatchedDocument(base, patched, changedPointers, catalogue);
  if (checked === null) return checkedDocumentOrThrow(patched, catalogue);
  if (!checked.ok) throw problemsError(checked.problems);
  return accepted(checked.doc);
}
