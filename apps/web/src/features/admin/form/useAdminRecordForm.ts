import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { showNotice } from '../../../ui/notifications.ts';
import { isDirtyAgainst, splitServerErrors } from './formSnapshot.ts';
import { useLeaveGuard } from './leaveGuard.tsx';

export type AdminRecordFormOptions<TRecord, TValues extends FieldValues> = {
  /** react-query key of the record (also updated with the saved record). */
  queryKey: QueryKey;
  /** Loads the record by id. Omit it for a create form: `createValues` are then the first snapshot. */
  load?: () => Promise<TRecord>;
  /** The values of an empty create form. */
  createValues?: TValues;
  /** The form values of a loaded or saved record (strings for text inputs, never null there). */
  toValues: (record: TRecord) => TValues;
  /** Sends the values: PUT with the record's id, or POST when creating. Resolves to the saved record. */
  save: (values: TValues) => Promise<TRecord>;
  /** Client validation, e.g. `zodResolver(schema)`; server 422 messages come on top. */
  resolver?: Resolver<TValues>;
  /** Runs after a successful save (the form is already clean), e.g. navigate to a new record. */
  onSaved?: (saved: TRecord) => void;
  /** Notification text after a save; defaults to "Changes saved." */
  savedMessage?: string;
  /**
   * Values written in the interface language (numbers with its separators) rewritten after the
   * language changed; applied to both the snapshot and the values being edited, so nothing turns dirty.
   */
  rewriteForLanguage?: (values: TValues, from: string, to: string) => TValues;
};

export type AdminRecordForm<TRecord, TValues extends FieldValues> = {
  form: UseFormReturn<TValues>;
  /** The last loaded or saved record (undefined while loading and in a fresh create form). */
  record: TRecord | undefined;
  isLoading: boolean;
  loadError: unknown;
  /** The values differ from the last loaded or saved snapshot. */
  isDirty: boolean;
  /** A create form (no `load`): Save is possible before any change. */
  isNew: boolean;
  isSubmitting: boolean;
  /** 422 messages without a matching field and other save failures, shown above the buttons. */
  formErrors: string[];
  /** The form's onSubmit handler. */
  submit: (event?: FormEvent) => Promise<void>;
  /** Navigation blocked because of unsaved changes (AdminFormLayout asks to confirm). */
  blocker: Blocker;
};

/**
 * The generic admin record form: loads a record, keeps a snapshot of the last loaded or saved
 * values (dirty = differs from it), submits with a submitting flag, maps a 422's `errors` onto
 * the fields by their dotted paths, clears errors and notifies after a save, and blocks leaving
 * the page with unsaved changes. Render it with AdminFormLayout.
 */
export function useAdminRecordForm<TRecord, TValues extends FieldValues>(
  options: AdminRecordFormOptions<TRecord, TValues>,
): AdminRecordForm<TRecord, TValues> {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey, load, toValues, save, onSaved } = options;
  const query = useQuery({
    queryKey,
    queryFn: load ?? (() => Promise.reject(new Error('nothing to load'))),
    enabled: load !== undefined,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const form = useForm<TValues>({
    resolver: options.resolver,
    defaultValues: options.createValues as DefaultValues<TValues> | undefined,
  });
  const [snapshot, setSnapshot] = useState<TValues | null>(load ? null : (options.createValues ?? null));
  const [isSubmitting, setSubmitting] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const values = useWatch({ control: form.control }) as TValues;
  const isDirty = isDirtyAgainst(values, snapshot);
  const dirtyRef = useRef(false);
  dirtyRef.current = isDirty && !isSubmitting;

  const takeSnapshot = useCallback(
    (next: TValues) => {
      form.reset(next);
      setSnapshot(next);
      setFormErrors([]);
      dirtyRef.current = false;
    },
    [form],
  );

  // A (re)loaded record becomes the snapshot unless the user is in the middle of editing.
  const toValuesRef = useRef(toValues);
  toValuesRef.current = toValues;
  const loaded = query.data;
  useEffect(() => {
    if (loaded !== undefined && !dirtyRef.current) takeSnapshot(toValuesRef.current(loaded));
  }, [loaded, takeSnapshot]);

  // A language switch rewrites the numbers with the new separators ("1.234,56" → "1,234.56").
  const language = i18n.language;
  const languageRef = useRef(language);
  const rewriteRef = useRef(options.rewriteForLanguage);
  rewriteRef.current = options.rewriteForLanguage;
  const snapshotRef = useRef(snapshot);
  snapshotRef.current = snapshot;
  useEffect(() => {
    const from = languageRef.current;
    languageRef.current = language;
    const rewrite = rewriteRef.current;
    const current = snapshotRef.current;
    if (from === language || !rewrite || current === null) return;
    form.reset(rewrite(form.getValues(), from, language));
    setSnapshot(rewrite(current, from, language));
  }, [language, form]);

  const blocker = useLeaveGuard(() => dirtyRef.current, isDirty);

  const send = async (submitted: TValues) => {
    if (isSubmitting) return;
    setSubmitting(true);
    setFormErrors([]);
    try {
      const saved = await save(submitted);
      takeSnapshot(toValues(saved));
      queryClient.setQueryData(queryKey, saved);
      showNotice({
        tone: 'info',
        title: t('adminRecords.form.savedTitle'),
        message: options.savedMessage ?? t('adminRecords.form.saved'),
      });
      onSaved?.(saved);
    } catch (error) {
      const split = splitServerErrors(error, submitted);
      for (const [path, message] of split?.fields ?? [])
        form.setError(path as Path<TValues>, { type: 'server', message });
      setFormErrors(split ? split.others : [t('errors.generic')]);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    form,
    record: (query.data as TRecord | undefined) ?? undefined,
    isLoading: load !== undefined && query.isPending,
    loadError: query.error,
    isDirty,
    isNew: load === undefined,
    isSubmitting,
    formErrors,
    submit: form.handleSubmit(send),
    blocker,
  };
}
