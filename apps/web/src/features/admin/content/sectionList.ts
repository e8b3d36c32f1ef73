import {
  CONTENT_SECTION_TYPES,
  type ContentSectionType,
  defaultSectionValue,
  type StoredContentSection,
} from '@bar/contracts/content';

export type { ContentSectionType, StoredContentSection };
export { CONTENT_SECTION_TYPES };

/** A section id as the server expects it: 40 hex characters (decisions.md 4), random. */
export function newSectionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A section cloned from the palette: a fresh id and its type's default value. */
export function newSection(type: ContentSectionType, id: string = newSectionId()): StoredContentSection {
  return { id, type, value: defaultSectionValue(type) } as StoredContentSection;
}

/** The list with `section` inserted before position `index` (at the end when index is past it). */
export function insertSection(
  sections: readonly StoredContentSection[],
  section: StoredContentSection,
  index: number = sections.length,
): StoredContentSection[] {
  const at = Math.max(0, Math.min(index, sections.length));
  return [...sections.slice(0, at), section, ...sections.slice(at)];
}

export function removeSection(sections: readonly StoredContentSection[], id: string): StoredContentSection[] {
  return sections.filter((section) => section.id !== id);
}

/** The list with the section `activeId` moved to where `overId` is (dnd-kit sortable semantics). */
export function moveSection(
  sections: readonly StoredContentSection[],
  activeId: string,
  overId: string,
): StoredContentSection[] {
  const from = sections.findIndex((section) => section.id === activeId);
  const to = sections.findIndex((section) => section.id === overId);
  if (from < 0 || to < 0 || from === to) return [...sections];
  const next = [...sections];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as StoredContentSection);
  return next;
}

export function replaceSection(
  sections: readonly StoredContentSection[],
  updated: StoredContentSection,
): StoredContentSection[] {
  return sections.map((section) => (section.id === updated.id ? updated : section));
}

/** Differs from the last loaded or saved list: order, a value, an added or removed section. */
export function hasUnsavedChanges(
  sections: readonly StoredContentSection[],
  saved: readonly StoredContentSection[],
): boolean {
  return JSON.stringify(sections) !== JSON.stringify(saved);
}
