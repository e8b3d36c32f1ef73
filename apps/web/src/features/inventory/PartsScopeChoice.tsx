import type { PartsScope } from '@bar/contracts/pdf';
import { planOrder } from '@bar/domain/inventory';
import type { ComputedPartsList } from '@bar/domain/partsList';
import { Radio, Stack } from '@mantine/core';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useInventory } from './inventoryApi.ts';

/**
 * The hook that gives the parts list of the bar on screen, provided by the screen that shows a
 * bar (the editor, at its root), so that this feature needs nothing of the editor. It must stay the
 * same function for as long as a component uses it (it is called as a hook).
 */
export const BarPartsHookContext = createContext<() => ComputedPartsList | null>(() => null);

/** Units of the bar in the editor that the signed-in user's own parts cover; 0 for a guest or without any. */
export function useOwnedUnits(): number {
  const useBarParts = useContext(BarPartsHookContext);
  const parts = useBarParts();
  const { inventory } = useInventory();
  return useMemo(() => (parts && inventory.size > 0 ? planOrder(parts, inventory).owned_units : 0), [parts, inventory]);
}

/**
 * "All parts" or "Only parts to order" for a PDF or an inquiry; shown only when the user's own
 * parts cover some of this bar (otherwise both would be the same).
 */
export function PartsScopeChoice({
  ownedUnits,
  value,
  onChange,
  testId,
}: {
  ownedUnits: number;
  value: PartsScope;
  onChange: (scope: PartsScope) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (ownedUnits === 0) return null;
  return (
    <Radio.Group
      label={t('inventory.scope.label')}
      value={value}
      onChange={(next) => onChange(next === 'to_order' ? 'to_order' : 'all')}
      data-testid={testId}
    >
      <Stack gap={6} mt={6}>
        <Radio value="all" label={t('inventory.scope.all')} data-testid={`${testId}-all`} />
        <Radio
          value="to_order"
          label={t('inventory.scope.toOrder', { count: ownedUnits })}
          data-testid={`${testId}-to-order`}
        />
      </Stack>
    </Radio.Group>
  );
}
