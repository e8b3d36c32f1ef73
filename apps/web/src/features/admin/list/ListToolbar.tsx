import type { AdminListName } from '@bar/contracts/adminLists';
import { Box, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../ui/CountrySelect.tsx';
import { type ListState, withFilter, withSearch } from './listQuery.ts';
import type { AdminListFilter } from './types.ts';

export const SEARCH_DEBOUNCE_MS = 300;

type Props<L extends AdminListName> = {
  state: ListState;
  update: (change: (current: ListState) => ListState) => void;
  filters: AdminListFilter<L>[];
  searchPlaceholder: string;
};

/** The search box (debounced; a new search starts at page 1) and one select per filter. */
export function ListToolbar<L extends AdminListName>({ state, update, filters, searchPlaceholder }: Props<L>) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState(state.search);
  useEffect(() => setSearchText(state.search), [state.search]);
  const commitSearch = useDebouncedCallback(
    (value: string) => update((current) => (current.search === value ? current : withSearch(current, value))),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={t('admin.list.search')}
        data-testid="list-search"
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        w={320}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
      />
      {filters.map((filter) =>
        filter.kind === 'flag' ? (
          <Checkbox
            key={filter.name}
            label={filter.label}
            data-testid={`list-filter-${filter.name}`}
            // Level with the bottom of the labelled fields beside it.
            mb={8}
            checked={state.filters[filter.name] === 'true'}
            onChange={(event) => {
              const isTicked = event.currentTarget.checked;
              update((current) => withFilter(current, filter.name, isTicked ? 'true' : null));
            }}
          />
        ) : filter.kind === 'day' ? (
          <TextInput
            key={filter.name}
            type="date"
            label={filter.label}
            data-testid={`list-filter-${filter.name}`}
            w={170}
            value={state.filters[filter.name] ?? ''}
            onChange={(event) => {
              const day = event.currentTarget.value;
              update((current) => withFilter(current, filter.name, day || null));
            }}
          />
        ) : filter.isCountry ? (
          <Box key={filter.name} w={200}>
            <CountrySelect
              label={filter.label}
              value={state.filters[filter.name] ?? null}
              onChange={(code) => update((current) => withFilter(current, filter.name, code))}
              testId={`list-filter-${filter.name}`}
            />
          </Box>
        ) : filter.options ? (
          <Select
            key={filter.name}
            label={filter.label}
            data-testid={`list-filter-${filter.name}`}
            placeholder={t('admin.list.all')}
            clearable
            w={200}
            data={filter.options}
            value={state.filters[filter.name] ?? null}
            onChange={(value) => update((current) => withFilter(current, filter.name, value))}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <FreeTextFilter key={filter.name} filter={filter} value={state.filters[filter.name] ?? ''} update={update} />
        ),
      )}
    </Group>
  );
}

function FreeTextFilter<L extends AdminListName>({
  filter,
  value,
  update,
}: {
  filter: AdminListFilter<L>;
  value: string;
  update: Props<L>['update'];
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = useDebouncedCallback(
    (next: string) => update((current) => withFilter(current, filter.name, next.trim())),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <TextInput
      label={filter.label}
      data-testid={`list-filter-${filter.name}`}
      w={200}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}
