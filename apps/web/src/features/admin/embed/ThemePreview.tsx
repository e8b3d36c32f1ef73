import type { EmbedTheme } from '@bar/contracts/embed';
import type { Locale } from '@bar/domain/locale';
import { Anchor, Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconGlassFull } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n, loadLanguage } from '../../../i18n/index.ts';

/** The texts of a language, once they have arrived (the staff member's own until then). */
function useTextsIn(language: Locale) {
  const [loaded, setLoaded] = useState<Locale | null>(() =>
    i18n.hasResourceBundle(language, 'translation') ? language : null,
  );
  useEffect(() => {
    let isCurrent = true;
    void loadLanguage(language).then(() => {
      if (isCurrent) setLoaded(language);
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return i18n.getFixedT(loaded === language ? language : currentLocale());
}

/**
 * A small picture of the embed in the theme: the dealer's logo in the header, the primary colour on
 * the buttons and the selected item, the texts in the theme's language (a visitor's own language
 * when the theme names none: the staff member's here). A sketch, not the 3D configurator.
 */
export function ThemePreview({ theme }: { theme: EmbedTheme }) {
  const { t } = useTranslation();
  const language = theme.language ?? currentLocale();
  const tIn = useTextsIn(language);
  const colour = theme.primary_colour ?? 'var(--mantine-primary-color-filled)';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('embed.themes.preview')}
      </Text>
      <Paper withBorder radius="sm" style={{ overflow: 'hidden' }} data-testid="dealer-theme-preview" lang={language}>
        <Group
          h={40}
          px="sm"
          justify="space-between"
          wrap="nowrap"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          {theme.logo_url ? (
            <Image src={theme.logo_url} alt={theme.dealer} h={24} w="auto" fit="contain" />
          ) : (
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconGlassFull size={16} aria-hidden />
              <Text size="sm" fw={700} truncate>
                {tIn('app.name')}
              </Text>
            </Group>
          )}
          <Anchor component="span" size="xs" c={colour} style={{ whiteSpace: 'nowrap' }}>
            <Group gap={4} component="span" wrap="nowrap">
              {tIn('embed.openFull')}
              <IconExternalLink size={12} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <Group gap={0} h={120} wrap="nowrap" align="stretch">
          <Stack gap={6} p="xs" w={96} style={{ borderRight: '1px solid var(--mantine-color-gray-2)' }} aria-hidden>
            <Box h={18} style={{ borderRadius: 4, background: colour }} />
            <Box h={18} bg="gray.2" style={{ borderRadius: 4 }} />
            <Box h={18} bg="gray.2" style={{ borderRadius: 4 }} />
          </Stack>
          <Box
            style={{ flex: 1, background: 'linear-gradient(#f8f9fa, #e9ecef)', display: 'grid', placeItems: 'center' }}
            aria-hidden
          >
            <IconGlassFull size={40} color="var(--mantine-color-gray-5)" />
          </Box>
        </Group>
        <Group
          px="sm"
          py={8}
          justify="space-between"
          wrap="nowrap"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text size="xs" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
            {tIn('embed.notSaved')}
          </Text>
          <Button component="span" size="compact-sm" color={colour} data-testid="dealer-theme-preview-quote">
            {tIn('embed.quote')}
          </Button>
        </Group>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('embed.themes.previewLanguage', { language: t(`languages.${language}`) })}
      </Text>
    </Stack>
  );
}
