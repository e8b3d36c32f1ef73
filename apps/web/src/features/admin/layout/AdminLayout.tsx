import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AreaBrand } from '../shared/AreaBrand.tsx';
import { AdminNavbar } from './AdminNavbar.tsx';
import { HeaderActions } from './HeaderActions.tsx';

/** The frame of every admin page: header (language, e-mail, logout, back to the configurator) and navbar. */
export function AdminLayout() {
  const { t } = useTranslation();
  const [isNavOpen, nav] = useDisclosure(false);
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
            <AreaBrand />
          </Group>
          <HeaderActions />
        </Group>
      </AppShell.Header>
      <AdminNavbar onNavigate={nav.close} />
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
