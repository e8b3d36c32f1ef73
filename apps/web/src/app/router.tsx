import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate } from 'react-router';
import { lazyRoute } from './chunkReload.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function PageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-hidden />
    </Center>
  );
}

const editorScreen = lazyRoute(async () => ({
  Component: (await import('../features/editor/EditorScreen.tsx')).EditorScreen,
}));

export const router = createBrowserRouter([
  {
    hydrateFallbackElement: <PageLoader />,
    Component: RootLayout,
    // Catches what every screen below throws while loading or rendering (chunk gone, bug).
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        lazy: lazyRoute(async () => ({ Component: (await import('../features/home/HomeScreen.tsx')).HomeScreen })),
      },
      { path: '/bars', element: <Navigate to="/" replace /> },
      {
        path: '/bars/:barId',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/editor/preview/ViewOnlyScreen.tsx')).ViewOnlyScreen,
        })),
      },
      {
        // One editor for every place inside it, so moving between tabs, sides and modes keeps the
        // loaded bar; `/edit` alone leads to the front side (EditorScreen redirects). The children
        // only name the addresses the editor reads (useParams, useMatch): they draw nothing of
        // their own, which `element: null` says (without it each match warns of a missing element).
        path: '/bars/:barId/edit',
        lazy: editorScreen,
        children: [
          { index: true, element: null },
          { path: 'side/:side', element: null },
          { path: 'parts', element: null },
        ],
      },
      {
        // The model to place in the room, for anyone with the preview token (the QR code's address).
        path: '/ar/bars/:barId',
        lazy: lazyRoute(async () => ({ Component: (await import('../features/ar/ArScreen.tsx')).ArScreen })),
      },
      {
        path: '/bar-presets/:presetId',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/presets/CreateFromPresetScreen.tsx')).CreateFromPresetScreen,
        })),
      },
      {
        // A template to look at, read-only (the phone's home screen offers the templates this way).
        path: '/bar-presets/:presetId/view',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/editor/preview/PresetPreviewScreen.tsx')).PresetPreviewScreen,
        })),
      },
      {
        // The dealer embed (docs/embed.md): a preset to configure, or a bar to view with its preview token.
        path: '/embed/bars/:barRef',
        lazy: lazyRoute(async () => ({ Component: (await import('../features/embed/EmbedScreen.tsx')).EmbedScreen })),
      },
      {
        path: '/reset-password',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/auth/ResetPasswordScreen.tsx')).ResetPasswordScreen,
        })),
      },
      {
        path: '/verify-email/:id/:hash',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/auth/VerifyEmailScreen.tsx')).VerifyEmailScreen,
        })),
      },
      {
        path: '/account/addresses',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/addresses/AddressBookPage.tsx')).AddressBookPage,
        })),
      },
      {
        path: '/account/profile',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/profile/ProfilePage.tsx')).ProfilePage,
        })),
      },
      {
        path: '/confirm-email',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/profile/ConfirmEmailScreen.tsx')).ConfirmEmailScreen,
        })),
      },
      {
        path: '/admin/*',
        lazy: lazyRoute(async () => ({ Component: (await import('../features/admin/AdminApp.tsx')).AdminApp })),
      },
      {
        path: '*',
        lazy: lazyRoute(async () => ({ Component: (await import('../ui/NotFoundScreen.tsx')).NotFoundScreen })),
      },
    ],
  },
]);
