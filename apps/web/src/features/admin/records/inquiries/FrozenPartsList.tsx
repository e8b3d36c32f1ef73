import type { AdminInquiry } from '@bar/contracts/adminRecords';
import { Alert, Box, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/index.ts';
import { catalogueQueryKey, fetchCatalogue } from '../../../bars/index.ts';
import { PartsTable, PartsTotals } from '../../../editor/index.ts';
import { RecordSection } from '../ui.tsx';
import { linesInLanguage } from './sentBar.ts';

/**
 * Screens narrower than this leave the card beside the admin menu under the 720 px the full
 * table's fixed columns need (a tablet held upright, about 520 px): the compact table is shown.
 */
const NARROW_SCREEN = '(max-width: 1099px)';

/**
 * The parts list as it was when the inquiry was sent (later catalogue changes do not touch it);
 * for an inquiry of the parts to order only, with the customer's own parts subtracted. Quantities
 * and prices are as sent; the part names are in the staff member's language.
 */
export function FrozenPartsList({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation();
  const catalogue = useQuery({
    queryKey: catalogueQueryKey,
    queryFn: fetchCatalogue,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const bar = inquiry.bar_snapshot;
  const parts = bar?.parts;
  const locale = currentLocale();
  // Part numbers go under the names there.
  const isCompact = useMediaQuery(NARROW_SCREEN, window.matchMedia(NARROW_SCREEN).matches, {
    getInitialValueInEffect: false,
  });
  return (
    <RecordSection title={t('adminRecords.inquiry.partsList', { name: bar?.name ?? '' })} testId="inquiry-parts">
      {!parts ? (
        <Text size="sm" c="dimmed">
          {t('adminRecords.inquiry.noPartsList')}
        </Text>
      ) : (
        <Stack gap="md">
          {inquiry.to_order_only && (
            <Alert color="blue" data-testid="inquiry-to-order-only">
              {t('adminRecords.inquiry.toOrderOnly', { count: inquiry.owned_units ?? 0 })}
            </Alert>
          )}
          <PartsTable
            lines={linesInLanguage(parts.list, catalogue.data, locale)}
            label={t('adminRecords.inquiry.partsList', { name: bar?.name ?? '' })}
            testId="inquiry-parts-table"
            isCompact={isCompact}
          />
          {parts.singlePartsList.length > 0 && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('adminRecords.inquiry.singleParts')}
              </Text>
              <PartsTable
                lines={linesInLanguage(parts.singlePartsList, catalogue.data, locale)}
                label={t('adminRecords.inquiry.singleParts')}
                testId="inquiry-single-parts-table"
                isCompact={isCompact}
              />
            </Stack>
          )}
          <Group justify="flex-end">
            <Box w={340} maw="100%">
              <PartsTotals parts={parts} />
            </Box>
          </Group>
        </Stack>
      )}
    </RecordSection>
  );
}
