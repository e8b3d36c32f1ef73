import { parseMessage } from '@bar/contracts/messages';
import type { FieldError } from 'react-hook-form';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Schema messages that say a field was left empty, and the field they name by themselves. */
const REQUIRED_KEYS: Record<string, string | null> = {
  'validation.required': null,
  'validation.fieldRequired': null,
  'validation.fieldNotEmpty': null,
  'validation.valueRequired': null,
  'validation.nameRequired': 'field.name',
  'validation.partNumberRequired': 'field.partNumber',
  'validation.countryNotEmpty': 'field.country',
};

/** The field names (`field.email`) that a required message of the admin forms may carry, with their texts. */
const FIELD_TEXTS: Record<string, string> = {
  'field.email': 'validation.fields.email',
  'field.eMail': 'validation.fields.email',
  'field.password': 'validation.fields.password',
  'field.name': 'validation.fields.name',
  'field.country': 'validation.fields.country',
  'field.code': 'validation.fields.code',
  'field.partNumber': 'validation.fields.partNumber',
  'field.bar': 'validation.fields.bar',
};

/** zod's own text for a string that must have at least one character: a required field left empty. */
const EMPTY_STRING = /expected string to have >=1 characters/;

/**
 * "Name is required." for a required field left empty, read from the schema's message (a catalogue
 * key with the field's name, see @bar/contracts/messages) or from zod's own minimum of one
 * character; null for any other error.
 */
export function requiredText(error: FieldError, t: Translate): string | null {
  const message = error.message ?? '';
  if (error.type === 'too_small' && EMPTY_STRING.test(message)) return t('validation.required');
  const parsed = parseMessage(message);
  if (!parsed || !(parsed.key in REQUIRED_KEYS)) return null;
  const field = FIELD_TEXTS[String(parsed.values.field ?? REQUIRED_KEYS[parsed.key])];
  return field ? t('validation.fieldRequired', { field: t(field) }) : t('validation.required');
}
