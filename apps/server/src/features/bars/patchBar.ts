import type { BarPatchRequest, PatchOperation } from '@bar/contracts/barPatch';
import { barNameSchema } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import { type BarDocument, DOCUMENT_VERSION } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import { AppError, addFieldError, type FieldErrors } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import { type MessageKey, messageRef } from '../../i18n/catalogue.ts';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '../../plugins/jsonLimits.ts';
import type { Caller } from './access.ts';
import {
  BoundedPatch,
  type PatchLimits,
  type PatchOutcome,
  type PatchRefusalReason,
  pointerKeys,
} from './boundedPatch.ts';
import type { DocumentCache } from './documentCache.ts';
import { checkedDocumentOrThrow, checkedPatchedDocumentOrThrow, isChecked } from './prepareDocument.ts';
import { storedDocument } from './presentBar.ts';
import { type BarHead, findBarDocument } from './repository.ts';
import type { RevisionRetention } from './revisionRetention.ts';
import {
  type HeldSave,
  heldForEdit,
  staleOutcome,
  storeDocument,
  storeHeldDocument,
  type UpdateOutcome,
} from './updateBar.ts';

// Refusals that hold on any document the operations could be applied to.
const BUILDS_TOO_MUCH: ReadonlySet<PatchRefusalReason> = new Set(['tooLarge', 'tooDeep']);

/** Why an operation cannot apply, as a message of the catalogue. */
const PATCH_FAILURES: Record<Exclude<PatchRefusalReason, 'tooLarge' | 'tooDeep'>, MessageKey> = {
  pathMissing: 'bars.patchPathMissing',
  fromMissing: 'bars.patchFromMissing',
  cannotAdd: 'bars.patchCannotAdd',
  badIndex: 'bars.patchBadIndex',
  indexBeyond: 'bars.patchIndexBeyond',
  testFailed: 'bars.patchTestFailed',
  invalid: 'bars.patchInvalid',
};

/**
 * What a patch may build: no larger than the largest document a full save may send, and nested
 * no deeper than a request body may be.
 */
export const PATCH_LIMITS: PatchLimits = { maxBytes: MAX_JSON_BODY_BYTES, maxDepth: MAX_JSON_DEPTH };

/** `/front/baseModules/3/color` → `front.baseModules.3.color`, the field path format of 422 responses. */
function dottedPointer(pointer: string): string {
  return pointerKeys(pointer).join('.');
}

/** A 422 for the operation at `index`, named by its path (the whole document: `_`). */
function refusedOperation(operation: PatchOperation, index: number, reason: PatchRefusalReason): AppError {
  const errors: FieldErrors = {};
  if (BUILDS_TOO_MUCH.has(reason)) {
    const message =
      reason === 'tooLarge'
        ? messageRef('bars.patchTooLarge', { max: PATCH_LIMITS.maxBytes })
        : messageRef('error.nestedTooDeep', { max: PATCH_LIMITS.maxDepth });
    addFieldError(errors, dottedPointer(operation.path), message);
    return new AppError('validation', { message, errors });
  }
  const key = PATCH_FAILURES[reason as keyof typeof PATCH_FAILURES];
  addFieldError(errors, dottedPointer(operation.path), messageRef(key));
  return new AppError('validation', { key: 'bars.patchOperation', values: { number: index + 1, reason: key }, errors });
}

// What a request's operations gave on a bar's name and document: the way that reads the row after
// the held way failed (see patchHeldBar) finds it here and does not apply the same operations to
// the same document again. Keyed by the request's operations, so it lives as long as the request.
const applications = new WeakMap<BarPatchRequest, { name: string; document: object; outcome: PatchOutcome }>();

/**
 * `document` with the operations applied, all or none, as RFC 6902 says: an operation that cannot
 * apply (a path that does not exist, a failed `test`) or a patch that would build too much refuses
 * the patch with a 422 naming the operation's path. Neither `document` nor what lies below it is
 * changed (see BoundedPatch).
 */
function applyOperations(name: string, document: object, operations: BarPatchRequest): PatchOutcome {
  const known = applications.get(operations);
  if (known?.document === document && known.name === name) return known.outcome;
  const outcome = BoundedPatch.apply({ name, ...document }, operations, PATCH_LIMITS);
  applications.set(operations, { name, document, outcome });
  return outcome;
}

/** The patched bar (name and document), or the 422 of the refusal. */
function patchedOrThrow(outcome: PatchOutcome, operations: BarPatchRequest): Record<string, unknown> {
  if (outcome.ok) return outcome.patched();
  throw refusedOperation(operations[outcome.index] as PatchOperation, outcome.index, outcome.reason);
}

type Change = { name: string; document: BarDocument };

/** The pointers of the values the operations add, remove or replace in the document (not the name). */
function changedPointers(operations: BarPatchRequest): string[] {
  const pointers: string[] = [];
  for (const operation of operations) {
    if (operation.op === 'test') continue;
    pointers.push(operation.path);
    if (operation.op === 'move') pointers.push(operation.from);
  }
  return pointers.filter((pointer) => pointer !== '/name');
}

/**
 * The patched name and document, checked as a full save checks them; throws the 422 otherwise.
 * When `base` (the document the operations were applied to) passed these checks in this process, only
 * the parts the operations changed are parsed again (see checkPatchedDocument).
 */
function checkedChange(
  base: unknown,
  patched: Record<string, unknown>,
  operations: BarPatchRequest,
  catalogue: Catalogue,
): Change {
  const { name, ...document } = patched;
  const parsedName = barNameSchema.safeParse(name);
  if (!parsedName.success) {
    const message = parsedName.error.issues[0]?.message ?? messageRef('validation.invalid');
    throw new AppError('validation', { message, errors: { name: [message] } });
  }
  const checked = isChecked(base)
    ? checkedPatchedDocumentOrThrow(base, document, changedPointers(operations), catalogue)
    : checkedDocumentOrThrow(document, catalogue);
  return { name: parsedName.data, document: checked };
}

/**
 * The usual case, without restoring the stored document first (a second parse of up to 80 KB):
 * the operations go straight onto `document` (the stored document of this version, cached or just
 * read; it is not changed), and the result passes the one check a full save makes. A document that
 * passed a save's checks in this process is already in its restored form, so a refusal on it is
 * the answer (thrown), as is a patch that would build too much on any document. Null otherwise
 * when anything refuses: a stored document may predate the current schema (missing defaults,
 * dropped keys), so such refusals are judged on the restored document instead. `isFinal`: whether
 * a refusal of the checks is the answer (not when they ran against a catalogue that may be stale).
 */
function changeOnDocument(
  name: string,
  document: unknown,
  operations: BarPatchRequest,
  catalogue: Catalogue,
  isFinal: boolean,
): Change | null {
  if (typeof document !== 'object' || document === null) return null;
  if ((document as BarDocument).schemaVersion !== DOCUMENT_VERSION) return null;
  const outcome = applyOperations(name, document, operations);
  const isRefusedOnAnyDocument = !outcome.ok && BUILDS_TOO_MUCH.has(outcome.reason);
  try {
    return checkedChange(document, patchedOrThrow(outcome, operations), operations, catalogue);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (isRefusedOnAnyDocument || (isFinal && isChecked(document))) throw error;
    return null;
  }
}

/** The same on the restored stored document. */
function changeOnRestored(bar: BarHead, raw: unknown, operations: BarPatchRequest, catalogue: Catalogue): Change {
  const stored = storedDocument({ id: bar.id, document: raw as BarDocument });
  const patched = patchedOrThrow(applyOperations(bar.name, stored, operations), operations);
  return checkedChange(stored, patched, operations, catalogue);
}

/**
 * The usual autosave, without reading the bar's row first: when this process holds the bar at
 * `version` (it saved or served that version), the caller may edit it as held, and the operations
 * pass the checks on the held document against the catalogue this process holds, the change is
 * stored in one statement that also confirms what the access check and the checks rested on (see
 * `SaveGuard`). Null whenever any of that is not so (the bar is not held, access or a check is
 * refused, nothing changes, the row or the catalogue changed meanwhile): then `patchBar` answers,
 * reading the row as before; nothing was stored.
 */
export async function patchHeldBar(
  db: Database,
  id: string,
  version: number,
  operations: BarPatchRequest,
  caller: Caller,
  retention: RevisionRetention,
  locale: Locale,
  cache: DocumentCache,
): Promise<HeldSave | null> {
  const held = await heldForEdit(db, id, version, caller, cache);
  if (!held) return null;
  let change: Change | null;
  try {
    change = changeOnDocument(held.head.name, held.document, operations, held.catalogue, false);
  } catch (error) {
    // Answered by `patchBar` once it has confirmed access on the row (the operations are not applied again).
    if (error instanceof AppError) return null;
    throw error;
  }
  return change && storeHeldDocument(db, held, change, retention, locale, cache);
}

/**
 * Saves the bar with `operations` applied to version `version` of it: refuses a stale version
 * (409 with the current bar), checks the resulting name and document with the rules of a full
 * save (422 naming the field path) and stores the result as the next version in one transaction.
 * The document of `bar.version` comes from `cache` when this process saved or served it last.
 */
export async function patchBar(
  db: Database,
  bar: BarHead,
  version: number,
  operations: BarPatchRequest,
  catalogue: Catalogue,
  retention: RevisionRetention,
  locale: Locale,
  cache: DocumentCache,
): Promise<UpdateOutcome> {
  if (version !== bar.version) return staleOutcome(db, bar.id);
  const document = cache.get(bar.id, bar.version) ?? (await findBarDocument(db, bar.id));
  if (document === null) return { ok: false, reason: 'gone' };
  const change =
    changeOnDocument(bar.name, document, operations, catalogue, true) ??
    changeOnRestored(bar, document, operations, catalogue);
  return storeDocument(db, bar, change, document, catalogue, retention, locale, cache);
}
