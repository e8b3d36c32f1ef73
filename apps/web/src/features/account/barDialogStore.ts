import { openedStore } from '../../shared/openedStore.ts';

/** The bar an action is about: enough to name it, rename it (version) and reach it (edit token). */
export type BarRef = { id: string; name: string; version: number; editToken?: string | undefined };

export type BarDialog =
  | { kind: 'saveAs'; bar: BarRef }
  | { kind: 'rename'; bar: BarRef }
  | { kind: 'delete'; bar: BarRef }
  | { kind: 'share'; bar: BarRef };

/** Dialogs about one bar, opened from the File menu or from My configurations. */
const barDialog = openedStore<BarDialog>();

export const openBarDialog = barDialog.open;
export const closeBarDialog = barDialog.close;
export const useBarDialog = barDialog.useOpened;
