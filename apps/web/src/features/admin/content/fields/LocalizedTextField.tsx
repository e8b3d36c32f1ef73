import type { ContentText } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withText } from '../localizedText.ts';

type Props<Field extends string, Value extends Record<Field, ContentText>> = {
  /** The section value or item that holds the text. */
  value: Value;
  /** Which of its texts; also names the label, `adminCatalogue.content.fields.<field>`. */
  field: Field;
  locale: Locale;
  /** Gets `value` with the text changed. */
  onChange: (value: Value) => void;
  isMultiline?: boolean;
  testId?: string;
};

/**
 * One text of a section in the language being edited. English is the fallback of every other
 * language, so an empty German field shows the English text as its placeholder.
 */
export function LocalizedTextField<Field extends string, Value extends Record<Field, ContentText>>({
  value,
  field,
  locale,
  onChange,
  isMultiline = false,
  testId,
}: Props<Field, Value>) {
  const { t } = useTranslation();
  const text: ContentText = value[field];
  const common = {
    label: `${t(`adminCatalogue.content.fields.${field}`)} (${locale.toUpperCase()})`,
    value: locale === 'en' ? text.en : (text[locale] ?? ''),
    placeholder: locale === 'en' ? undefined : text.en,
    description: locale === 'en' ? undefined : t('adminCatalogue.content.fallbackHint'),
    'data-testid': testId,
  };
  const change = (input: string) => onChange({ ...value, [field]: withText(text, locale, input) });
  return isMultiline ? (
    <Textarea {...common} autosize minRows={3} maxRows={10} onChange={(event) => change(event.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(event) => change(event.currentTarget.value)} />
  );
}
