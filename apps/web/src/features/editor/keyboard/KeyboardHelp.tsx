import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const LINES = ['places', 'items', 'enter', 'remove', 'escape'] as const;

/** The editing keys, listed below the side menu. */
export function KeyboardHelp() {
  const { t } = useTranslation();
  return (
    <div data-testid="keyboard-help">
      <Text size="xs" fw={700} c="dimmed">
        {t('keyboard.help.title')}
      </Text>
      <List size="xs" c="dimmed" spacing={2}>
        {LINES.map((line) => (
          <List.Item key={line}>{t(`keyboard.help.${line}`)}</List.Item>
        ))}
      </List>
    </div>
  );
}
