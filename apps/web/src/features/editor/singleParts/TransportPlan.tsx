import { primaryPartNumber } from '@bar/domain/catalogue';
import { localize } from '@bar/domain/locale';
import { bagsByType, type TransportPlan as Plan, type PlanLine } from '@bar/domain/transport';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { formatKilograms } from '../../../ui/format.ts';
import { usePartsList } from '../partsList/usePartsList.ts';
import { useEditorStore } from '../store/editorContext.tsx';

/**
 * T1 on the Bags tab: each bag type the plan uses, how many, and what goes in them; the volume and
 * weight of the load, and which vehicle classes take it. The power budget (E1) is on the parts
 * list beside it.
 */
export function TransportPlan() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const parts = usePartsList();
  const catalogue = useEditorStore((state) => state.catalogue);
  if (!parts || !catalogue) return null;
  const plan: Plan = parts.transport;
  const partLabel = (line: PlanLine) => {
    const part = catalogue.parts.get(line.part_id);
    return `${line.count} × ${part ? localize(part.name, locale) : `#${line.part_id}`}`;
  };
  const rows = bagsByType(plan).map((entry) => {
    const part = catalogue.parts.get(entry.part_id);
    return {
      key: entry.part_id,
      count: entry.count,
      name: part ? localize(part.name, locale) : `#${entry.part_id}`,
      partNumber: part ? primaryPartNumber(part) : '',
      contents: entry.contents.map(partLabel).join(', '),
    };
  });
  const volume = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(plan.volume_l);
  return (
    <Stack gap="sm" data-testid="transport-plan">
      <Title order={5}>{t('transport.title')}</Title>
      {rows.length === 0 && plan.loose.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('transport.empty')}
        </Text>
      ) : (
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">{t('transport.count')}</Table.Th>
              <Table.Th>{t('transport.bag')}</Table.Th>
              <Table.Th>{t('transport.contents')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-testid={`transport-bag-${row.partNumber}`}>
                <Table.Td ta="right">{row.count}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.contents}</Table.Td>
              </Table.Tr>
            ))}
            {plan.loose.length > 0 && (
              <Table.Tr data-testid="transport-loose">
                <Table.Td />
                <Table.Td>{t('transport.loose')}</Table.Td>
                <Table.Td>{plan.loose.map(partLabel).join(', ')}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
      <Text size="sm" data-testid="transport-totals">
        {t('transport.totals', { volume, weight: formatKilograms(plan.weight_g, locale) })}
      </Text>
      <Group gap="xs" data-testid="transport-vehicles">
        <Text size="sm">{t('transport.vehicles')}</Text>
        {plan.vehicles.map((fit) => {
          const vehicle = catalogue.vehicles.find((candidate) => candidate.code === fit.code);
          const name = vehicle ? localize(vehicle.name, locale) : fit.code;
          return (
            <Badge
              key={fit.code}
              color={fit.fits ? 'teal' : 'gray'}
              variant="light"
              data-testid={`vehicle-${fit.code}`}
              data-fits={fit.fits}
            >
              {t(fit.fits ? 'transport.fits' : 'transport.doesNotFit', { name })}
            </Badge>
          );
        })}
      </Group>
    </Stack>
  );
}
