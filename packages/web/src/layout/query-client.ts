import { QueryClient } from '@tanstack/react-query';

/** Server data of the signed-in screens; the request wrapper already reports failures. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
