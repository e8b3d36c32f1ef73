import { applyFrontPanelTypeToAll } from '@bar/domain/commands/panelEdits';
import type { CommandResult, Offer } from '@bar/domain/commands/types';
import type { Command } from '../store/types.ts';
import { requestConfirmation } from './confirmStore.ts';

/** D2: after a front panel changed type, the user is asked whether all other front panels follow. */
export function offerFollowUp(offer: Offer, run: (command: Command) => CommandResult | null): void {
  if (offer.kind !== 'applyFrontPanelTypeToAll') return;
  requestConfirmation({
    kind: 'applyToAll',
    onConfirm: () => run((doc, edit) => applyFrontPanelTypeToAll(doc, edit, { assemblyId: offer.assemblyId })),
  });
}
