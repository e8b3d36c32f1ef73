import { Anchor, Group, Text } from '@mantine/core';
import { IconGlassFull } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from './LanguageSelect.tsx';

/**
 * Product name on the left, optional content in the middle, optional `end` content and the language
 * selector on the right. `isTouch` (phones): the name and the selector are at least 44 px high.
 */
export function AppHeader({
  children,
  end,
  isTouch = false,
}: {
  children?: ReactNode;
  end?: ReactNode;
  isTouch?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group
      component="header"
      h={isTouch ? 64 : 56}
      px={isTouch ? 'sm' : 'md'}
      justify="space-between"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Anchor
        component={Link}
        to="/"
        underline="never"
        c="inherit"
        style={isTouch ? { display: 'inline-flex', minHeight: 44, alignItems: 'center' } : undefined}
      >
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
        <LanguageSelect isTouch={isTouch} />
      </Group>
    </Group>
  );
}
