import { Table } from '@mantine/core';

/**
 * A table's header row: the text columns first, then the figure columns (counts, prices,
 * volumes), aligned right like the figures below them.
 */
export function TableHead({ labels, figureLabels = [] }: { labels: string[]; figureLabels?: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label}>{label}</Table.Th>
        ))}
        {figureLabels.map((label) => (
          <Table.Th key={label} ta="right">
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
