import type { BarPatchRequest, PatchOperation } from '@bar/contracts/barPatch';
import { barNameSchema } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import { type BarDocument, DOCUMENT_VERSION } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import jsonPatch from 'fast-json-patch';
import { AppError, addFieldError, type FieldErrors } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import { type MessageKey, messageRef } from '../../i18n/catalogue.ts';
import type { Caller } from './access.ts';
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

const { applyOperation, JsonPatchError } = jsonPatch;

/** Why fast-json-patch refused an operation, as a message of the catalogue. */
const PATCH_FAILURES: Record<string, MessageKey> = {
  OPERATION_PATH_UNRESOLVABLE: 'bars.patchPathMissing',
  OPERATION_FROM_UNRESOLVABLE: 'bars.patchFromMissing',
  OPERATION_PATH_CANNOT_ADD: 'bars.patchCannotAdd',
  OPERATION_PATH_ILLEGAL_ARRAY_INDEX: 'bars.patchBadIndex',
  OPERATION_VALUE_OUT_OF_BOUNDS: 'bars.patchIndexBeyond',
  TEST_OPERATION_FAILED: 'bars.patchTestFailed',
  OPERATION_VALUE_CANNOT_CONTAIN_UNDEFINED: 'bars.patchNotJson',
};
const INVALID_OPERATION: MessageKey = 'bars.patchInvalid';

/** `/front/baseModules/3/color` → `front.baseModules.3.color`, the field path format of 422 responses. */
function dottedPointer(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}

/** A 422 for the operation at `index`, named by its path (the whole document: `_`). */
function refusedOperation(operation: PatchOperation, index: number, reason: MessageKey): AppError {
  const errors: FieldErrors = {};
  addFieldError(errors, dottedPointer(operation.path), messageRef(reason));
  return new AppError('validation', { key: 'bars.patchOperation', values: { number: index + 1, reason }, errors });
}

/**
 * Copies the objects and arrays on the way to `pointer` (not the value it names) into `root`, so
 * that an operation at `pointer` changes copies only: the document the operations start from is
 * shared (a cached document) and stays as it is. Stops where the way ends.
 */
function copyWayTo(root: Record<string, unknown>, pointer: string): void {
  const keys = pointer.split('/').slice(1, -1);
  let node: Record<string, unknown> = root;
  for (const escaped of keys) {
    const key = escaped.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!Object.hasOwn(node, key)) return;
    const child = node[key];
    if (typeof child !== 'object' || child === null) return;
    const copy = (Array.isArray(child) ? child.slice() : { ...child }) as Record<string, unknown>;
    node[key] = copy;
    node = copy;
  }
}

/**
 * `target` with the operations applied, all or none, as RFC 6902 says: an operation that cannot
 * apply (a path that does not exist, a failed `test`) refuses the patch with a 422 naming its
 * path. `target` is a shallow copy of the document; what lies below it is shared and is not
 * changed (each operation copies the way to its paths first).
 */
function applyOperations(target: Record<string, unknown>, operations: BarPatchRequest): Record<string, unknown> {
  let document = target;
  // One at a time: fast-json-patch's validation reports index 0 for whichever operation fails.
  for (const [index, operation] of operations.entries()) {
    try {
      copyWayTo(document, operation.path);
      if ('from' in operation && typeof operation.from === 'string') copyWayTo(document, operation.from);
      document = applyOperation(document, operation, true, true, true, index).newDocument;
    } catch (error) {
      if (error instanceof JsonPatchError) {
        throw refusedOperation(operation, index, PATCH_FAILURES[error.name] ?? INVALID_OPERATION);
      }
      // fast-json-patch throws a TypeError for `__proto__` paths; the request schema refuses them first.
      if (error instanceof TypeError) throw refusedOperation(operation, index, INVALID_OPERATION);
      throw error;
    }
  }
  return document;
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
 * read; it is not changed), and the result passes the one check a full save makes. Null when
 * anything refuses: a stored document may predate the current schema (missing defaults, dropped
 * keys), so refusals are judged on the restored document instead.
 */
function changeOnDocument(
  name: string,
  document: unknown,
  operations: BarPatchRequest,
  catalogue: Catalogue,
): Change | null {
  if (typeof document !== 'object' || document === null) return null;
  if ((document as BarDocument).schemaVersion !== DOCUMENT_VERSION) return null;
  try {
    return checkedChange(document, applyOperations({ name, ...document }, operations), operations, catalogue);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The same on the restored stored document. */
function changeOnRestored(bar: BarHead, raw: unknown, operations: BarPatchRequest, catalogue: Catalogue): Change {
  const stored = storedDocument({ id: bar.id, document: raw as BarDocument });
  return checkedChange(stored, applyOperations({ name: bar.name, ...stored }, operations), operations, catalogue);
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
  const change = changeOnDocument(held.head.name, held.document, operations, held.catalogue);
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
    changeOnDocument(bar.name, document, operations, catalogue) ??
    changeOnRestored(bar, document, operations, catalogue);
  return storeDocument(db, bar, change, document, catalogue, retention, locale, cache);
}
