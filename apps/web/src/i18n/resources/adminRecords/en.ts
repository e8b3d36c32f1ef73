export const adminRecordsEn = {
  form: {
    save: 'Save',
    savedTitle: 'Saved',
    saved: 'The changes have been saved.',
    unsaved: 'Unsaved changes',
    notFound: 'This record does not exist (any more).',
    loadFailed: 'The record could not be loaded. Please try again.',
    leaveTitle: 'Leave without saving?',
    leaveMessage: 'You have unsaved changes on this page. If you leave now, they are lost.',
    stay: 'Stay here',
    leave: 'Leave without saving',
  },
};
