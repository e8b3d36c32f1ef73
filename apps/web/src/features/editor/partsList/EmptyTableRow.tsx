import { Table, Text } from '@mantine/core';

/** The one row of a table with nothing to list: a dimmed sentence across all its columns. */
export function EmptyTableRow(props: { columns: number; text: string; size?: 'xs' | 'sm'; testId?: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={props.columns}>
        <Text size={props.size ?? 'sm'} c="dimmed" {...(props.testId ? { 'data-testid': props.testId } : {})}>
          {props.text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
