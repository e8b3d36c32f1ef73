import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The bar an action is about: enough to name it, rename it (version) and reach it (edit token). */
export type BarRef = { id: string; name: string; version: number; editToken?: string | undefined };

export type BarDialog =
  | { kind: 'saveAs'; bar: BarRef }
  | { kind: 'rename'; bar: BarRef }
  | { kind: 'delete'; bar: BarRef }
  | { kind: 'share'; bar: BarRef };

/** Dialogs about one bar, opened from the File menu or from My configurations. */
export const barDialogStore = createStore<{ dialog: BarDialog | null }>()(() => ({ dialog: null }));

export function openBarDialog(dialog: BarDialog): void {
  barDialogStore.setState({ dialog });
}

export function closeBarDialog(): void {
  barDialogStore.setState({ dialog: null });
}

export function useBarDialog(): BarDialog | null {
  return useStore(barDialogStore, (state) => state.dialog);
}
