import type { PartsListLine } from '@bar/domain/partsList';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { formatEuro } from '../../../ui/format.ts';
import { EmptyTableRow } from '../partsList/EmptyTableRow.tsx';
import { PartsTotals } from '../partsList/PartsTotals.tsx';
import { PowerSummary } from '../partsList/PowerSummary.tsx';
import { usePartsList } from '../partsList/usePartsList.ts';

/**
 * One line a row, in two columns that fit a phone's width: the part's name with its number and
 * "quantity × unit price" under it, and the line's total. Read as a table (the name heads its row).
 */
function PhonePartsTable({ lines, label, testId }: { lines: PartsListLine[]; label: string; testId: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Table aria-label={label} data-testid={testId} striped withTableBorder verticalSpacing="xs" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('parts.name')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('parts.total')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.length === 0 ? (
          <EmptyTableRow columns={2} text={t('parts.empty')} />
        ) : (
          lines.map((line) => (
            <Table.Tr key={line.part_id} data-testid={`parts-line-${line.part_number}`}>
              <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm">{line.name}</Text>
                <Text size="xs" c="dimmed">
                  <span data-testid="part-number">{line.part_number}</span>
                  {' · '}
                  <span data-testid="quantity-price">
                    {t('phone.parts.quantityTimesPrice', {
                      quantity: line.quantity,
                      price: formatEuro(line.unit_price, locale),
                    })}
                  </span>
                </Text>
              </Table.Th>
              <Table.Td ta="right" valign="top" style={{ whiteSpace: 'nowrap' }} data-testid="line-total">
                {formatEuro(line.total, locale)}
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}

/** The bar's parts list on a phone: the lines, single parts apart, the totals and the power budget. */
export function PhonePartsList() {
  const { t } = useTranslation();
  const parts = usePartsList();
  if (!parts) return null;
  return (
    <Stack gap="sm" data-testid="phone-parts">
      <Title order={2} size="h4">
        {t('parts.title')}
      </Title>
      <PhonePartsTable lines={parts.list} label={t('parts.title')} testId="parts-list" />
      {parts.singlePartsList.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('shell.partsList.singlePartsTitle')}
          </Title>
          <PhonePartsTable
            lines={parts.singlePartsList}
            label={t('shell.partsList.singlePartsTitle')}
            testId="single-parts-list"
          />
        </>
      )}
      <PartsTotals parts={parts} size="md" />
      <PowerSummary power={parts.power} />
    </Stack>
  );
}
