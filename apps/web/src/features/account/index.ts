/** What other features use of account. */
export { type BarDialog, type BarRef, openBarDialog } from './barDialogStore.ts';
