import type { AdminListName, AdminListRow, AdminListSortKey } from '@bar/contracts/adminLists';
import type { Cents } from '@bar/domain/units';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminListColumn, AdminListFilter, CellContext } from '../list/types.ts';
import { dateTime, millimetres, money, NameWithCode, YesNoBadge } from './cells.tsx';

/** Where a column reads its value and whether the server sorts by it (by default under the column's id). */
type ColumnOptions<L extends AdminListName> = {
  /** `true` sorts by the column's id; a key sorts by that key. */
  sort?: true | AdminListSortKey<L>;
};

/**
 * The column kinds and filters the list pages share, labelled by their text key under
 * `admin.columns`: `const build = useListBuilders<'users'>()`, then
 * `build.date('created_at', 'createdAt', (user) => user.created_at, { sort: true })`.
 */
export function useListBuilders<L extends AdminListName>() {
  const { t } = useTranslation();
  const yesNoOptions = [
    { value: 'true', label: t('admin.values.yes') },
    { value: 'false', label: t('admin.values.no') },
  ];
  type Row = AdminListRow<L>;
  const sortKeyOf = (id: string, options?: ColumnOptions<L>) =>
    options?.sort === true ? (id as AdminListSortKey<L>) : options?.sort;
  const column = (
    id: string,
    labelKey: string,
    render: (row: Row, context: CellContext) => ReactNode,
    options?: ColumnOptions<L> & Pick<AdminListColumn<L>, 'align' | 'width' | 'noWrap'>,
  ): AdminListColumn<L> => ({
    id,
    label: t(`admin.columns.${labelKey}`),
    sortKey: sortKeyOf(id, options),
    align: options?.align,
    width: options?.width,
    noWrap: options?.noWrap,
    render,
  });
  const filter = (
    name: AdminListFilter<L>['name'],
    labelKey: string,
    options?: AdminListFilter<L>['options'],
  ): AdminListFilter<L> => ({ name, label: t(`admin.columns.${labelKey}`), options });
  return {
    /** Any content. */
    plain: column,
    /** `#12`, sortable and narrow: the first column of most lists. */
    id: () => column('id', 'id', (row) => `#${(row as { id: unknown }).id}`, { sort: true, width: 80 }),
    /** A yes/no badge. */
    yesNo: (id: string, labelKey: string, value: (row: Row) => boolean, options?: ColumnOptions<L>) =>
      column(
        id,
        labelKey,
        (row) => <YesNoBadge value={value(row)} yes={t('admin.values.yes')} no={t('admin.values.no')} />,
        options,
      ),
    /** Date and time on one line. */
    date: (id: string, labelKey: string, value: (row: Row) => string, options?: ColumnOptions<L>) =>
      column(id, labelKey, (row, { locale }) => dateTime(value(row), locale), options),
    /** An amount in euros, right-aligned. */
    money: (id: string, labelKey: string, value: (row: Row) => Cents | null, options?: ColumnOptions<L>) =>
      column(
        id,
        labelKey,
        (row, { locale }) => {
          const amount = value(row);
          return amount === null ? '—' : money(amount, locale);
        },
        { ...options, align: 'right', noWrap: true },
      ),
    /** Millimetres (one or more sizes), right-aligned. */
    millimetres: (id: string, labelKey: string, value: (row: Row) => number, options?: ColumnOptions<L>) =>
      column(id, labelKey, (row, { locale }) => millimetres([value(row)], locale), {
        ...options,
        align: 'right',
        noWrap: true,
      }),
    /** A catalogue entry's name with its code below. */
    nameWithCode: (value: (row: Row) => { name: string; code: string }, options?: ColumnOptions<L>) =>
      column(
        'name',
        'nameAndCode',
        (row) => {
          const { name, code } = value(row);
          return <NameWithCode name={name} code={code} />;
        },
        options,
      ),
    /** A filter labelled like a column, with options or (without) as free text. */
    filter,
    /** A day (`filter[from]=2026-11-28`), chosen with the browser's date field. */
    dayFilter: (name: AdminListFilter<L>['name'], labelKey: string): AdminListFilter<L> => ({
      ...filter(name, labelKey),
      kind: 'day',
    }),
    /** A checkbox filter that is `true` or left out (`filter[open]=true`). */
    flagFilter: (name: AdminListFilter<L>['name'], labelKey: string): AdminListFilter<L> => ({
      ...filter(name, labelKey),
      kind: 'flag',
    }),
    /** A true/false filter (`filter[is_admin]=true`). */
    yesNoFilter: (name: AdminListFilter<L>['name'], labelKey: string) => filter(name, labelKey, yesNoOptions),
  };
}
