import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SORT,
  readListState,
  withFilter,
  withSearch,
  withSortToggled,
  writeListQuery,
} from '../src/features/admin/list/listQuery.ts';

const decoded = (params: URLSearchParams) => decodeURIComponent(params.toString());

describe('admin list query', () => {
  test('an empty URL is page 1, no search, sorted by id descending', () => {
    expect(readListState(new URLSearchParams())).toEqual({ page: 1, search: '', sortBy: DEFAULT_SORT, filters: {} });
  });

  test('the API query always names the sort; the page URL leaves the default out', () => {
    const state = readListState(new URLSearchParams());
    expect(decoded(writeListQuery(state, { forApi: true }))).toBe('sortBy[]=id.desc');
    expect(writeListQuery(state, { forApi: false }).toString()).toBe('');
  });

  test('page, search, sort and filters serialise as page, search, sortBy[] and filter[name]', () => {
    const state = {
      page: 2,
      search: ' anna ',
      sortBy: [{ key: 'email', direction: 'asc' as const }],
      filters: { type: 'panel', is_active: 'true' },
    };
    expect(decoded(writeListQuery(state, { forApi: true }))).toBe(
      'page=2&search=anna&sortBy[]=email.asc&filter[type]=panel&filter[is_active]=true',
    );
  });

  test('empty values are left out of the query', () => {
    const state = { page: 1, search: '   ', sortBy: DEFAULT_SORT, filters: { type: '' } };
    expect(decoded(writeListQuery(state, { forApi: true }))).toBe('sortBy[]=id.desc');
  });

  test('reading what was written gives the same state (reload and back/forward keep it)', () => {
    const state = {
      page: 3,
      search: 'x@y.de',
      sortBy: [{ key: 'created_at', direction: 'asc' as const }],
      filters: { status: 'new' },
    };
    expect(readListState(writeListQuery(state, { forApi: false }))).toEqual(state);
  });

  test('malformed values fall back to the defaults', () => {
    const state = readListState(new URLSearchParams('page=-4&sortBy[]=email.sideways&filter[status]='));
    expect(state).toEqual({ page: 1, search: '', sortBy: DEFAULT_SORT, filters: {} });
  });

  test('a new search, filter or sort returns to page 1', () => {
    const onPage4 = { page: 4, search: '', sortBy: DEFAULT_SORT, filters: {} };
    expect(withSearch(onPage4, 'anna').page).toBe(1);
    expect(withFilter(onPage4, 'status', 'new')).toMatchObject({ page: 1, filters: { status: 'new' } });
    expect(withSortToggled(onPage4, 'email').page).toBe(1);
  });

  test('clearing a filter removes it', () => {
    const filtered = { page: 1, search: '', sortBy: DEFAULT_SORT, filters: { status: 'new', country: 'Italia' } };
    expect(withFilter(filtered, 'status', null).filters).toEqual({ country: 'Italia' });
  });

  test('a column sorts ascending first, then flips', () => {
    const initial = readListState(new URLSearchParams());
    const ascending = withSortToggled(initial, 'email');
    expect(ascending.sortBy).toEqual([{ key: 'email', direction: 'asc' }]);
    expect(withSortToggled(ascending, 'email').sortBy).toEqual([{ key: 'email', direction: 'desc' }]);
    expect(withSortToggled(initial, 'id').sortBy).toEqual([{ key: 'id', direction: 'asc' }]);
  });
});
