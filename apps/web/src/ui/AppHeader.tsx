import { Anchor, Group, Text } from '@mantine/core';
import { IconGlassFull } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from './LanguageSelect.tsx';

/** Product name on the left, optional content in the middle, optional `end` content and the language selector on the right. */
export function AppHeader({ children, end }: { children?: ReactNode; end?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group
      component="header"
      h={56}
      px="md"
      justify="space-between"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Anchor component={Link} to="/" underline="never" c="inherit">
        <Group gap="xs" wrap="nowrap">
          <IconGlassFull size={22} aria-hidden />
          <Text fw={700}>{t('app.name')}</Text>
        </Group>
      </Anchor>
      <Group gap="md" wrap="nowrap" style={{ flex: 1, minWidth: 0 }} justify="center">
        {children}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {end}
        <LanguageSelect />
      </Group>
    </Group>
  );
}
