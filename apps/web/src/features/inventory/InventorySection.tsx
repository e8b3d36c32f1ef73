import type { InventoryEntry } from '@bar/contracts/inventory';
import { INVENTORY_MAX_COUNT } from '@bar/domain/inventory';
import { localize } from '@bar/domain/locale';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  List,
  NumberInput,
  ScrollArea,
  SegmentedControl,
  Select,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileImport, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { ProfileSection } from '../../shared/ProfileSection.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { showNotice } from '../../ui/notifications.ts';
import {
  errorLines,
  fetchInventory,
  fetchParts,
  INVENTORY_QUERY_KEY,
  importInventory,
  saveInventory,
  useStoreInventory,
} from './inventoryApi.ts';

type Row = { part_id: number; count: number };

const toRows = (items: InventoryEntry[]): Row[] => items.map(({ part_id, count }) => ({ part_id, count }));

/**
 * "Parts I own" on the Profile screen: the list of owned parts, edited by hand (add a part, change
 * a count, remove) and saved whole, or replaced or added to from a CSV file (part number; count).
 */
export function InventorySection() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const store = useStoreInventory();
  const inventory = useQuery({ queryKey: INVENTORY_QUERY_KEY, queryFn: fetchInventory });
  const parts = useQuery({ queryKey: ['parts'], queryFn: fetchParts, staleTime: Number.POSITIVE_INFINITY });
  const [rows, setRows] = useState<Row[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [mode, setMode] = useState<'replace' | 'add'>('replace');
  useEffect(() => {
    if (inventory.data) setRows(toRows(inventory.data));
  }, [inventory.data]);

  const partById = useMemo(() => new Map((parts.data ?? []).map((part) => [part.id, part])), [parts.data]);
  const options = useMemo(
    () =>
      (parts.data ?? [])
        .filter((part) => !rows.some((row) => row.part_id === part.id))
        .map((part) => ({
          value: String(part.id),
          label: `${part.variants[0]?.part_number ?? part.id} · ${localize(part.name, locale)}`,
        })),
    [parts.data, rows, locale],
  );

  const onSaved = (items: InventoryEntry[], message: string) => {
    store(items);
    setRows(toRows(items));
    showNotice({ tone: 'info', title: t('inventory.title'), message });
  };
  const save = useMutation({
    mutationFn: () => saveInventory({ items: rows }),
    onSuccess: (items) => onSaved(items, t('inventory.saved')),
  });
  const upload = useMutation({
    mutationFn: (file: File) => importInventory(file, mode),
    onSuccess: (items) => onSaved(items, t('inventory.imported', { count: items.length })),
  });
  const failure = save.error ?? upload.error;
  const problems = errorLines(failure);
  const isDirty = JSON.stringify(rows) !== JSON.stringify(toRows(inventory.data ?? []));

  const add = () => {
    if (!chosen) return;
    setRows([...rows, { part_id: Number(chosen), count: 1 }]);
    setChosen(null);
  };
  const setCount = (partId: number, count: number) =>
    setRows(rows.map((row) => (row.part_id === partId ? { ...row, count } : row)));

  return (
    <ProfileSection title={t('inventory.title')} testId="profile-inventory">
      <Text size="sm">{t('inventory.intro')}</Text>
      <Table striped withTableBorder fz="sm" aria-label={t('inventory.title')} data-testid="inventory-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('parts.partNumber')}</Table.Th>
            <Table.Th scope="col">{t('parts.name')}</Table.Th>
            <Table.Th scope="col" w={130}>
              {t('inventory.count')}
            </Table.Th>
            <Table.Th scope="col" w={50}>
              <VisuallyHidden>{t('inventory.remove')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="xs" c="dimmed">
                  {t('inventory.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => {
            const part = partById.get(row.part_id);
            const partNumber = part?.variants[0]?.part_number ?? String(row.part_id);
            const name = part ? localize(part.name, locale) : '';
            return (
              <Table.Tr key={row.part_id} data-testid={`inventory-row-${partNumber}`}>
                <Table.Td ff="monospace">{partNumber}</Table.Td>
                <Table.Th scope="row" fw={400}>
                  {name}
                </Table.Th>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    min={0}
                    max={INVENTORY_MAX_COUNT}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    value={row.count}
                    onChange={(value) => setCount(row.part_id, typeof value === 'number' ? value : 0)}
                    aria-label={t('inventory.countOf', { name: name || partNumber })}
                    data-testid="inventory-count"
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('inventory.removeOf', { name: name || partNumber })}
                    onClick={() => setRows(rows.filter((other) => other.part_id !== row.part_id))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group align="flex-end">
        <Select
          flex={1}
          searchable
          clearable
          label={t('inventory.addLabel')}
          placeholder={t('inventory.addPlaceholder')}
          data={options}
          value={chosen}
          onChange={setChosen}
          nothingFoundMessage={t('inventory.noPart')}
          data-testid="inventory-add-part"
        />
        <Button variant="light" onClick={add} disabled={!chosen} data-testid="inventory-add">
          {t('inventory.add')}
        </Button>
      </Group>
      {problems.length > 0 ? (
        <Alert color="red" role="alert" title={t('inventory.refused')} data-testid="inventory-error">
          {/* Up to 50 lines and a count of the rest: scrolled, so the buttons below stay in view. */}
          <ScrollArea.Autosize mah={240} type="auto">
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Alert>
      ) : (
        <ErrorAlert message={failure ? t('errors.generic') : null} testId="inventory-error" />
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(value) => setMode(value === 'add' ? 'add' : 'replace')}
            data={[
              { value: 'replace', label: t('inventory.importReplace') },
              { value: 'add', label: t('inventory.importAdd') },
            ]}
            aria-label={t('inventory.importMode')}
          />
          <FileButton onChange={(file) => file && upload.mutate(file)} accept=".csv,text/csv">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconFileImport size={16} />}
                loading={upload.isPending}
                data-testid="inventory-import"
              >
                {t('inventory.import')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!isDirty} data-testid="inventory-save">
          {t('inventory.save')}
        </Button>
      </Group>
    </ProfileSection>
  );
}
