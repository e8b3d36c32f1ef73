import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n/index.ts';
import { NotificationsHost } from '../ui/NotificationsHost.tsx';
import { queryClient } from './queryClient.ts';
import { router } from './router.tsx';
import { appTheme, cssVariablesResolver } from './theme.ts';

/** Mantine with the app's theme, rebuilt when the language changes (it names the close buttons). */
function ThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('shell.close');
  const theme = useMemo(() => appTheme({ closeLabel }), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <NotificationsHost />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
