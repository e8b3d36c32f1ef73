import type { AdminListName, AdminListRow } from '@bar/contracts/adminLists';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListToolbar } from './ListToolbar.tsx';
import { sortDirectionOf, withSortToggled } from './listQuery.ts';
import { SortableHeader } from './SortableHeader.tsx';
import type { AdminListDefinition } from './types.ts';
import { useAdminList } from './useAdminList.ts';

const SKELETON_ROWS = 8;

/** The one list of the admin area: title, search, filters, sortable table and paging. */
export function AdminList<L extends AdminListName>({
  list,
  columns,
  filters = [],
  rowHref,
  actions,
}: AdminListDefinition<L>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { state, update, rows, meta, isLoading, isRefreshing, isError, retry } = useAdminList(list);
  const context = { locale: i18n.language };
  const firstShown = meta && meta.total > 0 ? (meta.current_page - 1) * meta.per_page + 1 : 0;
  const lastShown = meta ? Math.min(meta.current_page * meta.per_page, meta.total) : 0;

  return (
    <Stack gap="md" data-testid={`admin-list-${list}`}>
      <Group justify="space-between" align="center">
        <Title order={2}>{t(`admin.nav.${list}`)}</Title>
        {actions}
      </Group>
      <ListToolbar
        state={state}
        update={update}
        filters={filters}
        searchPlaceholder={t(`admin.lists.${list}.search`)}
      />
      <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
        <LoadingOverlay visible={isRefreshing} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        <Table.ScrollContainer minWidth={720} type="native">
          <Table
            striped
            highlightOnHover={Boolean(rowHref)}
            verticalSpacing="sm"
            horizontalSpacing="md"
            data-testid="list-table"
            aria-busy={isLoading || isRefreshing}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <SortableHeader
                    key={column.id}
                    id={column.id}
                    label={column.label}
                    align={column.align}
                    width={column.width}
                    direction={column.sortKey ? sortDirectionOf(state, column.sortKey) : null}
                    onSort={
                      column.sortKey
                        ? () => update((current) => withSortToggled(current, column.sortKey as string))
                        : undefined
                    }
                  />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isLoading &&
                Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Tr key={index} data-testid="list-skeleton">
                    {columns.map((column) => (
                      <Table.Td key={column.id}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              {rows.map((row: AdminListRow<L>) => {
                const href = rowHref?.(row);
                return (
                  <Table.Tr
                    key={String(row.id)}
                    data-testid="list-row"
                    style={href ? { cursor: 'pointer' } : undefined}
                    onClick={
                      href
                        ? (event) => {
                            if (!(event.target as HTMLElement).closest('a,button')) navigate(href);
                          }
                        : undefined
                    }
                  >
                    {columns.map((column, index) => (
                      <Table.Td
                        key={column.id}
                        ta={column.align}
                        style={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {href && index === 0 ? (
                          <Anchor component={Link} to={href} size="sm" fw={500} data-testid="row-link">
                            {column.render(row, context)}
                          </Anchor>
                        ) : (
                          column.render(row, context)
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!isLoading && !isError && rows.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" data-testid="list-empty">
            {state.search || Object.keys(state.filters).length > 0 ? t('admin.list.noMatches') : t('admin.list.empty')}
          </Text>
        )}
        {isError && (
          <Alert color="red" m="md" role="alert" data-testid="list-error" title={t('admin.list.loadFailed')}>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              {t('admin.list.retry')}
            </Button>
          </Alert>
        )}
      </Paper>
      {meta && meta.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="list-range">
            {t('admin.list.range', { from: firstShown, to: lastShown, total: meta.total })}
          </Text>
          {meta.last_page > 1 && (
            <Box component="nav" aria-label={t('admin.list.pages.label')}>
              <Pagination
                data-testid="list-pagination"
                total={meta.last_page}
                value={state.page}
                onChange={(page) => update((current) => ({ ...current, page }))}
                withEdges
                getControlProps={(control) => ({ 'aria-label': t(`admin.list.pages.${control}`) })}
              />
            </Box>
          )}
        </Group>
      )}
    </Stack>
  );
}
