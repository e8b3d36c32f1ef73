import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { authStore, requireLogin } from '../auth/index.ts';
import type { PdfBar } from './pdfApi.ts';

/** The bar whose PDF dialog is open, if any. */
export const pdfDialogStore = createStore<{ bar: PdfBar | null }>()(() => ({ bar: null }));

/** A guest gets the login dialog with the reason; a logged-in user the PDF dialog. */
export function openPdfDialog(bar: PdfBar): void {
  if (!authStore.getState().user) {
    requireLogin('account.messages.loginToPdf');
    return;
  }
  pdfDialogStore.setState({ bar });
}

export function closePdfDialog(): void {
  pdfDialogStore.setState({ bar: null });
}

export function usePdfDialogBar(): PdfBar | null {
  return useStore(pdfDialogStore, (state) => state.bar);
}
