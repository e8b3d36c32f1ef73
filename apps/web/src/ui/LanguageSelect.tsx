import { isLocale, LOCALES, type Locale } from '@bar/domain/locale';
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale, switchLanguage } from '../i18n/index.ts';

/** `isTouch`: a field at least 44 px high, for phones. */
export function LanguageSelect({ isTouch = false }: { isTouch?: boolean }) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('languages.label')}
      data-testid="language-select"
      size={isTouch ? 'lg' : 'xs'}
      w={isTouch ? 172 : 140}
      allowDeselect={false}
      leftSection={<IconLanguage size={16} />}
      value={currentLocale()}
      data={LOCALES.map((locale: Locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      onChange={(value) => {
        if (isLocale(value)) void switchLanguage(value);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
