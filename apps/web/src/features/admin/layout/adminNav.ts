import {
  IconBell,
  IconBox,
  IconBrush,
  IconCategory,
  IconDashboard,
  IconFileText,
  IconHistory,
  IconLayoutGrid,
  IconMessage,
  IconPalette,
  IconTemplate,
  IconTruck,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type NavIcon = ComponentType<{ size?: number; stroke?: number }>;
export type AdminNavItem = { to: string; label: string; Icon: NavIcon };
export type AdminNavGroup = { label: string; items: AdminNavItem[] };

/** The entry `label` leading to `/admin/<path>` (the path is the label unless it differs). */
function entry(label: string, Icon: NavIcon, path = label): AdminNavItem {
  return { to: path ? `/admin/${path}` : '/admin', label, Icon };
}

/** The navbar, in groups; labels are text keys under `admin.nav`. */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    label: 'groupSales',
    items: [
      entry('dashboard', IconDashboard, ''),
      entry('inquiries', IconMessage),
      entry('users', IconUsers),
      entry('bars', IconLayoutGrid),
      entry('notifications', IconBell),
    ],
  },
  {
    label: 'groupCatalogue',
    items: [
      entry('presets', IconTemplate, 'bar-presets'),
      entry('colors', IconPalette),
      entry('parts', IconBox),
      entry('assemblies', IconCategory),
      entry('vehicleClasses', IconTruck, 'vehicle-classes'),
    ],
  },
  {
    label: 'groupSettings',
    items: [
      entry('content', IconFileText),
      entry('embedThemes', IconBrush, 'embed-themes'),
      entry('createAdmin', IconUserPlus, 'create-admin'),
      entry('audit', IconHistory),
    ],
  },
];

/** The navbar entry a path belongs to: `/admin` only for itself, the others for their records too. */
export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  if (item.to === '/admin') return pathname === '/admin' || pathname === '/admin/';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
