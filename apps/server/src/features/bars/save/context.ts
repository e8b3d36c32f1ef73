import type { BarPatchRequest } from '@bar/contracts/barPatch';
import type { UpdateBarRequest } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import type { ComputedPartsList } from '@bar/domain/partsList';
import type { AppError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import type { BarRow } from '../../../db/schema.ts';
import type { Caller } from '../access.ts';
import type { DocumentCache } from '../documentCache.ts';
import type { BarHead, SaveGuard } from '../repository.ts';
import type { RevisionRetention } from '../revisionRetention.ts';

/**
 * The one save pipeline of `PUT` and `PATCH /bars/:id` (saveBar.ts), one file per step:
 * read.ts → apply.ts → check.ts → store.ts → reply.ts. This file holds what the steps pass on.
 */

/** What a save asks for: a few RFC 6902 operations on a version, or fields of a whole save (a PUT). */
export type SaveEdit =
  | { kind: 'patch'; version: number; operations: BarPatchRequest }
  | { kind: 'put'; request: UpdateBarRequest };

/** Everything a save needs besides the bar: one object instead of eight positional parameters. */
export type SaveContext = {
  db: Database;
  id: string;
  caller: Caller;
  locale: Locale;
  retention: RevisionRetention;
  /** The documents this process saved or served last (see DocumentCache). */
  cache: DocumentCache;
  edit: SaveEdit;
};

/** The version the edit was made on. */
export function versionOfEdit(edit: SaveEdit): number {
  return edit.kind === 'patch' ? edit.version : edit.request.version;
}

/** The bar's name and document as a save would store them, checked. */
export type Change = { name: string; document: BarDocument };

/**
 * The answer of the checks for an edit made on one document (`base`, exactly as held or stored)
 * with one name and one catalogue: the change, or the 422. A later step that finds the very same
 * document, name and catalogue takes this answer instead of checking again.
 */
export type CheckedEdit = {
  base: unknown;
  name: string;
  catalogue: Catalogue;
  result: { ok: true; change: Change } | { ok: false; refusal: AppError };
};

/** A bar as this process holds it at the edit's version, with the catalogue it holds (see read.ts). */
export type HeldBar = { head: BarHead; document: unknown; catalogue: Catalogue; guard: SaveGuard };

/** A stored save: the new row, its parts list and the catalogue it was checked and priced with. */
export type Saved = { bar: BarRow; parts: ComputedPartsList; catalogue: Catalogue };

/**
 * What the held way (no read of the row) gave:
 * - `notHeld`: the bar is not held at that version, or not editable as held, or no catalogue is held;
 * - `refused`: the checks refused the edit; the 422 is sent once the row confirms access and version;
 * - `notStored`: the checks passed, but nothing was stored (the edit changes nothing, or the row
 *   changed meanwhile); the way that reads the row answers;
 * - `stored`: the change is stored.
 */
export type HeldOutcome =
  | { kind: 'notHeld' }
  | { kind: 'refused'; checked: CheckedEdit }
  | { kind: 'notStored'; checked: CheckedEdit }
  | { kind: 'stored'; saved: Saved };

/** What a save ends with: stored, or made on a version that is no longer the bar's (a 409 with `current`). */
export type SaveOutcome = { kind: 'stored'; saved: Saved } | { kind: 'stale'; current: BarRow; catalogue: Catalogue };
