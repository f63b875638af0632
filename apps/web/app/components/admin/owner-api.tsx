// The dashboard's one way to the server: a typed client (@pinwheel/client, typed from the OpenAPI
// document) and one TanStack QueryClient per document, provided by the /admin layout. Pages load
// with useQuery and save with useMutation through `useOwnerClient()`:
//
//   const client = useOwnerClient();
//   const products = useQuery({
//     queryKey: ['wc/v3/products', { page }],
//     queryFn: ({ signal }) => client.get('/wp-json/wc/v3/products', { query: { page }, signal }),
//   });
//
// The client sends the owner's cookie with X-WP-Nonce (fetched once, refreshed when stale) and
// retries reads after a network error itself, so queries do not retry again on top of it.
import { createPinwheelClient, PinwheelApiError, type PinwheelClient } from '@pinwheel/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';

const OwnerClientContext = createContext<PinwheelClient | null>(null);

/** A QueryClient for the dashboard: data kept fresh 30 s, no retries beyond the client's own. */
export function createOwnerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: false,
        // An owner coming back to a tab sees current figures, but a page being edited keeps its
        // form: useEditableResource turns this off for what it edits.
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

export function OwnerApiProvider({ children }: { children: ReactNode }) {
  // One of each per document, made on first render and kept across navigations.
  const [client] = useState(() => createPinwheelClient());
  const [queryClient] = useState(createOwnerQueryClient);
  return (
    <OwnerClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </OwnerClientContext.Provider>
  );
}

/** The typed client of the signed-in owner; only inside the /admin layout. */
export function useOwnerClient(): PinwheelClient {
  const client = useContext(OwnerClientContext);
  if (!client) throw new Error('useOwnerClient() is for pages inside the /admin layout');
  return client;
}

/** Whether an error is the API's refusal with this code (`rest_edit_conflict`, …). */
export function isApiError(error: unknown, code?: string): error is PinwheelApiError {
  return error instanceof PinwheelApiError && (code === undefined || error.code === code);
}
