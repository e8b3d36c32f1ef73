import type { OrderLine } from '@bar/domain/inventory';
import type { PartsListLine } from '@bar/domain/partsList';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { formatEuro } from '../../../ui/format.ts';
import { EmptyTableRow } from './EmptyTableRow.tsx';

/**
 * Lines of a parts list: name, part number, quantity, unit price, total. Compact tables put the
 * part number under the name to fit beside the 3D view. `label` names the table for screen readers
 * (the heading above it says the same); each line is a row whose cells are read with their column.
 * With `withOwned` (lines split by the user's inventory) the columns "Owned" and "To order" follow
 * the quantity, in both tables alike.
 */
export function PartsTable(props: {
  lines: PartsListLine[] | OrderLine[];
  label: string;
  testId: string;
  isCompact?: boolean;
  emptyText?: string;
  withOwned?: boolean;
  /** Parts of assemblies no longer offered: their lines carry a mark (still priced). */
  unofferedPartIds?: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const isCompact = props.isCompact ?? false;
  const withOwned = !isCompact && (props.withOwned ?? false);
  const columns = (isCompact ? 4 : 5) + (withOwned ? 2 : 0);
  return (
    // A fixed layout keeps the columns of the bar's table and the single parts' table aligned.
    <Table
      striped
      withTableBorder
      layout={isCompact ? 'auto' : 'fixed'}
      fz={isCompact ? 'xs' : 'sm'}
      aria-label={props.label}
      data-testid={props.testId}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            {isCompact ? `${t('parts.name')} / ${t('parts.partNumber')}` : t('parts.name')}
          </Table.Th>
          {!isCompact && (
            <Table.Th scope="col" w={200}>
              {t('parts.partNumber')}
            </Table.Th>
          )}
          <Table.Th scope="col" ta="right" w={isCompact ? undefined : 110}>
            {t('parts.quantity')}
          </Table.Th>
          {withOwned && (
            <>
              <Table.Th scope="col" ta="right" w={100}>
                {t('inventory.owned')}
              </Table.Th>
              <Table.Th scope="col" ta="right" w={100}>
                {t('inventory.toOrder')}
              </Table.Th>
            </>
          )}
          <Table.Th scope="col" ta="right" w={isCompact ? undefined : 140}>
            {t('parts.unitPrice')}
          </Table.Th>
          <Table.Th scope="col" ta="right" w={isCompact ? undefined : 150}>
            {t('parts.total')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.lines.length === 0 ? (
          <EmptyTableRow columns={columns} text={props.emptyText ?? t('parts.empty')} size="xs" />
        ) : (
          props.lines.map((line) => (
            <Table.Tr key={line.part_id} data-testid={`parts-line-${line.part_number}`}>
              {/* The part's name heads its row: a screen reader names the line it reads a price of. */}
              <Table.Th scope="row" fw={400}>
                <Text size={isCompact ? 'xs' : 'sm'}>{line.name}</Text>
                {props.unofferedPartIds?.has(line.part_id) && (
                  <Badge size="xs" color="orange" variant="light" data-testid="no-longer-offered">
                    {t('parts.offered.badge')}
                  </Badge>
                )}
                {isCompact && (
                  <Text size="xs" c="dimmed" ff="monospace" data-testid="part-number">
                    {line.part_number}
                  </Text>
                )}
              </Table.Th>
              {!isCompact && (
                <Table.Td ff="monospace" data-testid="part-number">
                  {line.part_number}
                </Table.Td>
              )}
              <Table.Td ta="right" data-testid="quantity">
                {line.quantity}
              </Table.Td>
              {withOwned && 'owned' in line && (
                <>
                  <Table.Td ta="right" data-testid="owned">
                    {line.owned}
                  </Table.Td>
                  <Table.Td ta="right" fw={line.to_order > 0 ? 700 : 400} data-testid="to-order">
                    {line.to_order}
                  </Table.Td>
                </>
              )}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(line.unit_price, locale)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="line-total">
                {formatEuro(line.total, locale)}
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}
