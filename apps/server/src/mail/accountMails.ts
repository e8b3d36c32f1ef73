import type { Locale } from '@bar/domain/locale';
import { ACCOUNT_MAIL_TEXTS, type AccountMailKind } from './accountTexts.ts';
import type { MailMessage } from './mailer.ts';

export type AccountMailInput = {
  kind: AccountMailKind;
  to: string;
  locale: Locale;
  /** The given name for the greeting; may be empty. */
  name: string | null;
  link: string;
  /** How long the link works; a notice whose link does not expire leaves it out. */
  validMinutes?: number;
  /** Fills the intro's placeholders (`{{email}}`: the new address of an e-mail change). */
  values?: Record<string, string>;
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An account mail (verification, password reset, e-mail change): plain text plus a simple HTML part with a button-like link. */
export function accountMail(input: AccountMailInput): MailMessage {
  const texts = ACCOUNT_MAIL_TEXTS[input.kind][input.locale];
  const greeting = fill(texts.greeting, { name: input.name?.trim() ?? '' })
    .replace(/\s+([,:])$/, '$1')
    .trim();
  const intro = fill(texts.intro, input.values ?? {});
  const expiry =
    texts.expiry && input.validMinutes !== undefined
      ? fill(texts.expiry, { minutes: String(input.validMinutes), hours: String(Math.round(input.validMinutes / 60)) })
      : null;
  const text = [greeting, '', intro, '', input.link, '', ...(expiry ? [expiry, ''] : []), texts.ignore, ''].join('\n');
  const link = escapeHtml(input.link);
  const html = [
    '<!doctype html>',
    `<html lang="${input.locale}"><body style="font-family: sans-serif; line-height: 1.5; color: #222;">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(texts.action)}</a></p>`,
    `<p style="font-size: 13px; word-break: break-all;">${link}</p>`,
    ...(expiry ? [`<p>${escapeHtml(expiry)}</p>`] : []),
    `<p style="color: #666;">${escapeHtml(texts.ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, locale: input.locale, subject: texts.subject, text, html };
}
