import type { AdminListFilterName, AdminListName, AdminListRow, AdminListSortKey } from '@bar/contracts/adminLists';
import type { ReactNode } from 'react';

/** What a cell needs besides its row: the interface language for numbers and dates. */
export type CellContext = { locale: string };

export type AdminListColumn<L extends AdminListName> = {
  /** Unique within the list; also the test id of the header cell (`column-<id>`). */
  id: string;
  label: string;
  /** Set when the server can sort by this column. */
  sortKey?: AdminListSortKey<L>;
  align?: 'left' | 'right' | 'center';
  width?: number;
  /** Keeps the cell on one line (amounts, sizes, dates). */
  noWrap?: boolean;
  render: (row: AdminListRow<L>, context: CellContext) => ReactNode;
};

export type AdminListFilter<L extends AdminListName> = {
  name: AdminListFilterName<L>;
  label: string;
  /** The values to choose from; without them the filter is a free text field. */
  options?: { value: string; label: string }[];
  /**
   * `day`: a date field whose value is `YYYY-MM-DD` (e.g. the first day of a range); `flag`: a
   * checkbox, `true` when ticked and left out otherwise.
   */
  kind?: 'day' | 'flag';
  /** A country: chosen from the searchable country list, sent as its code. */
  isCountry?: boolean;
};

/**
 * A list page: the generic list plus its columns, filters and where a row leads. Its title is the
 * navbar's text `admin.nav.<list>`, the search box's placeholder `admin.lists.<list>.search`.
 */
export type AdminListDefinition<L extends AdminListName> = {
  list: L;
  columns: AdminListColumn<L>[];
  filters?: AdminListFilter<L>[];
  /** The record page of a row; lists without record pages (notifications) leave it out. */
  rowHref?: (row: AdminListRow<L>) => string;
  /** Buttons beside the title (e.g. "New assembly"). */
  actions?: ReactNode;
};
