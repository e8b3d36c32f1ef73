import {
  IconBell,
  IconBox,
  IconCategory,
  IconDashboard,
  IconFileText,
  IconLayoutGrid,
  IconMessage,
  IconPalette,
  IconTemplate,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type AdminNavItem = { to: string; label: string; Icon: ComponentType<{ size?: number; stroke?: number }> };
export type AdminNavGroup = { label: string; items: AdminNavItem[] };

/** The navbar, in groups; labels are text keys under `admin.nav`. */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    label: 'groupSales',
    items: [
      { to: '/admin', label: 'dashboard', Icon: IconDashboard },
      { to: '/admin/inquiries', label: 'inquiries', Icon: IconMessage },
      { to: '/admin/users', label: 'users', Icon: IconUsers },
      { to: '/admin/bars', label: 'bars', Icon: IconLayoutGrid },
      { to: '/admin/notifications', label: 'notifications', Icon: IconBell },
    ],
  },
  {
    label: 'groupCatalogue',
    items: [
      { to: '/admin/bar-presets', label: 'presets', Icon: IconTemplate },
      { to: '/admin/colors', label: 'colors', Icon: IconPalette },
      { to: '/admin/parts', label: 'parts', Icon: IconBox },
      { to: '/admin/assemblies', label: 'assemblies', Icon: IconCategory },
    ],
  },
  {
    label: 'groupSettings',
    items: [
      { to: '/admin/content', label: 'content', Icon: IconFileText },
      { to: '/admin/create-admin', label: 'createAdmin', Icon: IconUserPlus },
    ],
  },
];

/** The navbar entry a path belongs to: `/admin` only for itself, the others for their records too. */
export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  if (item.to === '/admin') return pathname === '/admin' || pathname === '/admin/';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
