import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

/** A record page loaded on first visit, with a loader while its chunk arrives. */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyRecordPage() {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <Page />
      </Suspense>
    );
  };
}

/** The record pages (`users/:userId`, ..., `create-admin`), relative to `/admin`. */
export const recordRoutes: { path: string; Component: ComponentType }[] = [
  {
    path: 'users/:userId',
    Component: lazyPage(async () => (await import('./users/UserRecordPage.tsx')).UserRecordPage),
  },
  {
    path: 'inquiries/:inquiryId',
    Component: lazyPage(async () => (await import('./inquiries/InquiryRecordPage.tsx')).InquiryRecordPage),
  },
  {
    path: 'inquiries/:inquiryId/bar',
    Component: lazyPage(async () => (await import('./inquiries/InquiryBarPage.tsx')).InquiryBarPage),
  },
  { path: 'bars/:barId', Component: lazyPage(async () => (await import('./bars/BarRecordPage.tsx')).BarRecordPage) },
  {
    path: 'bars/:barId/make-preset',
    Component: lazyPage(async () => (await import('./bars/MakePresetPage.tsx')).MakePresetPage),
  },
  {
    path: 'bar-presets/:presetId',
    Component: lazyPage(async () => (await import('./presets/PresetRecordPage.tsx')).PresetRecordPage),
  },
  {
    path: 'create-admin',
    Component: lazyPage(async () => (await import('./createAdmin/CreateAdminPage.tsx')).CreateAdminPage),
  },
];
