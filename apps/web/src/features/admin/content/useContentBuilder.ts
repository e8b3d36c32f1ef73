import type { StoredContentMeta } from '@bar/contracts/adminContent';
import type { ContentSectionType, StoredContentSection } from '@bar/contracts/content';
import { DEFAULT_CONTENT_LOCALE } from '@bar/contracts/contentRules';
import { isSafeLinkUrl } from '@bar/contracts/safeUrl';
import type { Locale } from '@bar/domain/locale';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  companyUrlOfField,
  contentUpdateOf,
  fetchStoredContent,
  STORED_SECTIONS_KEY,
  saveContent,
} from './contentBuilderApi.ts';
import {
  hasUnsavedChanges,
  insertSection,
  moveSection,
  newSection,
  removeSection,
  replaceSection,
} from './sectionList.ts';

type Saved = { sections: StoredContentSection[]; meta: StoredContentMeta };

/**
 * The builder's state: the sections, the company website and the default language as edited here, both as last loaded
 * or saved (dirty = they differ) and which sections were made here (they go to the server
 * without an id).
 */
export function useContentBuilder() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: STORED_SECTIONS_KEY, queryFn: fetchStoredContent, refetchOnWindowFocus: false });
  const [saved, setSaved] = useState<Saved | null>(null);
  const [sections, setSections] = useState<StoredContentSection[]>([]);
  const [companyUrl, setCompanyUrl] = useState('');
  const [defaultLocale, setDefaultLocale] = useState<Locale>(DEFAULT_CONTENT_LOCALE);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  const adopt = (stored: Saved) => {
    setSaved(stored);
    setSections(stored.sections);
    setCompanyUrl(stored.meta.company_url ?? '');
    setDefaultLocale(stored.meta.default_locale);
    setNewIds(new Set());
  };

  useEffect(() => {
    if (query.data && saved === null) {
      setSaved({ sections: query.data.data, meta: query.data.meta });
      setSections(query.data.data);
      setCompanyUrl(query.data.meta.company_url ?? '');
      setDefaultLocale(query.data.meta.default_locale);
    }
  }, [query.data, saved]);

  const companyUrlToSave = companyUrlOfField(companyUrl);
  const isCompanyUrlValid = companyUrlToSave === null || isSafeLinkUrl(companyUrlToSave);
  const isCompanyUrlChanged = saved !== null && companyUrlToSave !== saved.meta.company_url;
  const isDefaultLocaleChanged = saved !== null && defaultLocale !== saved.meta.default_locale;

  const add = (type: ContentSectionType, index?: number) => {
    const section = newSection(type);
    setNewIds((ids) => new Set([...ids, section.id]));
    setSections((list) => insertSection(list, section, index));
    return section;
  };

  const save = async () => {
    if (!isCompanyUrlValid) return false;
    setSaving(true);
    setSaveError(null);
    try {
      const stored = await saveContent(
        contentUpdateOf(sections, newIds, { companyUrl: companyUrlToSave, defaultLocale }),
      );
      adopt({ sections: stored.data, meta: stored.meta });
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
    companyUrl,
    defaultCompanyUrl: saved?.meta.default_company_url ?? '',
    isCompanyUrlValid,
    defaultLocale,
    hasUnsavedChanges:
      saved !== null && (hasUnsavedChanges(sections, saved.sections) || isCompanyUrlChanged || isDefaultLocaleChanged),
    isSaving,
    saveError,
    add,
    setCompanyUrl,
    setDefaultLocale,
    move: (activeId: string, overId: string) => setSections((list) => moveSection(list, activeId, overId)),
    remove: (id: string) => setSections((list) => removeSection(list, id)),
    update: (section: StoredContentSection) => setSections((list) => replaceSection(list, section)),
    discard: () => {
      if (saved) adopt(saved);
    },
    save,
  };
}
