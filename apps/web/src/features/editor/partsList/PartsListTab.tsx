import { planOrder } from '@bar/domain/inventory';
import { Alert, Box, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderTotals, useInventory } from '../../inventory/index.ts';
import { QuoteButton } from '../../quote/index.ts';
import { useEditorStore } from '../store/editorContext.tsx';
import { PartsTable } from './PartsTable.tsx';
import { PartsTotals } from './PartsTotals.tsx';
import { PdfButton } from './PdfButton.tsx';
import { PowerSummary } from './PowerSummary.tsx';
import { UnofferedParts } from './UnofferedParts.tsx';
import { usePartsList } from './usePartsList.ts';
import { useUnoffered } from './useUnoffered.ts';

/**
 * The "Parts list" tab: the bar's lines, the single parts apart, and the totals; for a signed-in
 * user who keeps parts, each line also shows what they own and what is still to order.
 */
export function PartsListTab({ height }: { height: string }) {
  const { t } = useTranslation();
  const parts = usePartsList();
  const unoffered = useUnoffered();
  const barId = useEditorStore((state) => state.bar?.id);
  const { inventory } = useInventory();
  const plan = useMemo(() => (parts && inventory.size > 0 ? planOrder(parts, inventory) : null), [parts, inventory]);
  if (!parts) return null;
  return (
    <ScrollArea h={height} type="auto">
      <Box p="lg" maw={1100} mx="auto" data-testid="parts-list-tab">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end">
            <Title order={2}>{t('parts.title')}</Title>
            <Group>
              <Text size="sm" c="dimmed">
                {t('shell.partsList.currency')}
              </Text>
              <PdfButton />
              {barId && <QuoteButton barId={barId} />}
            </Group>
          </Group>
          {parts.missing_part_ids.length > 0 && (
            <Alert color="orange" data-testid="parts-missing">
              {t('shell.partsList.missingParts', { count: parts.missing_part_ids.length })}
            </Alert>
          )}
          <UnofferedParts uses={unoffered.uses} />
          <PartsTable
            lines={plan?.list ?? parts.list}
            label={t('parts.title')}
            testId="parts-list"
            withOwned={plan !== null}
            unofferedPartIds={unoffered.partIds}
          />
          <Stack gap="xs">
            <Title order={4}>{t('shell.partsList.singlePartsTitle')}</Title>
            <PartsTable
              lines={plan?.singlePartsList ?? parts.singlePartsList}
              withOwned={plan !== null}
              label={t('shell.partsList.singlePartsTitle')}
              testId="single-parts-list"
              emptyText={t('shell.partsList.singlePartsEmpty')}
            />
          </Stack>
          <Group justify="flex-end" align="flex-start">
            {plan && (
              <Paper withBorder p="md" w={420}>
                <OrderTotals plan={plan} />
              </Paper>
            )}
            <Paper withBorder p="md" w={420}>
              <Stack gap="md">
                <PartsTotals parts={parts} size="md" />
                <PowerSummary power={parts.power} />
              </Stack>
            </Paper>
          </Group>
        </Stack>
      </Box>
    </ScrollArea>
  );
}
