import { CONTENT_LIMITS, type ContentText, type ContentTextField } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContentDefaultLocale, withText } from '../localizedText.ts';

/** Texts a section cannot be published without, in the content's default language (contentRules.ts). */
const REQUIRED_FIELDS: ReadonlySet<string> = new Set(['title', 'body', 'question', 'answer']);

type Props<Field extends ContentTextField, Value extends Record<Field, ContentText>> = {
  /** The section value or item that holds the text. */
  value: Value;
  /** Which of its texts; names the label (`adminCatalogue.content.fields.<field>`) and the limit. */
  field: Field;
  locale: Locale;
  /** Gets `value` with the text changed. */
  onChange: (value: Value) => void;
  isMultiline?: boolean;
  /** Shown under the field; the field is marked invalid. */
  error?: string | undefined;
  testId?: string;
};

/**
 * One text of a section in the language being edited, held to the server's limit with a count of
 * the characters used. The default language is what every other language falls back to: there a
 * required text is marked so; elsewhere an empty field shows the default language's text.
 */
export function LocalizedTextField<Field extends ContentTextField, Value extends Record<Field, ContentText>>({
  value,
  field,
  locale,
  onChange,
  isMultiline = false,
  error,
  testId,
}: Props<Field, Value>) {
  const { t } = useTranslation();
  const defaultLocale = useContentDefaultLocale();
  const text: ContentText = value[field];
  const current = text[locale] ?? '';
  const max = CONTENT_LIMITS[field];
  const isDefault = locale === defaultLocale;
  const hint = isDefault
    ? null
    : t('adminCatalogue.content.fallbackHint', { language: t(`languages.${defaultLocale}`) });
  const common = {
    label: `${t(`adminCatalogue.content.fields.${field}`)} (${locale.toUpperCase()})`,
    value: current,
    placeholder: isDefault ? t(`adminCatalogue.content.placeholders.${field}`) : text[defaultLocale],
    description: [hint, t('adminCatalogue.content.characters', { count: current.length, max })]
      .filter(Boolean)
      .join(' · '),
    withAsterisk: isDefault && REQUIRED_FIELDS.has(field),
    maxLength: max,
    error,
    'data-testid': testId,
  };
  const change = (input: string) => onChange({ ...value, [field]: withText(text, locale, input) });
  return isMultiline ? (
    <Textarea {...common} autosize minRows={3} maxRows={10} onChange={(event) => change(event.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(event) => change(event.currentTarget.value)} />
  );
}
