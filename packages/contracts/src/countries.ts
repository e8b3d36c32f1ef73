import { type CountryCode, parseCountry } from '@bar/domain/countries';
import { z } from 'zod';
import { msg } from './messages.ts';

/**
 * A country in a request: an ISO 3166-1 alpha-2 code ("DE", any case) or the country's name in
 * one of the app's languages or Dutch ("Deutschland", "Germany", "Allemagne", "Österreich"), read
 * by `parseCountry`. The schema's output is the code; anything else is refused with a 422.
 */
const COUNTRY_DESCRIPTION =
  'An ISO 3166-1 alpha-2 code ("DE") or the country\'s name in German, English, French, Italian, Spanish, Portuguese or Dutch ("Deutschland", "Germany"); stored as the code.';

function toCountryCode(text: string, context: z.RefinementCtx<string>): CountryCode {
  const code = parseCountry(text);
  if (code) return code;
  context.addIssue({ code: 'custom', message: msg('validation.countryUnknown'), input: text });
  return z.NEVER;
}

export const countrySchema = z
  .string({ error: msg('validation.fieldRequired', { field: 'field.country' }) })
  .trim()
  .min(1, msg('validation.fieldRequired', { field: 'field.country' }))
  .max(100, msg('validation.fieldMax', { field: 'field.country', max: 100 }))
  .transform(toCountryCode)
  .meta({ description: COUNTRY_DESCRIPTION });

/** An optional country (the profile's): as `countrySchema`, but blank or null gives null. */
export const optionalCountrySchema = z
  .string({ error: msg('validation.fieldText', { field: 'field.country' }) })
  .trim()
  .max(100, msg('validation.fieldMax', { field: 'field.country', max: 100 }))
  .transform((text, context): CountryCode | null => (text === '' ? null : toCountryCode(text, context)))
  .nullish()
  .meta({ description: `${COUNTRY_DESCRIPTION} Blank or null: the default, DE.` });

/** A country in a response: its ISO 3166-1 alpha-2 code ("DE"). */
export const countryCodeResponseSchema = z.string().meta({
  description:
    'ISO 3166-1 alpha-2 code ("DE"). A country stored before codes were introduced that named no known country is returned as it was written.',
});
