import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n/index.ts';
import { NotificationsHost } from '../ui/NotificationsHost.tsx';
import { router } from './router.tsx';

const theme = createTheme({ primaryColor: 'teal', defaultRadius: 'sm' });

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: false, staleTime: 60_000 },
  },
});

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <NotificationsHost />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
