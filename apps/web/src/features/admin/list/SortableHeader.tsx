import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { SortDirection } from './listQuery.ts';

type Props = {
  id: string;
  label: string;
  direction: SortDirection | null;
  onSort?: () => void;
  align?: 'left' | 'right' | 'center';
  width?: number;
};

const SORT_ICONS = { asc: IconArrowUp, desc: IconArrowDown } as const;

/** A column header; sortable columns are buttons that show and toggle their direction. */
export function SortableHeader({ id, label, direction, onSort, align = 'left', width }: Props) {
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
  if (!onSort) {
    return (
      <Table.Th data-testid={`column-${id}`} ta={align} w={width}>
        {label}
      </Table.Th>
    );
  }
  const Icon = direction ? SORT_ICONS[direction] : IconArrowsSort;
  return (
    <Table.Th data-testid={`column-${id}`} aria-sort={ariaSort} ta={align} w={width}>
      <UnstyledButton onClick={onSort} data-testid={`sort-${id}`} style={{ width: '100%' }}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Icon size={14} stroke={1.8} opacity={direction ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
