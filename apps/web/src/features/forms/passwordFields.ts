import type { TextFieldSpec } from '../../ui/TextFields.tsx';

/** The account's current password, asked before a change of e-mail or password. */
export function currentPasswordField(testId: string): TextFieldSpec<'current_password'> {
  return {
    name: 'current_password',
    label: 'profile.password.current',
    type: 'password',
    autoComplete: 'current-password',
    isRequired: true,
    testId,
  };
}

/**
 * A new password and its repetition (registration, reset, profile); the test ids are
 * `<prefix>-password` and `<prefix>-password-confirmation`.
 */
export function newPasswordFields(
  testIdPrefix: string,
  label = 'account.fields.newPassword',
): TextFieldSpec<'password' | 'password_confirmation'>[] {
  const input = { type: 'password', autoComplete: 'new-password', isRequired: true } as const;
  return [
    { ...input, name: 'password', label, testId: `${testIdPrefix}-password` },
    {
      ...input,
      name: 'password_confirmation',
      label: 'account.fields.passwordConfirmation',
      testId: `${testIdPrefix}-password-confirmation`,
    },
  ];
}
