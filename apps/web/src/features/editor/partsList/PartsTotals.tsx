import type { PartsList } from '@bar/domain/partsList';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { formatEuro, formatKilograms } from '../../../ui/format.ts';

function TotalRow(props: { label: string; value: string; testId: string; isStrong?: boolean; size: 'sm' | 'md' }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={props.size} fw={props.isStrong ? 700 : 400}>
        {props.label}
      </Text>
      <Text
        size={props.size}
        fw={props.isStrong ? 700 : 400}
        data-testid={props.testId}
        style={{ whiteSpace: 'nowrap' }}
      >
        {props.value}
      </Text>
    </Group>
  );
}

/** Net total, 19 % VAT, gross total and total weight, with the note that prices are net of VAT and shipping. */
export function PartsTotals({ parts, size = 'sm' }: { parts: PartsList; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Stack gap={4} data-testid="parts-totals">
      <TotalRow
        label={t('parts.netTotal')}
        value={formatEuro(parts.total_price, locale)}
        testId="parts-total"
        isStrong
        size={size}
      />
      <TotalRow
        label={t('parts.vat', { rate: parts.vat_rate })}
        value={formatEuro(parts.vat, locale)}
        testId="parts-vat"
        size={size}
      />
      <TotalRow
        label={t('parts.grossTotal')}
        value={formatEuro(parts.gross_total, locale)}
        testId="parts-gross"
        isStrong
        size={size}
      />
      <Divider my={4} />
      <TotalRow
        label={t('parts.weight')}
        value={t('parts.weightValue', { value: formatKilograms(parts.total_weight, locale) })}
        testId="parts-weight"
        size={size}
      />
      <Text size="xs" c="dimmed">
        {t('shell.partsList.pricesNote')}
      </Text>
    </Stack>
  );
}
