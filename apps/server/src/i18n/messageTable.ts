import type { Locale } from '@bar/domain/locale';

/** One message in every language the product speaks; `{{name}}` marks a value filled in later. */
export type LocalizedText = Record<Locale, string>;

/** A feature's messages by key; each key has all six languages (the type says so). */
export type MessageTable<Key extends string = string> = Record<Key, LocalizedText>;

/** `{{name}}` replaced by its value; an unknown name stays as it is. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/**
 * How a feature reads its table: the message in the language, each `{{name}}` filled from
 * `values` (an unknown name stays as it is).
 */
export function messagesOf<Key extends string>(
  table: MessageTable<Key>,
): (message: Key, locale: Locale, values?: Record<string, string>) => string {
  return (message, locale, values = {}) => fillPlaceholders(table[message][locale], values);
}
