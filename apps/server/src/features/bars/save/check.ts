import type { BarPatchRequest } from '@bar/contracts/barPatch';
import { barNameSchema } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import { type BarDocument, DOCUMENT_VERSION } from '@bar/domain/document';
import { AppError } from '../../../appError.ts';
import { messageRef } from '../../../i18n/catalogue.ts';
import { holdsUnoffered, refuseNewlyPlacedUnoffered } from '../offeredCheck.ts';
import {
  checkedDocumentOrThrow,
  checkedPatchedDocumentOrThrow,
  isChecked,
  prepareDocument,
} from '../prepareDocument.ts';
import { storedDocument } from '../presentBar.ts';
import { findBarDocument } from '../repository.ts';
import { applyOperations } from './apply.ts';
import type { Change, CheckedEdit, SaveContext } from './context.ts';

/**
 * Step 3 of a save: the name and document the edit makes, checked as a full save checks them,
 * once per document, name and catalogue (see `CheckedEdit`).
 */

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
function checkedPatch(
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
 * The operations on `base` (the stored document of the version they were made on), checked.
 * Usually without restoring the stored document first (a second parse of up to 80 KB): the
 * operations go straight onto it and the result passes the one check a full save makes. A
 * document that passed a save's checks in this process is already in its restored form, so a
 * refusal on it is the answer, as is a patch that would build too much on any document. Other
 * refusals are judged on the restored document: a stored document may predate the current schema
 * (missing defaults, dropped keys).
 */
function patchChange(
  id: string,
  name: string,
  base: unknown,
  operations: BarPatchRequest,
  catalogue: Catalogue,
): Change {
  if (typeof base === 'object' && base !== null && (base as BarDocument).schemaVersion === DOCUMENT_VERSION) {
    const applied = applyOperations(name, base, operations);
    if (!applied.ok && (applied.isRefusedOnAnyDocument || isChecked(base))) throw applied.refusal;
    try {
      if (applied.ok) return checkedPatch(base, applied.patched, operations, catalogue);
    } catch (error) {
      if (!(error instanceof AppError) || isChecked(base)) throw error;
    }
  }
  const restored = storedDocument({ id, document: base as BarDocument });
  const applied = applyOperations(name, restored, operations);
  if (!applied.ok) throw applied.refusal;
  return checkedPatch(restored, applied.patched, operations, catalogue);
}

/** What the checks need of a save: the edit, and the bar's id and database for its stored document. */
export type CheckContext = Pick<SaveContext, 'db' | 'id' | 'edit'>;

/** The change the edit makes on `base` with `name`, checked (throws the 422). */
async function change(
  { db, id, edit }: CheckContext,
  name: string,
  base: unknown,
  catalogue: Catalogue,
): Promise<Change> {
  const change =
    edit.kind === 'patch'
      ? patchChange(id, name, base, edit.operations, catalogue)
      : {
          name: edit.request.name ?? name,
          // `stored` is only called when the request leaves a field out: then read.ts has read `base`.
          document: prepareDocument(
            () => storedDocument({ id, document: base as BarDocument }),
            edit.request,
            catalogue,
            base,
          ),
        };
  if (holdsUnoffered(change.document, catalogue)) {
    // A part no longer offered stays where the bar had it, but is never placed anew (422).
    const raw = base ?? (await findBarDocument(db, id));
    const before = raw === null ? null : storedDocument({ id, document: raw as BarDocument });
    refuseNewlyPlacedUnoffered(before, change.document, catalogue);
  }
  return change;
}

/**
 * The edit checked on `base` (the document of the edit's version exactly as held or stored; null
 * when not known and not needed), or `earlier` when that was checked on the very same document,
 * name and catalogue: a refused edit is checked once.
 */
export async function checkEdit(
  context: CheckContext,
  earlier: CheckedEdit | null,
  name: string,
  base: unknown,
  catalogue: Catalogue,
): Promise<CheckedEdit> {
  if (earlier && base !== null && earlier.base === base && earlier.name === name && earlier.catalogue === catalogue) {
    return earlier;
  }
  try {
    return { base, name, catalogue, result: { ok: true, change: await change(context, name, base, catalogue) } };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { base, name, catalogue, result: { ok: false, refusal: error } };
  }
}
