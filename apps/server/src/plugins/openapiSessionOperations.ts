import { NO_CONTENT, type OperationMeta, THROTTLED } from './openapiOperationMeta.ts';

/** The authentication host's operations at the root (register, login, password reset, e-mail verification). */
export const SESSION_OPERATIONS: Readonly<Record<string, OperationMeta>> = {
  'POST /register': {
    operationId: 'register',
    summary: 'Create an account and log in',
    tag: 'Session',
    access: 'session',
    errors: [THROTTLED],
  },
  'POST /login': {
    operationId: 'login',
    summary: 'Log in with e-mail and password',
    tag: 'Session',
    access: 'session',
    errors: [THROTTLED],
  },
  'POST /logout': {
    operationId: 'logout',
    summary: 'Log out and end the session',
    tag: 'Session',
    access: 'session',
    success: NO_CONTENT,
  },
  'POST /forgot-password': {
    operationId: 'requestPasswordReset',
    summary: 'Send a password reset link by e-mail',
    tag: 'Session',
    access: 'session',
    errors: [THROTTLED],
  },
  'POST /reset-password': {
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset token',
    tag: 'Session',
    access: 'session',
  },
  'POST /email/verification-notification': {
    operationId: 'resendVerificationMail',
    summary: 'Send the e-mail verification link again',
    tag: 'Session',
    access: 'user',
    errors: [THROTTLED],
  },
  'POST /email/verify/{id}/{hash}': {
    operationId: 'verifyEmail',
    summary: 'Confirm my e-mail address with the signed link',
    tag: 'Session',
    access: 'user',
    errors: [403, 410],
  },
};
