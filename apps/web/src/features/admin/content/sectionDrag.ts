import { CONTENT_SECTION_TYPES, type ContentSectionType } from '@bar/contracts/content';
import { type CollisionDetection, closestCenter, pointerWithin } from '@dnd-kit/core';

/** Cards glide to their new place in 200 ms (spec section 10: drag animation 200 ms). */
export const SORT_TRANSITION = { duration: 200, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' };

/** The drop zone after the last card, where a palette entry lands at the end of the list. */
export const LIST_END_ID = 'sections-end';

const PALETTE_PREFIX = 'palette:';

/** Drag ids of palette entries; they never collide with section ids (40 hex characters). */
export function paletteDragId(type: ContentSectionType): string {
  return `${PALETTE_PREFIX}${type}`;
}

export function paletteTypeOf(dragId: string | number): ContentSectionType | null {
  const id = String(dragId);
  if (!id.startsWith(PALETTE_PREFIX)) return null;
  const type = id.slice(PALETTE_PREFIX.length);
  return CONTENT_SECTION_TYPES.find((known) => known === type) ?? null;
}

/** Where a palette entry dropped on `overId` goes: before that card, or at the end. */
export function paletteDropIndex(sectionIds: readonly string[], overId: string | number | null): number | null {
  if (overId === null) return null;
  if (String(overId) === LIST_END_ID) return sectionIds.length;
  const index = sectionIds.indexOf(String(overId));
  return index < 0 ? null : index;
}

/**
 * Cards sort by the nearest centre, as dnd-kit's sortable lists do. A palette entry only lands
 * where the pointer is, so letting go beside the list adds nothing.
 */
export const sectionCollisions: CollisionDetection = (args) =>
  paletteTypeOf(args.active.id) ? pointerWithin(args) : closestCenter(args);
