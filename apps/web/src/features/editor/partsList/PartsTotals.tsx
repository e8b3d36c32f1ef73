import type { PartsList } from '@bar/domain/partsList';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { formatEuro, formatKilograms } from '../../../ui/format.ts';

function TotalRow(props: {
  label: string;
  value: string;
  testId: string;
  isStrong?: boolean;
  size: 'sm' | 'md';
  withLineAbove?: boolean;
}) {
  const fw = props.isStrong ? 700 : 400;
  const border = props.withLineAbove ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined;
  return (
    <Table.Tr style={border}>
      <Table.Th scope="row" fw={fw} fz={props.size} px={0}>
        {props.label}
      </Table.Th>
      <Table.Td ta="right" fw={fw} fz={props.size} px={0} data-testid={props.testId} style={{ whiteSpace: 'nowrap' }}>
        {props.value}
      </Table.Td>
    </Table.Tr>
  );
}

/** Net total, 19 % VAT, gross total and total weight, with the note that prices are net of VAT and shipping. */
export function PartsTotals({ parts, size = 'sm' }: { parts: PartsList; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const rows = [
    { label: t('parts.netTotal'), value: formatEuro(parts.total_price, locale), testId: 'parts-total', isStrong: true },
    { label: t('parts.vat', { rate: parts.vat_rate }), value: formatEuro(parts.vat, locale), testId: 'parts-vat' },
    {
      label: t('parts.grossTotal'),
      value: formatEuro(parts.gross_total, locale),
      testId: 'parts-gross',
      isStrong: true,
    },
    {
      label: t('parts.weight'),
      value: t('parts.weightValue', { value: formatKilograms(parts.total_weight, locale) }),
      testId: 'parts-weight',
      withLineAbove: true,
    },
  ];
  return (
    <Stack gap={4} data-testid="parts-totals">
      {/* A table of its own, so that each amount is read with what it is. */}
      <Table aria-label={t('parts.totals')} verticalSpacing={2} withRowBorders={false}>
        <Table.Tbody>
          {rows.map((row) => (
            <TotalRow key={row.testId} {...row} size={size} />
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('shell.partsList.pricesNote')}
      </Text>
    </Stack>
  );
}
