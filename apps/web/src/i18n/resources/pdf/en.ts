/** Texts of the "pdf" area in en: the PDF dialog (download now or send by e-mail). */
export const pdfEn = {
  menuItem: 'Create PDF…',
  title: 'Parts list as PDF',
  intro: 'The PDF contains pictures of the bar (front, back, 3D view) and the parts list with prices.',
  noScene: 'No 3D view is open, so the PDF will have no pictures. Open the Bar or 3D view tab first to include them.',
  mailHint:
    'By e-mail, the PDF reaches {{email}} within a few minutes. Changing the bar meanwhile may make the pictures and the parts list differ.',
  download: 'Download now',
  mail: 'Send by e-mail',
  close: 'Close',
  steps: {
    capturing: 'Taking pictures of the bar…',
    uploading: 'Uploading the pictures…',
    creating: 'Creating the PDF…',
  },
  downloaded: 'The PDF has been downloaded.',
  mailed: 'The PDF is on its way to {{email}}.',
  resend: 'Send the confirmation e-mail again',
  problems: {
    loginRequired: 'Please log in to create a PDF document',
    unverified: 'Please confirm your e-mail address first, then you can create a PDF document.',
    forbidden: 'You do not have the necessary rights to create a PDF of this configuration.',
    removed: 'This configuration has been removed.',
    timeout: 'Creating the PDF took too long. Please try again, or have it sent by e-mail.',
    failed: 'The PDF could not be created. Please try again.',
  },
};
