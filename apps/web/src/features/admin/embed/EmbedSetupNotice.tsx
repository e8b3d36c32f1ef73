import type { EmbedSetup } from '@bar/contracts/embed';
import { Alert, Code, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Whether any dealer site may show the embed at all (EMBED_ORIGINS, the operator's setting): with
 * none, a theme saved here is seen nowhere, and the page says so before anything is typed.
 */
export function EmbedSetupNotice({ setup }: { setup: EmbedSetup }) {
  const { t } = useTranslation();
  if (setup.origins.length === 0) {
    return (
      <Alert
        color="orange"
        icon={<IconAlertTriangle size={18} />}
        title={t('embed.themes.setupOffTitle')}
        data-testid="embed-setup"
        data-enabled="false"
      >
        {t('embed.themes.setupOff')}
      </Alert>
    );
  }
  return (
    <Alert
      color="teal"
      icon={<IconWorld size={18} />}
      title={t('embed.themes.setupOnTitle', { count: setup.origins.length })}
      data-testid="embed-setup"
      data-enabled="true"
    >
      <Text size="sm">{t('embed.themes.setupOn')}</Text>
      <Group gap="xs" mt={6}>
        {setup.origins.map((origin) => (
          <Code key={origin} data-testid="embed-setup-origin">
            {origin}
          </Code>
        ))}
      </Group>
    </Alert>
  );
}
