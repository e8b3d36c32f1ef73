import type { ContentSectionType, StoredContentSection } from '@bar/contracts/content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { contentUpdateOf, fetchStoredSections, STORED_SECTIONS_KEY, saveSections } from './contentBuilderApi.ts';
import {
  hasUnsavedChanges,
  insertSection,
  moveSection,
  newSection,
  removeSection,
  replaceSection,
} from './sectionList.ts';

/**
 * The builder's state: the sections as edited here, the list as last loaded or saved (dirty =
 * they differ) and which sections were made here (they go to the server without an id).
 */
export function useContentBuilder() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: STORED_SECTIONS_KEY, queryFn: fetchStoredSections, refetchOnWindowFocus: false });
  const [saved, setSaved] = useState<StoredContentSection[] | null>(null);
  const [sections, setSections] = useState<StoredContentSection[]>([]);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  useEffect(() => {
    if (query.data && saved === null) {
      setSaved(query.data);
      setSections(query.data);
    }
  }, [query.data, saved]);

  const add = (type: ContentSectionType, index?: number) => {
    const section = newSection(type);
    setNewIds((ids) => new Set([...ids, section.id]));
    setSections((list) => insertSection(list, section, index));
    return section;
  };

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      const stored = await saveSections(contentUpdateOf(sections, newIds));
      setSaved(stored);
      setSections(stored);
      setNewIds(new Set());
      queryClient.setQueryData(STORED_SECTIONS_KEY, stored);
      // The home screen reads GET /api/content per language; all of them are stale now.
      await queryClient.invalidateQueries({ queryKey: ['content'] });
      return true;
    } catch (error) {
      setSaveError(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    isLoading: query.isPending,
    loadError: query.error,
    sections,
    hasUnsavedChanges: saved !== null && hasUnsavedChanges(sections, saved),
    isSaving,
    saveError,
    add,
    move: (activeId: string, overId: string) => setSections((list) => moveSection(list, activeId, overId)),
    remove: (id: string) => setSections((list) => removeSection(list, id)),
    update: (section: StoredContentSection) => setSections((list) => replaceSection(list, section)),
    discard: () => {
      if (!saved) return;
      setSections(saved);
      setNewIds(new Set());
    },
    save,
  };
}
