import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowBackUp, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSelect } from '../../../ui/LanguageSelect.tsx';
import { logout } from '../../auth/authApi.ts';
import { useAuth } from '../../auth/authStore.ts';
import { isAdminQueryKey } from '../guard/adminGuard.ts';
import { ADMIN_NAV, isNavItemActive } from './adminNav.ts';

/** The frame of every admin page: header (language, e-mail, logout, back to the configurator) and navbar. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = useAuth((state) => state.user?.email ?? '');
  const [isNavOpen, nav] = useDisclosure(false);
  const signOut = useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) });
      navigate('/admin/login', { replace: true });
    },
  });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="lg"
      bg="gray.0"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('admin.nav.menu')}
            />
            <ThemeIcon size="lg" radius="md" variant="light">
              <IconShieldLock size={20} />
            </ThemeIcon>
            <Text fw={700}>{t('admin.areaName')}</Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Button
              component={Link}
              to="/"
              variant="subtle"
              size="xs"
              leftSection={<IconArrowBackUp size={16} />}
              data-testid="admin-to-configurator"
            >
              {t('admin.nav.configurator')}
            </Button>
            <LanguageSelect />
            <Text size="sm" c="dimmed" data-testid="admin-user-email" visibleFrom="md">
              {email}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={16} />}
              loading={signOut.isPending}
              onClick={() => signOut.mutate()}
              data-testid="admin-logout"
            >
              {t('admin.nav.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
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
                    onClick={nav.close}
                    data-testid={`admin-nav-${item.label}`}
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
