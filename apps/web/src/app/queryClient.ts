import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: the screens' queries and the router's requests started ahead share it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: false, staleTime: 60_000 },
  },
});
