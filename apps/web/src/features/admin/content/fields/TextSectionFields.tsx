import type { StoredSectionValues } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { Stack } from '@mantine/core';
import { LocalizedTextField } from './LocalizedTextField.tsx';
import { SectionTitleField } from './SectionTitleField.tsx';

type Props = {
  value: StoredSectionValues['text'];
  locale: Locale;
  onChange: (value: StoredSectionValues['text']) => void;
};

export function TextSectionFields({ value, locale, onChange }: Props) {
  return (
    <Stack gap="sm">
      <SectionTitleField value={value} locale={locale} onChange={onChange} />
      <LocalizedTextField value={value} field="body" locale={locale} onChange={onChange} isMultiline />
    </Stack>
  );
}
