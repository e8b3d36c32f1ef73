import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { catalogueRoutes } from './catalogue/catalogueRoutes.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { AdminGuard, GuestOnly } from './guard/AdminGuard.tsx';
import { AdminForgotPage } from './guest/AdminForgotPage.tsx';
import { AdminLoginPage } from './guest/AdminLoginPage.tsx';
import { AdminResetPasswordPage } from './guest/AdminResetPasswordPage.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminNotFound } from './layout/AdminNotFound.tsx';
import { AssembliesListPage } from './lists/AssembliesListPage.tsx';
import { AuditListPage } from './lists/AuditListPage.tsx';
import { BarsListPage } from './lists/BarsListPage.tsx';
import { ColorsListPage } from './lists/ColorsListPage.tsx';
import { InquiriesListPage } from './lists/InquiriesListPage.tsx';
import { NotificationsListPage } from './lists/NotificationsListPage.tsx';
import { PartsListPage } from './lists/PartsListPage.tsx';
import { PresetsListPage } from './lists/PresetsListPage.tsx';
import { UsersListPage } from './lists/UsersListPage.tsx';
import { recordRoutes } from './records/recordRoutes.tsx';

/** The guest-only pages (section 4): login, forgot password, reset password. */
const guestRoutes: { path: string; Component: ComponentType }[] = [
  { path: 'login', Component: AdminLoginPage },
  { path: 'forgot', Component: AdminForgotPage },
  { path: 'reset-password', Component: AdminResetPasswordPage },
];

/** The list pages, relative to `/admin`; each is the generic list with its columns and filters. */
const listRoutes: { path: string; Component: ComponentType }[] = [
  { path: 'users', Component: UsersListPage },
  { path: 'inquiries', Component: InquiriesListPage },
  { path: 'bars', Component: BarsListPage },
  { path: 'bar-presets', Component: PresetsListPage },
  { path: 'notifications', Component: NotificationsListPage },
  { path: 'colors', Component: ColorsListPage },
  { path: 'parts', Component: PartsListPage },
  { path: 'assemblies', Component: AssembliesListPage },
  { path: 'audit', Component: AuditListPage },
];

/** Everything under `/admin`: its own routes, loaded only when someone goes there. */
export function AdminApp() {
  return (
    <Routes>
      {guestRoutes.map(({ path, Component }) => (
        <Route
          key={path}
          path={path}
          element={
            <GuestOnly>
              <Component />
            </GuestOnly>
          }
        />
      ))}
      <Route
        element={
          <AdminGuard>
            <AdminLayout />
          </AdminGuard>
        }
      >
        <Route index element={<DashboardPage />} />
        {[...listRoutes, ...recordRoutes, ...catalogueRoutes].map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
