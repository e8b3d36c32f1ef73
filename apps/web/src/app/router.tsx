import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, useParams } from 'react-router';

/** `/bars/:barId/edit` opens the front side in racks mode with the 3D view. */
function EditRedirect() {
  const { barId = '' } = useParams();
  return <Navigate to={`/bars/${encodeURIComponent(barId)}/edit/side/front?mode=racks&view=3d`} replace />;
}

function PageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-hidden />
    </Center>
  );
}

export const router = createBrowserRouter([
  {
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('../features/home/HomeScreen.tsx')).HomeScreen }),
      },
      { path: '/bars', element: <Navigate to="/" replace /> },
      { path: '/bars/:barId/edit', element: <EditRedirect /> },
      {
        path: '/bars/:barId/edit/side/:side',
        lazy: async () => ({ Component: (await import('../features/editor/EditorScreen.tsx')).EditorScreen }),
      },
      {
        path: '/bar-presets/:presetId',
        lazy: async () => ({
          Component: (await import('../features/presets/CreateFromPresetScreen.tsx')).CreateFromPresetScreen,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../ui/NotFoundScreen.tsx')).NotFoundScreen }),
      },
    ],
  },
]);
