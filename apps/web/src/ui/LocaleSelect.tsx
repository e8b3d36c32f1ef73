import { isLocale, LOCALES, type Locale } from '@bar/domain/locale';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The language of an account (its e-mails, its documents), one of the six. */
export function LocaleSelect(props: {
  label: string;
  description?: string;
  value: Locale | undefined;
  onChange: (locale: Locale) => void;
  error: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={props.label}
      description={props.description}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      value={props.value ?? null}
      onChange={(value) => {
        if (isLocale(value)) props.onChange(value);
      }}
      allowDeselect={false}
      data-testid={props.testId}
      error={props.error}
    />
  );
}
