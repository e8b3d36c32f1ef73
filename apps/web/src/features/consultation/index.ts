/** What other features use of consultation. */
export { ConsultationDialog } from './ConsultationDialog.tsx';
export { openConsultation } from './consultationStore.ts';
