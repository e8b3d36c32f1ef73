import { computePartsList, type PartsListLine } from '@bar/domain/partsList';
import { Divider, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { formatEuro, formatKilograms } from '../../../ui/format.ts';
import { useEditor } from '../store/editorStore.ts';

function TotalRow(props: { label: string; value: string; testId?: string; isStrong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={props.isStrong ? 700 : 400}>
        {props.label}
      </Text>
      <Text size="sm" fw={props.isStrong ? 700 : 400} data-testid={props.testId}>
        {props.value}
      </Text>
    </Group>
  );
}

/** The parts list, computed live in the browser with the same function the server uses. */
export function PartsListPanel() {
  const { t } = useTranslation();
  const doc = useEditor((state) => state.doc);
  const catalogue = useEditor((state) => state.catalogue);
  const locale = currentLocale();
  const parts = useMemo(
    () => (doc && catalogue ? computePartsList(doc, catalogue, locale) : null),
    [doc, catalogue, locale],
  );
  if (!parts) return null;
  const lines: PartsListLine[] = [...parts.list, ...parts.singlePartsList];
  const euro = (amount: PartsListLine['total']) => formatEuro(amount, locale);

  return (
    <Stack gap="sm" h="100%">
      <Title order={4}>{t('parts.title')}</Title>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Table striped withTableBorder fz="xs" data-testid="parts-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                {t('parts.name')} / {t('parts.partNumber')}
              </Table.Th>
              <Table.Th ta="right">{t('parts.quantity')}</Table.Th>
              <Table.Th ta="right">{t('parts.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('parts.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="xs" c="dimmed">
                    {t('parts.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              lines.map((line) => (
                <Table.Tr key={line.part_id} data-testid={`parts-line-${line.part_number}`}>
                  <Table.Td>
                    <Text size="xs">{line.name}</Text>
                    <Text size="xs" c="dimmed" ff="monospace" data-testid="part-number">
                      {line.part_number}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" data-testid="quantity">
                    {line.quantity}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {euro(line.unit_price)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {euro(line.total)}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Stack gap={4}>
        <TotalRow label={t('parts.netTotal')} value={euro(parts.total_price)} testId="parts-total" isStrong />
        <TotalRow label={t('parts.vat', { rate: parts.vat_rate })} value={euro(parts.vat)} testId="parts-vat" />
        <TotalRow label={t('parts.grossTotal')} value={euro(parts.gross_total)} testId="parts-gross" isStrong />
        <Divider />
        <TotalRow
          label={t('parts.weight')}
          value={t('parts.weightValue', { value: formatKilograms(parts.total_weight, locale) })}
          testId="parts-weight"
        />
        <Text size="xs" c="dimmed">
          {t('parts.pricesNote')}
        </Text>
      </Stack>
    </Stack>
  );
}
