import type { AddressDto, AddressRequest } from '@bar/contracts/addresses';
import { type CountryCode, displayCountry, isCountryCode } from '@bar/domain/countries';
import type { FieldError } from 'react-hook-form';
import type { TextFieldSpec } from '../../ui/TextFields.tsx';
import type { AuthUser } from '../auth/index.ts';

/** The address fields of specification section 3, in the order the form shows them. */
export const ADDRESS_FIELDS = [
  'organization',
  'contactPerson',
  'vat_id',
  'given_name',
  'family_name',
  'street',
  'postal_code',
  'city',
  'country',
  'phone',
  'email',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFormValues = Record<AddressField, string>;

const REQUIRED: readonly AddressField[] = ['street', 'postal_code', 'city', 'country'];

export function isRequiredField(field: AddressField): boolean {
  return REQUIRED.includes(field);
}

/**
 * The text inputs of the address form (address book and quote dialog), test ids `address-<field>`,
 * before and after the country, which is a country select.
 */
const textInputs = (fields: readonly AddressField[]): readonly TextFieldSpec<AddressField>[] =>
  fields.map((field) => ({
    name: field,
    label: `quote.address.fields.${field}`,
    type: field === 'email' ? 'email' : 'text',
    isRequired: isRequiredField(field),
    testId: `address-${field}`,
  }));
const COUNTRY_INDEX = ADDRESS_FIELDS.indexOf('country');
export const INPUTS_BEFORE_COUNTRY = textInputs(ADDRESS_FIELDS.slice(0, COUNTRY_INDEX));
export const INPUTS_AFTER_COUNTRY = textInputs(ADDRESS_FIELDS.slice(COUNTRY_INDEX + 1));

/**
 * An existing address to edit, else a new one started from the account's own details; its country
 * is the account's, else the interface language's (see localeDefaultCountry).
 */
export function addressFormDefaults(
  address: AddressDto | null,
  user: AuthUser | null,
  fallbackCountry: CountryCode | null,
): AddressFormValues {
  const source = address ?? {
    organization: user?.organization ?? null,
    contactPerson: null,
    vat_id: user?.vat_id ?? null,
    given_name: user?.given_name ?? null,
    family_name: user?.family_name ?? null,
    street: user?.street ?? null,
    postal_code: user?.postal_code ?? null,
    city: user?.city ?? null,
    country: isCountryCode(user?.country) ? user.country : fallbackCountry,
    phone: user?.phone ?? null,
    email: user?.contact_email ?? user?.email ?? null,
  };
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, source[field] ?? ''])) as AddressFormValues;
}

/** Empty optional fields are sent as null, so that an edit can clear them. */
export function addressRequestOf(values: AddressFormValues): AddressRequest {
  const entries = ADDRESS_FIELDS.map((field) => [field, values[field].trim() === '' ? null : values[field]]);
  return Object.fromEntries(entries) as AddressRequest;
}

/** One line naming an address in the list, its country named in `locale`. */
export function addressSummary(address: AddressDto, locale: string): string {
  const person = [address.given_name, address.family_name].filter(Boolean).join(' ');
  const name = [address.organization, person].filter(Boolean).join(', ');
  const country = displayCountry(address.country, locale);
  return [name, address.street, `${address.postal_code} ${address.city}`, country].filter(Boolean).join(' · ');
}

/**
 * The text for an address field's error: server messages (already in the user's language) as
 * they are; the schema's English messages replaced by ours.
 */
export function addressErrorText(
  field: AddressField,
  error: FieldError | undefined,
  t: (key: string) => string,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (field === 'email') return t('account.validation.email');
  if (field === 'family_name' && error.type === 'custom') return t('quote.validation.nameOrOrganization');
  if (error.type === 'too_big') return t('validation.tooLong');
  if (isRequiredField(field)) return t('quote.validation.required');
  return t('validation.invalid');
}
