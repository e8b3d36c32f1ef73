import { PART_TYPES, type Part, primaryPartNumber } from '@bar/domain/catalogue';
import { localize } from '@bar/domain/locale';
import { Group, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { formatEuro } from '../../../ui/format.ts';
import { TableHead } from '../../../ui/TableHead.tsx';
import { useDispatch } from '../commands.ts';
import { EmptyTableRow } from '../partsList/EmptyTableRow.tsx';
import { useEditorStore } from '../store/editorContext.tsx';
import { CountInput } from './CountInput.tsx';

const ALL = 'all';

/** Every catalogue part except bags, to order on its own (L1 lists single parts apart from the bar). */
export function SinglePartsPicker({ height }: { height: string }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const locale = currentLocale();
  const catalogue = useEditorStore((state) => state.catalogue);
  const singleParts = useEditorStore((state) => state.doc?.singleParts ?? []);
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<string>(ALL);

  const counts = useMemo(() => new Map(singleParts.map((entry) => [entry.part_id, entry.count])), [singleParts]);
  const parts = useMemo(() => {
    const all: Part[] = catalogue ? [...catalogue.parts.values()].filter((part) => part.type !== 'packaging') : [];
    return all.sort((a, b) => PART_TYPES.indexOf(a.type) - PART_TYPES.indexOf(b.type) || a.id - b.id);
  }, [catalogue]);
  const types = useMemo(() => [...new Set(parts.map((part) => part.type))], [parts]);
  const needle = search.trim().toLowerCase();
  const shown = parts.filter(
    (part) =>
      (type === ALL || part.type === type) &&
      (needle === '' ||
        localize(part.name, locale).toLowerCase().includes(needle) ||
        primaryPartNumber(part).toLowerCase().includes(needle)),
  );

  return (
    <Stack gap="sm" data-testid="single-parts-picker">
      <Text size="sm" c="dimmed">
        {t('shell.singleParts.intro')}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          leftSection={<IconSearch size={14} />}
          placeholder={t('shell.singleParts.search')}
          aria-label={t('shell.singleParts.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="single-parts-search"
        />
        <Select
          size="xs"
          w={220}
          aria-label={t('shell.singleParts.type')}
          data={[
            { value: ALL, label: t('shell.singleParts.allTypes') },
            ...types.map((value) => ({ value, label: t(`shell.partTypes.${value}`) })),
          ]}
          value={type}
          allowDeselect={false}
          onChange={(value) => setType(value ?? ALL)}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <ScrollArea h={height} type="auto">
        <Table striped highlightOnHover fz="sm" stickyHeader>
          <TableHead
            labels={[t('parts.name'), t('parts.partNumber')]}
            figureLabels={[t('parts.unitPrice'), t('parts.quantity')]}
          />
          <Table.Tbody>
            {shown.length === 0 && <EmptyTableRow columns={4} text={t('shell.singleParts.noMatch')} />}
            {shown.map((part) => {
              const partNumber = primaryPartNumber(part);
              const name = localize(part.name, locale);
              return (
                <Table.Tr key={part.id}>
                  <Table.Td>
                    <Text size="sm">{name}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`shell.partTypes.${part.type}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{partNumber}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatEuro(part.price, locale)}
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <CountInput
                        value={counts.get(part.id) ?? 0}
                        disabled={!canEdit}
                        label={t('shell.singleParts.countOf', { name })}
                        onApply={(count) => dispatch({ type: 'setSinglePartCount', input: { partId: part.id, count } })}
                        testId={`single-count-${partNumber}`}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
