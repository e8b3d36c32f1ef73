import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The confirmations the editor asks for (D2, C6, C3, delete all panels); texts `modes.confirm.<kind>.*`. */
export type ConfirmationKind = 'applyToAll' | 'deleteAllBoards' | 'deleteAllPanels' | 'removeLastBoard';

export type ConfirmationRequest = { kind: ConfirmationKind; onConfirm: () => void };

type ConfirmState = { request: ConfirmationRequest | null };

/** At most one question at a time; a new one replaces an unanswered one. */
export const confirmStore = createStore<ConfirmState>()(() => ({ request: null }));

export function requestConfirmation(request: ConfirmationRequest): void {
  confirmStore.setState({ request });
}

export function answerConfirmation(isConfirmed: boolean): void {
  const { request } = confirmStore.getState();
  confirmStore.setState({ request: null });
  if (isConfirmed) request?.onConfirm();
}

export function useConfirmation(): ConfirmationRequest | null {
  return useStore(confirmStore, (state) => state.request);
}
