import { ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PartsTable } from '../partsList/PartsTable.tsx';
import { PartsTotals } from '../partsList/PartsTotals.tsx';
import { PowerSummary } from '../partsList/PowerSummary.tsx';
import { UnofferedParts } from '../partsList/UnofferedParts.tsx';
import { usePartsList } from '../partsList/usePartsList.ts';
import { useUnoffered } from '../partsList/useUnoffered.ts';

/** The live parts list beside the 3D view: bar lines, single parts apart, totals, the power budget. */
export function PartsListPanel({ withTitle = true }: { withTitle?: boolean }) {
  const { t } = useTranslation();
  const parts = usePartsList();
  const unoffered = useUnoffered();
  if (!parts) return null;
  return (
    <Stack gap="sm" h="100%">
      {withTitle && <Title order={4}>{t('parts.title')}</Title>}
      {/* The list has no links or buttons: the scrolled area itself takes the focus, so the arrow keys scroll it. */}
      <ScrollArea
        style={{ flex: 1 }}
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('parts.title') }}
      >
        <Stack gap="sm">
          <UnofferedParts uses={unoffered.uses} isCompact />
          <PartsTable
            lines={parts.list}
            label={t('parts.title')}
            testId="parts-list"
            isCompact
            unofferedPartIds={unoffered.partIds}
          />
          {parts.singlePartsList.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                {t('shell.partsList.singlePartsTitle')}
              </Text>
              <PartsTable
                lines={parts.singlePartsList}
                label={t('shell.partsList.singlePartsTitle')}
                testId="single-parts-list"
                isCompact
              />
            </>
          )}
        </Stack>
      </ScrollArea>
      <PartsTotals parts={parts} />
      <PowerSummary power={parts.power} />
    </Stack>
  );
}
