import { LOCALES, type Locale } from '@bar/domain/locale';
import { Stack, Tabs, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  /** The tabs' test ids: `<testIdPrefix>-lang-<locale>`. */
  testIdPrefix: string;
  isRequired: (locale: Locale) => boolean;
  /** A tab with an error is marked red, so a problem in a hidden language is seen. */
  hasError: (locale: Locale) => boolean;
  /** The fields of one language. */
  children: (locale: Locale) => ReactNode;
};

/** Texts per language, one tab per language (German first); required languages carry an asterisk. */
export function LanguageTabs({ title, testIdPrefix, isRequired, hasError, children }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <Tabs defaultValue="de" keepMounted>
        <Tabs.List>
          {LOCALES.map((locale) => {
            const isMarked = hasError(locale);
            return (
              <Tabs.Tab
                key={locale}
                value={locale}
                color={isMarked ? 'red' : undefined}
                rightSection={isMarked ? <IconAlertCircle size={14} color="var(--mantine-color-red-6)" /> : undefined}
                data-testid={`${testIdPrefix}-lang-${locale}`}
              >
                {t(`languages.${locale}`)}
                {isRequired(locale) ? ' *' : ''}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {LOCALES.map((locale) => (
          <Tabs.Panel key={locale} value={locale} pt="sm">
            <Stack gap="sm" maw={820}>
              {children(locale)}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
