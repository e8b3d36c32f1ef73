import { Route, Routes } from 'react-router';
import { recordRoutes } from './records/recordRoutes.tsx';

/** Everything under `/admin`: its own routes, loaded only when an administrator goes there. */
export function AdminApp() {
  return (
    <Routes>
      {recordRoutes.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
    </Routes>
  );
}
