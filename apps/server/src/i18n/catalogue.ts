import { encodeMessage, type MessageValues, parseMessage } from '@bar/contracts/messages';
import { FALLBACK_LOCALE, type Locale } from '@bar/domain/locale';
import { CATALOGUE_MESSAGES } from '../features/admin/records/catalogueMessages.ts';
import { RECORD_MESSAGES } from '../features/admin/records/recordMessages.ts';
import { AUTH_MESSAGES } from '../features/auth/authMessages.ts';
import { VIOLATION_MESSAGES } from '../features/bars/violationMessages.ts';
import { LIVE_MESSAGES } from '../features/live/liveMessages.ts';
import { UPLOAD_MESSAGES } from '../features/uploads/uploadMessages.ts';
import { PROFILE_MESSAGES } from '../features/user/profileMessages.ts';
import { ERROR_MESSAGES } from './errorMessages.ts';
import { fillPlaceholders, type LocalizedText, type MessageTable } from './messageTable.ts';
import { RESOURCE_MESSAGES } from './resourceMessages.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

type Prefixed<Prefix extends string, Table> = { [Key in keyof Table & string as `${Prefix}.${Key}`]: LocalizedText };

/** A feature's table whose keys are bare names (`badCredentials`), registered as `prefix.name`. */
function prefixed<const Prefix extends string, Table extends MessageTable>(
  prefix: Prefix,
  table: Table,
): Prefixed<Prefix, Table> {
  return Object.fromEntries(Object.entries(table).map(([key, text]) => [`${prefix}.${key}`, text])) as Prefixed<
    Prefix,
    Table
  >;
}

/**
 * Every message the server answers with, in all six languages: one place, so one test sees every
 * key (test/i18n.catalogue.test.ts). A feature with its own table adds it here with one line.
 */
export const SERVER_MESSAGES = {
  ...ERROR_MESSAGES,
  ...VALIDATION_MESSAGES,
  ...RESOURCE_MESSAGES,
  ...prefixed('auth', AUTH_MESSAGES),
  ...prefixed('uploads', UPLOAD_MESSAGES),
  ...prefixed('adminCatalogue', CATALOGUE_MESSAGES),
  ...prefixed('records', RECORD_MESSAGES),
  ...prefixed('violations', VIOLATION_MESSAGES),
  ...prefixed('profile', PROFILE_MESSAGES),
  ...prefixed('live', LIVE_MESSAGES),
} satisfies MessageTable;

export type MessageKey = keyof typeof SERVER_MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(SERVER_MESSAGES, key);
}

/** A catalogue message with its `{{placeholders}}` filled; a value that is itself a key is translated too. */
export function translate(key: MessageKey, locale: Locale, values: MessageValues = {}): string {
  const texts: LocalizedText = SERVER_MESSAGES[key];
  const filled: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    filled[name] = typeof value === 'string' && isMessageKey(value) ? translate(value, locale) : value;
  }
  return fillPlaceholders(texts[locale] ?? texts[FALLBACK_LOCALE], filled);
}

/**
 * A message as thrown (a catalogue key, a key with values as the schemas write it, or a finished
 * text) in the request's language. A finished text stays as it is.
 */
export function renderMessage(message: string, locale: Locale): string {
  const parsed = parseMessage(message);
  if (!parsed || !isMessageKey(parsed.key)) return message;
  return translate(parsed.key, locale, parsed.values);
}

/** A catalogue message kept for rendering later, where the request's language is known (a 422 field message). */
export function messageRef(key: MessageKey, values?: MessageValues): string {
  return encodeMessage(key, values);
}
