import type { OrderPlan } from '@bar/domain/inventory';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n/index.ts';
import { formatEuro, formatKilograms } from '../../ui/format.ts';

/** What is still to order once the user's own parts are used: net price, weight, units covered. */
export function OrderTotals({ plan }: { plan: OrderPlan }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Stack gap={4} data-testid="order-totals">
      <Group justify="space-between">
        <Text fw={700}>{t('inventory.toOrderTotal')}</Text>
        <Text fw={700} data-testid="order-total">
          {formatEuro(plan.to_order_price, locale)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('inventory.toOrderWeight')}</Text>
        <Text size="sm" data-testid="order-weight">
          {t('parts.weightValue', { value: formatKilograms(plan.to_order_weight, locale) })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" data-testid="order-covered">
        {t('inventory.ownedSummary', {
          owned: plan.owned_units,
          needed: plan.owned_units + plan.to_order_units,
        })}{' '}
        <Anchor component={Link} to="/account/profile" size="xs">
          {t('inventory.manage')}
        </Anchor>
      </Text>
    </Stack>
  );
}
