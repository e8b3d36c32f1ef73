/** Texts of the Profile screen in en: details, e-mail change, password, data export, account deletion. */
export const profileEn = {
  title: 'My profile',
  menuItem: 'My profile…',
  loginToProfile: 'Please log in to see your profile.',
  savedTitle: 'Saved',
  details: {
    title: 'Personal details',
    submit: 'Save details',
    saved: 'Your details have been saved.',
  },
  email: {
    title: 'E-mail address',
    current: 'You log in with {{email}}.',
    newEmail: 'New e-mail address',
    submit: 'Change e-mail address',
    pending:
      'Waiting for confirmation: {{email}}. Open the link we sent to that address; until then you keep logging in with your current address.',
    sentTitle: 'Confirmation link sent',
    sent: 'We have sent a confirmation link to {{email}}.',
  },
  password: {
    title: 'Password',
    current: 'Current password',
    submit: 'Change password',
    saved: 'Your password has been changed. Your other devices have been logged out.',
  },
  export: {
    title: 'Download my data',
    intro: 'A JSON file with your account, addresses, bars and requests.',
    submit: 'Download my data',
    done: 'Your data has been downloaded.',
  },
  delete: {
    title: 'Delete my account',
    intro:
      'Your account, addresses and bars are deleted for good. Requests you have sent stay with us without your name and contact details.',
    submit: 'Delete my account…',
    confirmTitle: 'Delete your account?',
    confirmText: 'Enter your password to confirm. This cannot be undone.',
    confirm: 'Delete my account for good',
    doneTitle: 'Account deleted',
    done: 'Your account has been deleted.',
  },
  confirmEmail: {
    title: 'New e-mail address',
    changed: 'Your e-mail address has been changed. From now on you log in with the new address.',
    invalid: 'This confirmation link is invalid or has already been used.',
    expired: 'This confirmation link has expired. Please request the change again in your profile.',
    toProfile: 'To my profile',
  },
};
