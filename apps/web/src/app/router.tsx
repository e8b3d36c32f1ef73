import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './RootLayout.tsx';

function PageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-hidden />
    </Center>
  );
}

const editorScreen = async () => ({
  Component: (await import('../features/editor/EditorScreen.tsx')).EditorScreen,
});

export const router = createBrowserRouter([
  {
    hydrateFallbackElement: <PageLoader />,
    Component: RootLayout,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('../features/home/HomeScreen.tsx')).HomeScreen }),
      },
      { path: '/bars', element: <Navigate to="/" replace /> },
      {
        path: '/bars/:barId',
        lazy: async () => ({
          Component: (await import('../features/editor/preview/ViewOnlyScreen.tsx')).ViewOnlyScreen,
        }),
      },
      {
        // One editor for every place inside it, so moving between tabs, sides and modes keeps the
        // loaded bar; `/edit` alone leads to the front side (EditorScreen redirects).
        path: '/bars/:barId/edit',
        lazy: editorScreen,
        children: [{ index: true }, { path: 'side/:side' }, { path: 'parts' }],
      },
      {
        path: '/bar-presets/:presetId',
        lazy: async () => ({
          Component: (await import('../features/presets/CreateFromPresetScreen.tsx')).CreateFromPresetScreen,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/ResetPasswordScreen.tsx')).ResetPasswordScreen,
        }),
      },
      {
        path: '/verify-email/:id/:hash',
        lazy: async () => ({
          Component: (await import('../features/auth/VerifyEmailScreen.tsx')).VerifyEmailScreen,
        }),
      },
      {
        path: '/admin/*',
        lazy: async () => ({ Component: (await import('../features/admin/AdminApp.tsx')).AdminApp }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../ui/NotFoundScreen.tsx')).NotFoundScreen }),
      },
    ],
  },
]);
