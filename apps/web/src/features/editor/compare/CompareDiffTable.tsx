import type { PartsListDiff } from '@bar/domain/partsListDiff';
import { type Cents, cents, type Grams, grams } from '@bar/domain/units';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { HIGHLIGHT_COLORS } from '../../../scene/ModuleHighlights.tsx';
import { formatEuro, formatKilograms } from '../../../ui/format.ts';
import { EmptyTableRow } from '../partsList/EmptyTableRow.tsx';

function signed(text: string, value: number): string {
  return value > 0 ? `+${text}` : text;
}

const euro = (value: Cents, locale: string) => signed(formatEuro(value, locale), value);
const kilograms = (value: Grams, locale: string) => signed(formatKilograms(value, locale), value);

/** Column headings of figures, right-aligned like the figures below them. */
function FigureHeadings({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <Table.Th key={label} scope="col" ta="right">
      {label}
    </Table.Th>
  ));
}

/** The lines whose counts differ between two parts lists, then the totals of both and their difference. */
export function CompareDiffTable({ diff }: { diff: PartsListDiff }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <Table striped withTableBorder fz="sm" aria-label={t('compare.table.label')} data-testid="compare-diff-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('compare.table.change')}</Table.Th>
            <Table.Th scope="col">{t('compare.table.name')}</Table.Th>
            <Table.Th scope="col">{t('compare.table.partNumber')}</Table.Th>
            <FigureHeadings
              labels={[
                t('compare.table.before'),
                t('compare.table.after'),
                t('compare.table.priceDelta'),
                t('compare.table.weightDelta'),
              ]}
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {diff.lines.length === 0 ? (
            <EmptyTableRow columns={7} text={t('compare.noDifference')} testId="compare-no-difference" />
          ) : (
            diff.lines.map((line) => (
              <Table.Tr
                key={`${line.section}:${line.part_id}`}
                data-testid="compare-diff-line"
                data-change={line.change}
                data-part-number={line.part_number}
              >
                <Table.Td>
                  <Badge color={HIGHLIGHT_COLORS[line.change]} variant="light">
                    {t(`compare.change.${line.change}`)}
                  </Badge>
                </Table.Td>
                <Table.Th scope="row" fw="normal">
                  {line.name}
                  {line.section === 'single' && (
                    <Text span size="xs" c="dimmed">
                      {` (${t('compare.table.singlePart')})`}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{line.part_number}</Table.Td>
                <Table.Td ta="right">{line.quantity_before}</Table.Td>
                <Table.Td ta="right">{line.quantity_after}</Table.Td>
                <Table.Td ta="right">{euro(line.price_delta, locale)}</Table.Td>
                <Table.Td ta="right">{kilograms(line.weight_delta, locale)} kg</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <Table withTableBorder fz="sm" aria-label={t('compare.totals.label')} data-testid="compare-totals">
        <Table.Thead>
          <Table.Tr>
            <Table.Td />
            <FigureHeadings
              labels={[t('compare.table.before'), t('compare.table.after'), t('compare.totals.difference')]}
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('compare.totals.net')}</Table.Th>
            <Table.Td ta="right">{formatEuro(diff.before.net, locale)}</Table.Td>
            <Table.Td ta="right">{formatEuro(diff.after.net, locale)}</Table.Td>
            <Table.Td ta="right" data-testid="compare-price-delta" data-cents={diff.delta.net}>
              {euro(cents(diff.delta.net), locale)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('compare.totals.gross')}</Table.Th>
            <Table.Td ta="right">{formatEuro(diff.before.gross, locale)}</Table.Td>
            <Table.Td ta="right">{formatEuro(diff.after.gross, locale)}</Table.Td>
            <Table.Td ta="right">{euro(cents(diff.delta.gross), locale)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('compare.totals.weight')}</Table.Th>
            <Table.Td ta="right">{formatKilograms(diff.before.weight, locale)} kg</Table.Td>
            <Table.Td ta="right">{formatKilograms(diff.after.weight, locale)} kg</Table.Td>
            <Table.Td ta="right" data-testid="compare-weight-delta" data-grams={diff.delta.weight}>
              {kilograms(grams(diff.delta.weight), locale)} kg
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </>
  );
}
