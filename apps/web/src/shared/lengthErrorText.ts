import { parseMessage } from '@bar/contracts/messages';
import type { FieldError } from 'react-hook-form';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Schema messages about a text's length, and which limit they carry. */
const LENGTH_MESSAGES: Record<string, 'min' | 'max'> = {
  'validation.fieldMin': 'min',
  'validation.tooShort': 'min',
  'validation.fieldMax': 'max',
  'validation.tooLong': 'max',
  'validation.inputMax': 'max',
};

/**
 * A client check of a text's length said with its limit ("At least 8 characters."), read from the
 * schema's message (a catalogue key with values, see @bar/contracts/messages); null when the error
 * is not about a length the schema names.
 */
export function lengthErrorText(error: FieldError, t: Translate): string | null {
  const parsed = parseMessage(error.message ?? '');
  const limit = parsed ? LENGTH_MESSAGES[parsed.key] : undefined;
  const value = limit ? parsed?.values[limit] : undefined;
  if (typeof value !== 'number') return null;
  return limit === 'min' ? t('validation.atLeast', { min: value }) : t('validation.atMost', { max: value });
}
