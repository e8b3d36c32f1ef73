import type { EditCommand } from '@bar/domain/commands/editCommands';
import type { Offer } from '@bar/domain/commands/types';
import { requestConfirmation } from './confirmStore.ts';

/** D2: after a front panel changed type, the user is asked whether all other front panels follow. */
export function offerFollowUp(offer: Offer, dispatch: (command: EditCommand) => unknown): void {
  if (offer.kind !== 'applyFrontPanelTypeToAll') return;
  requestConfirmation({
    kind: 'applyToAll',
    onConfirm: () => dispatch({ type: 'applyFrontPanelTypeToAll', input: { assemblyId: offer.assemblyId } }),
  });
}
