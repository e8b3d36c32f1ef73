import { Center, Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from './chunkReload.ts';
import { queryClient } from './queryClient.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function PageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-hidden />
    </Center>
  );
}

/** A screen whose chunk is loaded on the first visit to `path`. */
function lazyScreen(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: lazyRoute(async () => ({ Component: await load() })) };
}

const editorScreen = lazyRoute(async () => ({
  Component: (await import('../features/editor/EditorScreen.tsx')).EditorScreen,
}));

/**
 * Asks for the bar, (unless it is loaded) the catalogue and the 3D view's code beside loading the
 * editor's code rather than after it: in a new tab the code takes longer than the requests (`startBarLoad`, in a small
 * chunk of its own). Moving inside the editor runs no loader again (`shouldRevalidate`).
 */
function startEditorLoads({ params, request }: LoaderFunctionArgs): null {
  const { barId } = params;
  if (!barId) return null;
  const search = new URL(request.url).searchParams;
  void import('../features/bars/barPrefetch.ts')
    .then(({ startBarLoad, catalogueQueryKey, fetchCatalogue }) => {
      startBarLoad(barId, search);
      return queryClient.prefetchQuery({
        queryKey: catalogueQueryKey,
        queryFn: fetchCatalogue,
        staleTime: Number.POSITIVE_INFINITY,
      });
    })
    // Without them the editor asks for the bar and the catalogue itself, as it always could.
    .catch(() => undefined);
  // The 3D view's code too, which the editor would ask for only once the bar is there.
  void import('../features/editor/components/EditorScene.tsx').catch(() => undefined);
  return null;
}

export const router = createBrowserRouter([
  {
    hydrateFallbackElement: <PageLoader />,
    Component: RootLayout,
    // Catches what every screen below throws while loading or rendering (chunk gone, bug).
    errorElement: <RouteErrorPage />,
    children: [
      lazyScreen('/', async () => (await import('../features/home/HomeScreen.tsx')).HomeScreen),
      { path: '/bars', element: <Navigate to="/" replace /> },
      lazyScreen(
        '/bars/:barId',
        async () => (await import('../features/editor/preview/ViewOnlyScreen.tsx')).ViewOnlyScreen,
      ),
      {
        // One editor for every place inside it, so moving between tabs, sides and modes keeps the
        // loaded bar; `/edit` alone leads to the front side (EditorScreen redirects). The children
        // only name the addresses the editor reads (useParams, useMatch): they draw nothing of
        // their own, which `element: null` says (without it each match warns of a missing element).
        path: '/bars/:barId/edit',
        loader: startEditorLoads,
        shouldRevalidate: () => false,
        lazy: editorScreen,
        children: [
          { index: true, element: null },
          { path: 'side/:side', element: null },
          { path: 'parts', element: null },
        ],
      },
      // The model to place in the room, for anyone with the preview token (the QR code's address).
      lazyScreen('/ar/bars/:barId', async () => (await import('../features/ar/ArScreen.tsx')).ArScreen),
      lazyScreen(
        '/bar-presets/:presetId',
        async () => (await import('../features/presets/CreateFromPresetScreen.tsx')).CreateFromPresetScreen,
      ),
      // A template to look at, read-only (the phone's home screen offers the templates this way).
      lazyScreen(
        '/bar-presets/:presetId/view',
        async () => (await import('../features/editor/preview/PresetPreviewScreen.tsx')).PresetPreviewScreen,
      ),
      // The dealer embed (docs/embed.md): a preset to configure, or a bar to view with its preview token.
      lazyScreen('/embed/bars/:barRef', async () => (await import('../features/embed/EmbedScreen.tsx')).EmbedScreen),
      lazyScreen(
        '/reset-password',
        async () => (await import('../features/auth/ResetPasswordScreen.tsx')).ResetPasswordScreen,
      ),
      lazyScreen(
        '/verify-email/:id/:hash',
        async () => (await import('../features/auth/VerifyEmailScreen.tsx')).VerifyEmailScreen,
      ),
      lazyScreen(
        '/account/addresses',
        async () => (await import('../features/addresses/AddressBookPage.tsx')).AddressBookPage,
      ),
      lazyScreen('/account/profile', async () => (await import('../features/profile/ProfilePage.tsx')).ProfilePage),
      lazyScreen(
        '/confirm-email',
        async () => (await import('../features/profile/ConfirmEmailScreen.tsx')).ConfirmEmailScreen,
      ),
      lazyScreen('/admin/*', async () => (await import('../features/admin/AdminApp.tsx')).AdminApp),
      lazyScreen('*', async () => (await import('../ui/NotFoundScreen.tsx')).NotFoundScreen),
    ],
  },
]);
