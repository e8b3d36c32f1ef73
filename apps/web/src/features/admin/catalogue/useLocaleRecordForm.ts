import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { catalogueQueryKey } from '../../bars/index.ts';
import { type AdminRecordFormOptions, useAdminRecordForm } from '../form/useAdminRecordForm.ts';
import { localeResolver } from './numberFields.ts';

/**
 * A catalogue form whose numbers are written as the interface language writes them: its schema for
 * a language, its values of a record, the request of its values, and the values rewritten after a
 * language switch.
 */
export type LocaleFormKind<TRecord, TValues, TWrite> = {
  schemaFor: (locale: string) => z.ZodType;
  valuesOf: (record: TRecord, locale: string) => TValues;
  writeOf: (values: TValues, locale: string) => TWrite;
  rewrite: (values: TValues, from: string, to: string) => TValues;
};

type Options<TRecord, TValues extends FieldValues, TWrite> = Omit<
  AdminRecordFormOptions<TRecord, TValues>,
  'toValues' | 'save' | 'resolver' | 'rewriteForLanguage'
> & {
  /** PUT or POST the request; resolves to the saved record. */
  send: (write: TWrite) => Promise<TRecord>;
};

/**
 * useAdminRecordForm for a LocaleFormKind, reading and writing numbers in the current language.
 * A save makes the editor's cached catalogue stale: prices, sizes, bags and vehicle classes count
 * at once, also in an editor opened later in the same tab.
 */
export function useLocaleRecordForm<TRecord, TValues extends FieldValues, TWrite>(
  kind: LocaleFormKind<TRecord, TValues, TWrite>,
  { send, ...options }: Options<TRecord, TValues, TWrite>,
) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { onSaved } = options;
  return useAdminRecordForm<TRecord, TValues>({
    ...options,
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: catalogueQueryKey });
      onSaved?.(saved);
    },
    toValues: (record) => kind.valuesOf(record, i18n.language),
    save: (values) => send(kind.writeOf(values, i18n.language)),
    resolver: localeResolver(kind.schemaFor, () => i18n.language),
    rewriteForLanguage: kind.rewrite,
  });
}
