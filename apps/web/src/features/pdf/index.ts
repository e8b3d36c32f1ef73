/** What other features use of pdf. */
export { PdfDialog } from './PdfDialog.tsx';
export { fileNameOf, saveFile } from './pdfApi.ts';
export { openPdfDialog } from './pdfDialogStore.ts';
