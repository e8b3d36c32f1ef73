/** What other features use of the inventory. */

export { InventorySection } from './InventorySection.tsx';
export { useInventory } from './inventoryApi.ts';
export { OrderTotals } from './OrderTotals.tsx';
export { BarPartsHookContext, PartsScopeChoice, useOwnedUnits } from './PartsScopeChoice.tsx';
export { effectiveScope } from './partsScope.ts';
