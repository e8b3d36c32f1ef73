import type { ContentText } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withText } from '../localizedText.ts';

type Props = {
  label: string;
  text: ContentText;
  locale: Locale;
  onChange: (text: ContentText) => void;
  isMultiline?: boolean;
  testId?: string;
};

/**
 * One text of a section in the language being edited. English is the fallback of every other
 * language, so an empty German field shows the English text as its placeholder.
 */
export function LocalizedTextField({ label, text, locale, onChange, isMultiline = false, testId }: Props) {
  const { t } = useTranslation();
  const common = {
    label: `${label} (${locale.toUpperCase()})`,
    value: locale === 'en' ? text.en : (text[locale] ?? ''),
    placeholder: locale === 'en' ? undefined : text.en,
    description: locale === 'en' ? undefined : t('adminCatalogue.content.fallbackHint'),
    'data-testid': testId,
  };
  const change = (value: string) => onChange(withText(text, locale, value));
  return isMultiline ? (
    <Textarea {...common} autosize minRows={3} maxRows={10} onChange={(event) => change(event.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(event) => change(event.currentTarget.value)} />
  );
}
