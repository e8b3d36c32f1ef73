import { isLocale, type Locale } from '@bar/domain/locale';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { accountMail } from '../../mail/accountMails.ts';
import { EMAIL_CHANGE_LINK_MINUTES } from '../user/emailChange.ts';
import { INVITATION_TOKEN_MINUTES, RESET_TOKEN_MINUTES } from './passwordReset.ts';
import { signVerificationLink, VERIFICATION_LINK_MINUTES, verificationUrl } from './signedLinks.ts';

export type LinkSettings = { appKey: string; publicUrl: string };

function userLocale(user: UserRow): Locale {
  return isLocale(user.locale) ? user.locale : 'de';
}

/**
 * Sends an account mail; a failing mail server is logged, not reported to the client (the
 * account action itself has happened, and the user can ask for the mail again).
 */
async function deliver(app: FastifyInstance, message: Parameters<FastifyInstance['mailer']['send']>[0]): Promise<void> {
  try {
    await app.mailer.send(message);
  } catch (error) {
    app.log.error({ err: error }, 'account mail not sent');
  }
}

export function sendVerificationMail(app: FastifyInstance, settings: LinkSettings, user: UserRow): Promise<void> {
  const link = verificationUrl(settings.publicUrl, signVerificationLink(settings.appKey, user));
  return deliver(
    app,
    accountMail({
      kind: 'verifyEmail',
      to: user.email,
      locale: userLocale(user),
      name: user.givenName,
      link,
      validMinutes: VERIFICATION_LINK_MINUTES,
    }),
  );
}

export function sendResetMail(
  app: FastifyInstance,
  settings: LinkSettings,
  user: UserRow,
  token: string,
): Promise<void> {
  const query = new URLSearchParams({ token, email: user.email });
  return deliver(
    app,
    accountMail({
      kind: 'resetPassword',
      to: user.email,
      locale: userLocale(user),
      name: user.givenName,
      link: `${settings.publicUrl}/reset-password?${query}`,
      validMinutes: RESET_TOKEN_MINUTES,
    }),
  );
}

/**
 * A new administrator's invitation: the admin area's reset-password page with a single-use reset
 * token that lasts INVITATION_TOKEN_MINUTES, so they choose their own password.
 */
export function sendAdminInvitationMail(
  app: FastifyInstance,
  settings: LinkSettings,
  user: UserRow,
  token: string,
): Promise<void> {
  const query = new URLSearchParams({ token, email: user.email, invitation: '1' });
  return deliver(
    app,
    accountMail({
      kind: 'adminInvitation',
      to: user.email,
      locale: userLocale(user),
      name: user.givenName,
      link: `${settings.publicUrl}/admin/reset-password?${query}`,
      validMinutes: INVITATION_TOKEN_MINUTES,
    }),
  );
}

/**
 * An e-mail change: the link that confirms it goes to the new address; the current address is told
 * that a change was asked for (whoever knows the password and not the mailbox cannot take it over quietly).
 */
export async function sendEmailChangeMails(
  app: FastifyInstance,
  settings: LinkSettings,
  user: UserRow,
  newEmail: string,
  token: string,
): Promise<void> {
  const common = { locale: userLocale(user), name: user.givenName, values: { email: newEmail } };
  await deliver(
    app,
    accountMail({
      ...common,
      kind: 'confirmEmailChange',
      to: newEmail,
      link: `${settings.publicUrl}/confirm-email?${new URLSearchParams({ token })}`,
      validMinutes: EMAIL_CHANGE_LINK_MINUTES,
    }),
  );
  await deliver(
    app,
    accountMail({
      ...common,
      kind: 'emailChangeRequested',
      to: user.email,
      link: `${settings.publicUrl}/account/profile`,
    }),
  );
}
