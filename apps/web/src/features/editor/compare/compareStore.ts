import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Whether the "Compare versions" dialog is open. */
export const compareStore = createStore<{ open: boolean }>()(() => ({ open: false }));

export function openCompareDialog(): void {
  compareStore.setState({ open: true });
}

export function closeCompareDialog(): void {
  compareStore.setState({ open: false });
}

export function useCompareOpen(): boolean {
  return useStore(compareStore, (state) => state.open);
}
