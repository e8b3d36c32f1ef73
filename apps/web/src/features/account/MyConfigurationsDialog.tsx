import type { BarListItem } from '@bar/contracts/bars';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy, IconPencil, IconPlus, IconSearch, IconShare, IconTemplate, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n/index.ts';
import { formatDateTime } from '../../ui/format.ts';
import { closeAuthDialog } from '../auth/index.ts';
import { editorPath, listBars } from '../bars/index.ts';
import { type BarDialog, openBarDialog, useBarDialog } from './barDialogStore.ts';

type Sort = 'updated_at' | 'name';

function BarRow({ bar }: { bar: BarListItem }) {
  const { t } = useTranslation();
  const ref = { id: bar.id, name: bar.name, version: bar.version };
  const action = (kind: BarDialog['kind'], label: string, icon: React.ReactNode) => (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        onClick={() => openBarDialog({ kind, bar: ref })}
        data-testid={`bar-${kind}`}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="my-bar" data-bar-id={bar.id}>
      <div style={{ minWidth: 0 }}>
        <Text fw={500} truncate data-testid="my-bar-name">
          {bar.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('account.list.changedAt', { date: formatDateTime(bar.updated_at, currentLocale()) })}
        </Text>
      </div>
      <Group gap={4} wrap="nowrap">
        {action('saveAs', t('account.list.duplicate'), <IconCopy size={16} />)}
        {action('rename', t('account.rename.title'), <IconPencil size={16} />)}
        {action('share', t('account.fileMenu.share'), <IconShare size={16} />)}
        {action('delete', t('account.delete.title'), <IconTrash size={16} />)}
        <Button
          component={Link}
          to={editorPath(bar.id)}
          size="xs"
          variant="light"
          onClick={closeAuthDialog}
          data-testid="my-bar-open"
        >
          {t('account.list.open')}
        </Button>
      </Group>
    </Group>
  );
}

/** My configurations: the signed-in user's bars, searched and sorted, with their actions. */
export function MyConfigurationsDialog() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<Sort>('updated_at');
  const isBarDialogOpen = useBarDialog() !== null;
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['my-bars', debouncedSearch, sort, page],
    queryFn: () => listBars({ search: debouncedSearch, sort, page }),
    placeholderData: keepPreviousData,
  });
  const bars = list.data?.data ?? [];
  const isEmptyAccount = list.isSuccess && bars.length === 0 && debouncedSearch === '';

  return (
    <Modal
      opened
      onClose={closeAuthDialog}
      // Escape belongs to the bar dialog on top (share, rename, delete): it must not close this list too.
      closeOnEscape={!isBarDialogOpen}
      title={t('account.list.title')}
      size="xl"
      // Not centered: the list grows and shrinks while searching, and its top should stay put.
      yOffset="10dvh"
    >
      <Stack data-testid="my-configurations" data-loading={list.isFetching ? 'true' : 'false'}>
        <Group>
          <TextInput
            style={{ flex: 1 }}
            placeholder={t('account.list.search')}
            aria-label={t('account.list.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            data-testid="my-bars-search"
          />
          <SegmentedControl
            value={sort}
            onChange={(value) => {
              setSort(value as Sort);
              setPage(1);
            }}
            data={[
              { value: 'updated_at', label: t('account.list.sortChanged') },
              { value: 'name', label: t('account.list.sortName') },
            ]}
            data-testid="my-bars-sort"
          />
        </Group>
        {list.isPending && <Loader size="sm" aria-hidden />}
        {list.isError && (
          <Alert color="red" role="alert">
            {t('errors.generic')}
          </Alert>
        )}
        {isEmptyAccount ? (
          <Stack align="center" py="lg" data-testid="my-bars-empty">
            <Text c="dimmed">{t('account.list.empty')}</Text>
            <Group>
              <Button component={Link} to="/?new=1" leftSection={<IconPlus size={16} />} onClick={closeAuthDialog}>
                {t('account.list.createFirst')}
              </Button>
              <Button
                component={Link}
                to="/?templates=1"
                variant="light"
                leftSection={<IconTemplate size={16} />}
                onClick={closeAuthDialog}
              >
                {t('account.list.fromPreset')}
              </Button>
            </Group>
          </Stack>
        ) : (
          list.isSuccess && bars.length === 0 && <Text c="dimmed">{t('account.list.noMatch')}</Text>
        )}
        <Stack gap="sm">
          {bars.map((bar) => (
            <BarRow key={bar.id} bar={bar} />
          ))}
        </Stack>
        {(list.data?.meta.last_page ?? 1) > 1 && (
          <Pagination value={page} onChange={setPage} total={list.data?.meta.last_page ?? 1} size="sm" />
        )}
      </Stack>
    </Modal>
  );
}
