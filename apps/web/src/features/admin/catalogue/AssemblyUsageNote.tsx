import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogueKeys, loadAssemblyUsage } from './catalogueApi.ts';

/**
 * How many saved bars and templates hold the assembly, shown before anyone switches it off, with
 * what switching it off does to them (they keep it, priced and marked "no longer offered").
 */
export function AssemblyUsageNote({ assemblyId }: { assemblyId: string }) {
  const { t } = useTranslation();
  const usage = useQuery({
    queryKey: catalogueKeys.assemblyUsage(assemblyId),
    queryFn: () => loadAssemblyUsage(assemblyId),
  });
  if (!usage.data) return null;
  const { bars, presets } = usage.data;
  const isUsed = bars > 0 || presets > 0;
  return (
    <Alert color={isUsed ? 'orange' : 'gray'} p="sm" data-testid="assembly-usage">
      <Text size="sm" fw={600}>
        {t('adminCatalogue.assembly.usage', { bars, presets })}
      </Text>
      {isUsed && <Text size="sm">{t('adminCatalogue.assembly.usageNote')}</Text>}
    </Alert>
  );
}
