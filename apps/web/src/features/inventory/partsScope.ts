import type { PartsScope } from '@bar/contracts/pdf';

/** What is sent: only parts to order when chosen and the user owns any of the bar's parts. */
export function effectiveScope(chosen: PartsScope, ownedUnits: number): PartsScope {
  return ownedUnits > 0 ? chosen : 'all';
}
