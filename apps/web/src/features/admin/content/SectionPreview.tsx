import type { StoredContentSection } from '@bar/contracts/content';
import { resolveSection } from '@bar/contracts/contentRules';
import { LOCALES, type Locale } from '@bar/domain/locale';
import { Alert, List, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSectionCard } from '../../home/index.ts';
import { useContentDefaultLocale } from './localizedText.ts';

type Props = {
  section: StoredContentSection;
  /** What the section still lacks before it can be published (empty: complete). */
  problems: readonly string[];
  initialLocale: Locale;
};

/**
 * The section as visitors of a chosen language will see it on the home screen: their language
 * where written, else the default language; with what it still lacks before it can be saved.
 */
export function SectionPreview({ section, problems, initialLocale }: Props) {
  const { t } = useTranslation();
  const defaultLocale = useContentDefaultLocale();
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const resolved = resolveSection(section, { locale, defaultLocale });
  return (
    <Stack gap="sm" data-testid="section-preview">
      <Select
        label={t('adminCatalogue.content.preview.language')}
        data={LOCALES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        value={locale}
        allowDeselect={false}
        onChange={(value) => value && setLocale(value as Locale)}
        data-testid="section-preview-language"
      />
      {problems.length > 0 ? (
        <Alert color="orange" title={t('adminCatalogue.content.preview.incomplete')} data-testid="section-problems">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text size="xs" c="dimmed">
          {t('adminCatalogue.content.preview.hint', { language: t(`languages.${locale}`) })}
        </Text>
      )}
      <div data-testid="section-preview-card">
        <ContentSectionCard section={resolved} />
      </div>
    </Stack>
  );
}
