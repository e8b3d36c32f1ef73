import { type CountryCode, parseCountry } from '@bar/domain/countries';
import { z } from 'zod';
import { msg } from './messages.ts';

/** What the OpenAPI document says of a country in a request. */
export const COUNTRY_DESCRIPTION =
  'An ISO 3166-1 alpha-2 code ("DE") or the country\'s name in German, English, French, Italian, Spanish, Portuguese or Dutch ("Deutschland", "Germany"); stored as the code.';

function toCountryCode(text: string, context: z.RefinementCtx<string>): CountryCode {
  const code = parseCountry(text);
  if (code) return code;
  context.addIssue({ code: 'custom', message: msg('validation.countryUnknown'), input: text });
  return z.NEVER;
}

/**
 * A country in a request: an ISO 3166-1 alpha-2 code ("DE", any case) or the country's name in
 * one of the app's languages or Dutch ("Deutschland", "Germany", "Allemagne", "Österreich"), read
 * by `parseCountry`. The schema's output is the code; anything else is refused with a 422.
 */
export const countrySchema = z
  .string({ error: msg('validation.fieldRequired', { field: 'field.country' }) })
  .trim()
  .min(1, msg('validation.fieldRequired', { field: 'field.country' }))
  .max(100, msg('validation.fieldMax', { field: 'field.country', max: 100 }))
  .transform(toCountryCode);

/** The profile's country: as `countrySchema`, but blank gives null (the default, DE). */
export const profileCountrySchema = z
  .string({ error: msg('validation.fieldText', { field: 'field.country' }) })
  .trim()
  .max(100, msg('validation.fieldMax', { field: 'field.country', max: 100 }))
  .transform((text, context): CountryCode | null => (text === '' ? null : toCountryCode(text, context)));
export const optionalCountrySchema = profileCountrySchema.nullish();

/** What the OpenAPI document says of a country in a response. */
export const COUNTRY_CODE_DESCRIPTION =
  'ISO 3166-1 alpha-2 code ("DE"). A country stored before codes were introduced that named no known country is returned as it was written.';

/** A country in a response: its ISO 3166-1 alpha-2 code ("DE"). */
export const countryCodeResponseSchema = z.string();
