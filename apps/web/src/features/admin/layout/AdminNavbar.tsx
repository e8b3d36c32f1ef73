import { AppShell, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ADMIN_NAV, isNavItemActive } from './adminNav.ts';

/** The area's navigation in groups; choosing an entry closes the menu on small screens. */
export function AdminNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AppShell.Navbar p="sm" aria-label={t('admin.nav.label')}>
      <AppShell.Section grow component={ScrollArea}>
        <Stack gap="md">
          {ADMIN_NAV.map((group) => (
            <Stack key={group.label} gap={2}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
                {t(`admin.nav.${group.label}`)}
              </Text>
              {group.items.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={t(`admin.nav.${item.label}`)}
                  leftSection={<item.Icon size={18} stroke={1.6} />}
                  active={isNavItemActive(item, pathname)}
                  onClick={onNavigate}
                  data-testid={`admin-nav-${item.label}`}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
