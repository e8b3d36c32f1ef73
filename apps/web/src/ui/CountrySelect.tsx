import {
  COUNTRY_CODES,
  type CountryCode,
  countryName,
  isCountryCode,
  normalizeCountryName,
  parseCountry,
} from '@bar/domain/countries';
import { type ComboboxItem, MultiSelect, type OptionsFilter, Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type CountryOption = ComboboxItem & { key: string };

/**
 * Every country as an option named in `locale` and sorted as that language sorts. A stored value
 * that is no code (text kept from before countries were codes) is offered as it is, so it shows.
 */
function countryOptions(locale: string, extra: readonly string[]): CountryOption[] {
  const collator = new Intl.Collator(locale);
  const options = COUNTRY_CODES.map((code) => {
    const label = countryName(code, locale);
    return { value: code, label, key: normalizeCountryName(label) };
  }).sort((a, b) => collator.compare(a.label, b.label));
  const unknown = extra.filter((value) => value && !isCountryCode(value));
  return [...unknown.map((value) => ({ value, label: value, key: normalizeCountryName(value) })), ...options];
}

/**
 * Finds a country by its name in the reader's language without case or accents ("osterr"), by its
 * code ("AT") or by its name in another of the app's languages ("Austria" in German).
 */
const filterCountries: OptionsFilter = ({ options, search }) => {
  const query = normalizeCountryName(search);
  if (!query) return options;
  const named = parseCountry(search);
  return (options as CountryOption[]).filter(
    (option) => option.key.includes(query) || option.value === named || option.value.toLowerCase() === query,
  );
};

type CommonProps = {
  label: string;
  placeholder?: string;
  error?: string | undefined;
  required?: boolean;
  testId?: string;
  description?: string;
};

/**
 * One country from a searchable list of every ISO 3166-1 country, named in the interface
 * language; the value is the code ("DE"), or null while none is chosen.
 */
export function CountrySelect(
  props: CommonProps & { value: string | null; onChange: (code: CountryCode | null) => void; onBlur?: () => void },
) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(() => countryOptions(locale, props.value ? [props.value] : []), [locale, props.value]);
  return (
    <Select
      label={props.label}
      description={props.description}
      data={options}
      value={props.value || null}
      onChange={(value) => props.onChange(isCountryCode(value) ? value : null)}
      onBlur={props.onBlur}
      // Choosing the chosen country again keeps it; only the clear button (optional fields) empties it.
      allowDeselect={false}
      searchable
      filter={filterCountries}
      limit={300}
      maxDropdownHeight={280}
      nothingFoundMessage={i18n.t('countries.noMatch')}
      placeholder={props.value ? undefined : i18n.t('countries.placeholder')}
      required={props.required}
      clearable={!props.required}
      autoComplete="off"
      error={props.error}
      data-testid={props.testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Several countries from the same list (an administrator's responsibilities); the value is their codes. */
export function CountriesSelect(
  props: CommonProps & { value: readonly string[]; onChange: (codes: string[]) => void },
) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(() => countryOptions(locale, props.value), [locale, props.value]);
  return (
    <MultiSelect
      label={props.label}
      description={props.description}
      placeholder={props.placeholder}
      data={options}
      value={[...props.value]}
      onChange={props.onChange}
      searchable
      filter={filterCountries}
      limit={300}
      maxDropdownHeight={280}
      nothingFoundMessage={i18n.t('countries.noMatch')}
      clearable
      hidePickedOptions
      error={props.error}
      data-testid={props.testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
