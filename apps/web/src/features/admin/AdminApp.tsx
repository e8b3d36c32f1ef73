import { Route, Routes } from 'react-router';
import { catalogueRoutes } from './catalogue/catalogueRoutes.tsx';
import { recordRoutes } from './records/recordRoutes.tsx';

/** Everything under `/admin`: its own routes, loaded only when an administrator goes there. */
export function AdminApp() {
  return (
    <Routes>
      {[...recordRoutes, ...catalogueRoutes].map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
    </Routes>
  );
}
