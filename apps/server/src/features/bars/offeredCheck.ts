import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { assemblyPlacements, isNoLongerOffered, newlyPlacedUnoffered } from '@bar/domain/offered';
import { addFieldError, type FieldErrors, validationError } from '../../appError.ts';
import { violationMessage } from './prepareDocument.ts';

/** Whether the document holds any assembly no longer offered (most hold none: then nothing more is read). */
export function holdsUnoffered(document: BarDocument, catalogue: Catalogue): boolean {
  return assemblyPlacements(document).some((placement) => isNoLongerOffered(catalogue, placement.assemblyId));
}

/**
 * The placements of `after` that add an assembly no longer offered to what `before` (the stored
 * version the save was made on) held, as the 422's field errors; null when there are none.
 */
function unofferedPlacementErrors(
  before: BarDocument | null,
  after: BarDocument,
  catalogue: Catalogue,
): FieldErrors | null {
  const placed = newlyPlacedUnoffered(before, after, catalogue);
  if (placed.length === 0) return null;
  const errors: FieldErrors = {};
  for (const { path } of placed)
    addFieldError(errors, path, violationMessage({ rule: 'CAT', path, code: 'notOffered' }));
  return errors;
}

/** Throws the 422 of `unofferedPlacementErrors`, naming each placement the save would add. */
export function refuseNewlyPlacedUnoffered(before: BarDocument | null, after: BarDocument, catalogue: Catalogue): void {
  const errors = unofferedPlacementErrors(before, after, catalogue);
  if (errors) throw validationError(errors);
}
