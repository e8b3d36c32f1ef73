import type { PowerBudget } from '@bar/domain/power';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlug } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';

/** E1: the watts the LED parts and powered accessories draw, amperes at 230 V, 16 A circuits and sockets. */
export function PowerSummary({ power }: { power: PowerBudget }) {
  const { t } = useTranslation();
  if (power.watts <= 0) return null;
  const number = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 });
  return (
    <Stack gap={4} data-testid="power-summary">
      <Text size="sm" fw={600}>
        <IconPlug size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('transport.power.title')}
      </Text>
      <Text size="sm" data-testid="power-figures">
        {t('transport.power.figures', {
          watts: number.format(power.watts),
          amperes: number.format(power.amperes),
          circuits: power.circuits,
          sockets: power.sockets,
        })}
      </Text>
      {power.over_one_circuit && (
        <Alert color="orange" p="xs" icon={<IconAlertTriangle size={16} />} data-testid="power-warning">
          <Text size="sm">{t('transport.power.warning', { circuits: power.circuits })}</Text>
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('transport.power.rule')}
      </Text>
    </Stack>
  );
}
