import type { EmbedTheme } from '@bar/contracts/embed';
import { ActionIcon, Code, CopyButton, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPresets } from '../../presets/index.ts';
import { embedSnippet } from './embedSnippet.ts';

/**
 * The HTML the dealer pastes into their page for this theme, starting from a preset chosen here,
 * with a copy button. A dealer name not saved yet is named as such: until the save, the snippet
 * would show the configurator without the theme.
 */
export function EmbedSnippet(props: { theme: EmbedTheme; configuratorUrl: string; isSaved: boolean }) {
  const { theme, configuratorUrl, isSaved } = props;
  const { t, i18n } = useTranslation();
  const presets = useQuery({ queryKey: ['presets', 'embed-snippet', i18n.language], queryFn: () => fetchPresets({}) });
  const [chosen, setChosen] = useState<string | null>(null);
  const presetId = Number(chosen ?? presets.data?.[0]?.id ?? 0);
  if (presets.isError) {
    return (
      <Text size="sm" c="red">
        {t('embed.themes.snippetFailed')}
      </Text>
    );
  }
  if (!presets.data) return null;
  if (presets.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('embed.themes.snippetNoPreset')}
      </Text>
    );
  }
  const snippet = embedSnippet({ configuratorUrl, presetId, dealer: theme.dealer });
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Select
          label={t('embed.themes.snippetPreset')}
          size="xs"
          w={280}
          allowDeselect={false}
          value={String(presetId)}
          data={presets.data.map((preset) => ({ value: String(preset.id), label: preset.name }))}
          onChange={setChosen}
          data-testid="dealer-theme-snippet-preset"
        />
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('embed.themes.copied') : t('embed.themes.copy')} withArrow>
              <ActionIcon
                variant={copied ? 'filled' : 'default'}
                color={copied ? 'teal' : undefined}
                size="lg"
                aria-label={t('embed.themes.copy')}
                onClick={copy}
                data-testid="dealer-theme-snippet-copy"
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      {!isSaved && (
        <Text size="xs" c="orange.8" data-testid="dealer-theme-snippet-unsaved">
          {t('embed.themes.snippetUnsaved')}
        </Text>
      )}
      <Code block data-testid="dealer-theme-snippet" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {snippet}
      </Code>
    </Stack>
  );
}
