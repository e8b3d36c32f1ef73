import type { StoredSectionValues } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from './LocalizedTextField.tsx';

type Props = {
  value: StoredSectionValues['text'];
  locale: Locale;
  onChange: (value: StoredSectionValues['text']) => void;
};

export function TextSectionFields({ value, locale, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <LocalizedTextField
        label={t('adminCatalogue.content.fields.title')}
        text={value.title}
        locale={locale}
        onChange={(title) => onChange({ ...value, title })}
        testId="section-title-input"
      />
      <LocalizedTextField
        label={t('adminCatalogue.content.fields.body')}
        text={value.body}
        locale={locale}
        onChange={(body) => onChange({ ...value, body })}
        isMultiline
      />
    </Stack>
  );
}
