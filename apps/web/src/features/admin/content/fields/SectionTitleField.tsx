import type { ContentText } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { LocalizedTextField } from './LocalizedTextField.tsx';

type Props<Value extends { title: ContentText }> = {
  value: Value;
  locale: Locale;
  onChange: (value: Value) => void;
};

/** The title every section type has; it comes first in each section editor. */
export function SectionTitleField<Value extends { title: ContentText }>({ value, locale, onChange }: Props<Value>) {
  return (
    <LocalizedTextField value={value} field="title" locale={locale} onChange={onChange} testId="section-title-input" />
  );
}
