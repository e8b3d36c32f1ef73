import type { BarPatchRequest, PatchOperation } from '@bar/contracts/barPatch';
import { AppError, addFieldError, type FieldErrors } from '../../../appError.ts';
import { type MessageKey, messageRef } from '../../../i18n/catalogue.ts';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '../../../plugins/jsonLimits.ts';
import { BoundedPatch, type PatchLimits, type PatchRefusalReason } from '../boundedPatch.ts';
import { pointerKeys } from '../jsonPointer.ts';

/**
 * Step 2 of a save: a patch's operations applied to the bar's name and document. (A PUT's fields
 * are laid over the stored document by `prepareDocument`, which check.ts calls.)
 */

/** Refusals that hold on any document the operations could be applied to. */
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
const PATCH_LIMITS: PatchLimits = { maxBytes: MAX_JSON_BODY_BYTES, maxDepth: MAX_JSON_DEPTH };

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

/** What the operations gave: the patched bar (name and document), or the 422 and whether it holds on any document. */
export type Applied =
  | { ok: true; patched: Record<string, unknown> }
  | { ok: false; refusal: AppError; isRefusedOnAnyDocument: boolean };

/**
 * The operations applied to `{ name, ...document }`, all or none, as RFC 6902 says: an operation
 * that cannot apply (a path that does not exist, a failed `test`) or a patch that would build too
 * much refuses the patch with a 422 naming the operation's path. Neither `document` nor what lies
 * below it is changed (see BoundedPatch).
 */
export function applyOperations(name: string, document: object, operations: BarPatchRequest): Applied {
  const outcome = BoundedPatch.apply({ name, ...document }, operations, PATCH_LIMITS);
  if (outcome.ok) return { ok: true, patched: outcome.patched() };
  const refusal = refusedOperation(operations[outcome.index] as PatchOperation, outcome.index, outcome.reason);
  return { ok: false, refusal, isRefusedOnAnyDocument: BUILDS_TOO_MUCH.has(outcome.reason) };
}
